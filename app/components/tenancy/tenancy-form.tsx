import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormAlert } from "~/components/ui/field.tsx";
import { type ButtonStatus, StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { useToast } from "~/lib/toasts.tsx";

/** One tenancy form: its own fetcher (so several live on one page), its schema and its answer. */
export function useTenancyForm(
  id: string,
  intent: string,
  schema: z.ZodType,
  defaultValue?: Record<string, string | null | undefined>,
  /** Called with a valid form before it is sent (it may hold it back to ask first). */
  onValidSubmit?: (event: FormEvent<HTMLFormElement>) => void,
) {
  const fetcher = useFetcher<TenancyActionData>();
  const toast = useToast();
  const answer = !isFetcherPending(fetcher) && fetcher.data?.intent === intent ? fetcher.data : undefined;
  const [form, fields] = useForm<Record<string, string>>({
    id,
    defaultValue,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as z.ZodType<Record<string, string>> }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: onValidSubmit,
  });
  const handled = useRef<TenancyActionData | undefined>(undefined);
  useEffect(() => {
    if (!answer?.done || handled.current === answer) return;
    handled.current = answer;
    if (answer.toast) toast(answer.toast);
  }, [answer, toast]);
  const status: ButtonStatus = isFetcherPending(fetcher) ? "pending" : "idle";
  return { fetcher, form, fields, answer, status };
}

export type TenancyFormState = ReturnType<typeof useTenancyForm>;

/** The form element: its intent, hidden values, its form-level message and, once done, what was done. */
export function TenancyForm({
  state,
  intent,
  hidden = {},
  children,
  encType,
  className = "space-y-3",
}: {
  state: TenancyFormState;
  intent: string;
  hidden?: Record<string, string>;
  children: ReactNode;
  encType?: "multipart/form-data";
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <state.fetcher.Form method="post" encType={encType} {...getFormProps(state.form)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert errors={state.form.errors} />
      {state.answer?.done ? (
        <p role="status" className="rounded border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t(state.answer.done as never, state.answer.doneValues)}
        </p>
      ) : null}
      {children}
    </state.fetcher.Form>
  );
}

/** A titled card of the tenancy page. */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * Buttons that act on a line of a list (resend, revoke, confirm, reject) share one fetcher held
 * by the list, so what was done is still said once the line has left the list.
 */
export function useListActions() {
  const fetcher = useFetcher<TenancyActionData>();
  const status: ButtonStatus = isFetcherPending(fetcher) ? "pending" : "idle";
  return { fetcher, status };
}

export type ListActions = ReturnType<typeof useListActions>;

export function ListActionButton({
  actions,
  intent,
  hidden,
  label,
  children,
  tone = "quiet",
}: {
  actions: ListActions;
  intent: string;
  hidden: Record<string, string>;
  label: string;
  children: ReactNode;
  tone?: "primary" | "quiet";
}) {
  return (
    <actions.fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StatusButton status={actions.status} variant={tone} aria-label={label} className="text-sm">
        {children}
      </StatusButton>
    </actions.fetcher.Form>
  );
}

/** What the list's last action did, or why it was refused. */
export function ListActionOutcome({ actions }: { actions: ListActions }) {
  const { t } = useTranslation();
  const answer = isFetcherPending(actions.fetcher) ? undefined : actions.fetcher.data;
  const refusal = answer?.result?.error?.[""];
  return (
    <div aria-live="polite">
      {answer?.done ? (
        <p role="status" className="mt-2 rounded border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t(answer.done as never, answer.doneValues)}
        </p>
      ) : null}
      {refusal?.length ? <FormAlert errors={refusal} /> : null}
    </div>
  );
}
