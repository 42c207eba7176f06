import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { signUpSchema } from "#domain/accounts.ts";
import { errorMessageKey, type ErrorCode } from "#domain/errors.ts";
import { signedInUser } from "#server/auth/request-actor.server.ts";
import { AppError } from "#server/errors.server.ts";
import { acceptInvitation, readInvitation } from "#server/tenants/accept-invitation.server.ts";
import { signUpInvitedTenant } from "#server/tenants/sign-up-invited-tenant.server.ts";
import { InvitedSignUp } from "~/components/tenancy/invited-sign-up.tsx";
import { FormAlert } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { setCookieHeaders } from "~/lib/guards.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/tenant-invitation";
import { readForm } from "~/lib/read-form.server.ts";
import { Button } from "~/components/ui/button.tsx";

async function refusalOf<T>(work: () => Promise<T>): Promise<{ value: T } | { refusal: ErrorCode }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof AppError) return { refusal: error.code };
    throw error;
  }
}

/** `/tenant-invitation/:token`: the link of an invitation mail. A link that cannot be used says why. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const read = await refusalOf(() => readInvitation(params.token));
  const signedInEmail = signedInUser(session) ? (session.user?.email ?? null) : null;
  if ("refusal" in read)
    return data({ refusal: errorMessageKey(read.refusal), invitation: null, signedInEmail }, { status: read.refusal === "invitation_unknown" ? 404 : 410 });
  const refusal = signedInEmail && signedInEmail !== read.value.tenantEmail ? errorMessageKey("invitation_wrong_account") : null;
  return { refusal, invitation: read.value, signedInEmail };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const user = signedInUser(session);
  const formData = await readForm(request);
  if (formData.get("intent") === "accept") {
    if (!user || !session.user) throw redirect(`/login?redirectTo=${encodeURIComponent(`/tenant-invitation/${params.token}`)}`);
    const accepted = await refusalOf(() => acceptInvitation(params.token, { id: user.id, email: session.user!.email }));
    if ("refusal" in accepted) return data({ formErrors: [errorMessageKey(accepted.refusal)], result: undefined }, { status: 409 });
    return redirect(`/tenant/${accepted.value.propertyId}`);
  }
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success")
    return data({ formErrors: [], result: submission.reply({ hideFields: ["password", "confirmpassword"] }) }, { status: 400 });
  const { locale, clientAddress } = context.get(requestContext);
  const { email: _ignored, ...profile } = submission.value;
  const signedUp = await refusalOf(() => signUpInvitedTenant(params.token, profile, { locale, clientAddress, headers: request.headers }));
  if ("refusal" in signedUp) {
    const result = submission.reply({ formErrors: [errorMessageKey(signedUp.refusal)], hideFields: ["password", "confirmpassword"] });
    return data({ formErrors: [], result }, { status: 409 });
  }
  return redirect(`/tenant/${signedUp.value.propertyId}`, { headers: setCookieHeaders(signedUp.value.cookies) });
}

export default function TenantInvitation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { refusal, invitation, signedInEmail } = loaderData;
  const back = encodeURIComponent(`/tenant-invitation/${params.token}`);
  return (
    <div className="mx-auto max-w-lg space-y-5 px-4 py-8 sm:py-12">
      <PageTitle title={invitation && !refusal ? t("tenancy.invitation.title") : t("tenancy.invitation.unusable")} />
      {invitation ? (
        <p className="text-slate-700">{t("tenancy.invitation.intro", { landlord: invitation.landlordName, property: invitation.propertyTitle })}</p>
      ) : null}
      {refusal ? (
        <div className="space-y-3">
          <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {t(refusal as never)}
          </p>
          <Link to="/" className="inline-block font-semibold text-brand-700 underline">
            {t("tenancy.invitation.home")}
          </Link>
        </div>
      ) : invitation && signedInEmail ? (
        <Form method="post" className="space-y-3">
          <FormAlert errors={actionData?.formErrors} />
          <p className="text-sm text-slate-600">{t("tenancy.invitation.forEmail", { email: invitation.tenantEmail })}</p>
          <input type="hidden" name="intent" value="accept" />
          <Button type="submit" size="lg" className="w-full">
            {t("tenancy.invitation.accept")}
          </Button>
        </Form>
      ) : invitation ? (
        <>
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {t("tenancy.invitation.haveAccount")}{" "}
            <Link to={`/login?redirectTo=${back}&email=${encodeURIComponent(invitation.tenantEmail)}`} className="font-semibold text-brand-700 underline">
              {t("tenancy.invitation.signIn")}
            </Link>
          </p>
          <section aria-labelledby="invited-sign-up-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
            <h2 id="invited-sign-up-title" className="mb-3 text-lg font-semibold text-slate-900">
              {t("tenancy.invitation.signUpTitle")}
            </h2>
            <InvitedSignUp email={invitation.tenantEmail} lastResult={actionData?.result} />
          </section>
        </>
      ) : null}
    </div>
  );
}
