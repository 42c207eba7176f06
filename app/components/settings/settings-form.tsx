import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormAlert } from "~/components/ui/field.tsx";
import type { ButtonStatus } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { type ToastKey, useToast } from "~/lib/toasts.tsx";

// The settings page is six small forms posted to one action, each told apart by its intent.

/** What the settings action answers a form: its intent, Conform's result, and the toast of a save. */
export type SettingsAnswer = { intent: string; result?: SubmissionResult<string[]>; toast?: ToastKey };

export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One settings form: its own fetcher, schema and toast. */
export function useSettingsForm(intent: string, schema: z.ZodType, defaultValue?: Record<string, string | null>) {
  const fetcher = useFetcher<SettingsAnswer>();
  const toast = useToast();
  const answer = !isFetcherPending(fetcher) && fetcher.data?.intent === intent ? fetcher.data : undefined;
  const [form, fields] = useForm<Record<string, string>>({
    id: `settings-${intent}`,
    defaultValue,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as z.ZodType<Record<string, string>> }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const handled = useRef<SettingsAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer?.toast || handled.current === answer) return;
    handled.current = answer;
    toast(answer.toast);
    // Secrets never stay in the fields after a save.
    if (intent !== "profile" && intent !== "mail") form.reset();
  }, [answer, toast, form, intent]);
  const status: ButtonStatus = isFetcherPending(fetcher) ? "pending" : "idle";
  return { fetcher, form, fields, status };
}

/** One settings form: its intent, its form-level message, its fields. */
export function SettingsForm({ state, intent, children }: { state: ReturnType<typeof useSettingsForm>; intent: string; children: ReactNode }) {
  return (
    <state.fetcher.Form method="post" {...getFormProps(state.form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormAlert errors={state.form.errors} />
      {children}
    </state.fetcher.Form>
  );
}
