import { useTranslation } from "~/i18n/use-translation";
import { redirect } from "react-router";
import { EmailOnlyForm } from "~/components/auth/email-only-form.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { withNotice } from "~/lib/toasts.tsx";
import { isVerificationLinkUsed } from "#server/accounts/verification-link.server.ts";
import { auth } from "#server/auth/auth.server.ts";
import type { Route } from "./+types/activate";

/**
 * The verification link's target: verifies the email and signs the user in,
 * or says the link is expired or used and offers a new one.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (!token) return { invalid: false };
  if (await isVerificationLinkUsed(token)) return { invalid: true };
  const response = await auth().api.verifyEmail({ query: { token }, headers: request.headers, asResponse: true });
  if (!response.ok) return { invalid: true };
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(withNotice("/", "accountActivated"), { headers });
}

export default function Activate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageTitle title={t("auth.activateTitle")} />
      {loaderData.invalid ? (
        <p role="alert" className="mt-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {t("errors.linkInvalid")}
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">{t("auth.resendIntro")}</p>
      <div className="mt-4">
        <EmailOnlyForm
          id="activate-resend"
          action="/auth/resend-verification"
          submitLabel={t("auth.resend")}
          notice="verificationSent"
          onDone={() => undefined}
        />
      </div>
    </div>
  );
}
