import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { emailOnlySchema } from "#domain/accounts.ts";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { type ToastKey, useToast } from "~/lib/toasts.tsx";
import type { EmailOnlyActionData } from "~/lib/route-answers.ts";

/** Forgot Password and Resend Verification: an email, a button, then back to Sign In. */
export function EmailOnlyForm({
  id,
  action,
  submitLabel,
  notice,
  onDone,
  initialResult,
}: {
  id: string;
  action: string;
  submitLabel: string;
  notice: ToastKey;
  onDone: () => void;
  initialResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const fetcher = useFetcher<EmailOnlyActionData>();
  const pending = isFetcherPending(fetcher);
  const [form, fields] = useForm({
    id,
    lastResult: pending ? undefined : (fetcher.data?.result ?? initialResult),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Each answer is acted on once, whatever re-renders follow.
  const handled = useRef<EmailOnlyActionData | undefined>(undefined);
  useEffect(() => {
    if (pending || !fetcher.data?.done || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast(notice);
    onDone();
  }, [pending, fetcher.data, notice, onDone, toast]);
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <FormAlert errors={form.errors} />
      <Field field={fields.email} label={t("auth.email")} type="email" dir="ltr" autoComplete="email" />
      <StatusButton status={pending ? "pending" : "idle"} size="lg" className="w-full">
        {submitLabel}
      </StatusButton>
    </fetcher.Form>
  );
}
