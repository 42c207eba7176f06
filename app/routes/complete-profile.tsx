import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, useActionData } from "react-router";
import { profileSchema } from "#domain/accounts.ts";
import { findProfile, updateProfile } from "#server/accounts/update-profile.server.ts";
import { ProfileFields } from "~/components/auth/profile-fields.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/complete-profile";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

function signedInUserId(context: Route.LoaderArgs["context"]): string {
  const user = context.get(sessionContext).user;
  if (!user) throw redirect("/");
  return user.id;
}

/**
 * `/googleredirect2` and `/fbPostLogin` (special-only): after a first social
 * sign-in, ask for what the provider did not give. Facebook's firstName,
 * lastName and email may arrive in the query (SPEC.md §2).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const profile = await findProfile(signedInUserId(context));
  if (!profile) throw redirect("/");
  const query = (name: string) => url.searchParams.get(name) ?? "";
  return {
    email: profile.email || query("email"),
    firstName: profile.firstName || query("firstName"),
    lastName: profile.lastName || query("lastName"),
    phone: profile.phone,
    country: profile.country,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = signedInUserId(context);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await updateProfile(userId, submission.value);
  return redirect("/");
}

export default function CompleteProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [country, setCountry] = useState(loaderData.country);
  const [phone, setPhone] = useState(loaderData.phone);
  const [form, fields] = useForm<{ firstName: string; lastName: string; country: string; phone: string }>({
    id: "complete-profile",
    defaultValue: loaderData,
    lastResult: busy ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageTitle title={t("pages.googleredirect2")} subtitle={t("auth.completeIntro")} />
      <p className="mt-4 text-sm text-slate-700" dir="ltr">
        {loaderData.email}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <ProfileFields idPrefix="complete-profile" fields={fields} country={country} phone={phone} onCountry={setCountry} onPhone={setPhone} />
        <StatusButton status={busy ? "pending" : "idle"} size="lg" className="w-full">
          {t("auth.completeSubmit")}
        </StatusButton>
      </Form>
    </div>
  );
}
