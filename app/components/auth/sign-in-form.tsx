import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { signInSchema } from "#domain/accounts.ts";
import type { action as signInAction } from "~/routes/auth/sign-in.ts";
import { FieldError, inputClass, TranslatedErrors } from "~/components/form-parts.tsx";

/** Signing in navigates to `redirectTo` (the page the user is on by default). */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof signInAction>();
  const result = fetcher.data?.result;
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: fetcher.state === "idle" ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <fetcher.Form method="post" action="/auth/sign-in" {...getFormProps(form)} className="space-y-4">
      {form.errors?.length ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <TranslatedErrors errors={form.errors} />
        </div>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div>
        <label htmlFor={fields.email.id} className="mb-1 block text-sm font-medium text-slate-800">
          {t("auth.email")}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          dir="ltr"
          key={fields.email.key}
          autoComplete="email"
          className={inputClass(Boolean(fields.email.errors))}
        />
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <div>
        <label htmlFor={fields.password.id} className="mb-1 block text-sm font-medium text-slate-800">
          {t("auth.password")}
        </label>
        <input
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          autoComplete="current-password"
          className={inputClass(Boolean(fields.password.errors))}
        />
        <FieldError id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="w-full rounded bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {fetcher.state === "idle" ? t("auth.submit") : t("auth.submitting")}
      </button>
    </fetcher.Form>
  );
}
