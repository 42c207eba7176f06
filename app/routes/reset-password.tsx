import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, useActionData, useNavigate } from "react-router";
import { resetPasswordSchema } from "#domain/accounts.ts";
import { auth } from "#server/auth/auth.server.ts";
import { AuthDialogs } from "~/components/auth/auth-dialogs.tsx";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import type { AuthDialog } from "~/lib/auth-state.tsx";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmpassword"] }) }, { status: 400 });
  }
  const response = await auth().api.resetPassword({
    body: { newPassword: submission.value.password, token: submission.value.token },
    asResponse: true,
  });
  if (!response.ok) {
    return data({ result: submission.reply({ formErrors: ["errors.linkInvalid"], hideFields: ["password", "confirmpassword"] }) }, { status: 400 });
  }
  return redirect(withNotice("/login", "passwordChanged"));
}

/** `/resetpassword`: with a token, choose the new password; without, the Forgot Password dialog. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AuthDialog>("forgot");
  if (!loaderData.token) {
    return (
      <>
        <title>{`${t("auth.forgotTitle")} · ${t("common.appName")}`}</title>
        <h1 className="sr-only">{t("auth.forgotTitle")}</h1>
        <div className="min-h-[60vh]" />
        <AuthDialogs dialog={dialog} onSwitch={setDialog} onClose={() => navigate("/")} redirectTo="/" />
      </>
    );
  }
  return <NewPasswordForm token={loaderData.token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [form, fields] = useForm<{ token: string; password: string; confirmpassword: string }>({
    id: "reset-password",
    lastResult: busy ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageTitle title={t("auth.newPasswordTitle")} />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormAlert errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <Field field={fields.password} label={t("auth.newPassword")} type="password" autoComplete="new-password" />
        <Field field={fields.confirmpassword} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
        <StatusButton status={busy ? "pending" : "idle"} size="lg" className="w-full">
          {t("auth.savePassword")}
        </StatusButton>
      </Form>
    </div>
  );
}
