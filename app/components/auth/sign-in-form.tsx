import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { signInSchema } from "#domain/accounts.ts";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import type { AuthScreenState } from "~/lib/auth-screen-state.ts";
import type { AuthDialog } from "~/lib/auth-state.tsx";
import type { SignInAnswer } from "~/lib/route-answers.ts";

/** Signing in navigates to `redirectTo` (the page the user is on by default). */
export function SignInForm({
  redirectTo,
  onSwitch,
  initial,
}: {
  redirectTo: string;
  onSwitch: (dialog: NonNullable<AuthDialog>) => void;
  initial?: AuthScreenState;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SignInAnswer>();
  const pending = isFetcherPending(fetcher);
  const data = pending ? undefined : fetcher.data;
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: data?.result ?? initial?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const unverified = data ? data.unverified === true : initial?.unverified === true;

  return (
    <>
      <fetcher.Form method="post" action="/auth/sign-in" {...getFormProps(form)} className="space-y-4">
        {unverified ? (
          <div role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t("errors.unverifiedTitle")}</p>
            <p>{t("errors.unverified")}</p>
          </div>
        ) : (
          <FormAlert errors={form.errors} />
        )}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.email} label={t("auth.email")} type="email" dir="ltr" autoComplete="email" />
        <Field field={fields.password} label={t("auth.password")} type="password" autoComplete="current-password" />
        <StatusButton status={pending ? "pending" : "idle"} pendingLabel={t("auth.submitting")} size="lg" className="w-full">
          {t("auth.submit")}
        </StatusButton>
      </fetcher.Form>
      <SocialButtons redirectTo={redirectTo} />
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <span>
          {t("auth.noAccount")}{" "}
          <button type="button" onClick={() => onSwitch("sign-up")} className="font-medium text-brand-700 underline">
            {t("auth.signUpLink")}
          </button>
        </span>
        <button type="button" onClick={() => onSwitch("forgot")} className="text-brand-700 underline">
          {t("auth.forgotPassword")}
        </button>
      </div>
      {unverified ? (
        <p className="mt-3 text-sm">
          <button type="button" onClick={() => onSwitch("resend")} className="font-medium text-brand-700 underline">
            {t("auth.resendVerification")}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** Google and Facebook: full-page redirects through the server (SPEC.md §7). */
export function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const button = "flex w-full items-center justify-center gap-2 rounded border border-slate-300 px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50";
  return (
    <div className="mt-4 space-y-2">
      <p className="text-center text-xs text-slate-500">{t("auth.or")}</p>
      <form method="post" action="/auth/social" className="space-y-2">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" name="provider" value="google" className={button}>
          {t("auth.google")}
        </button>
        <button type="submit" name="provider" value="facebook" className={button}>
          {t("auth.facebook")}
        </button>
      </form>
    </div>
  );
}
