import { Form } from "react-router";
import { usePlanName } from "~/lib/plan-name.ts";
import { formatUsd } from "#domain/credits.ts";
import { type PaymentMethod } from "#domain/payments.ts";
import type { PlanWait } from "#domain/plan-payment.ts";
import { FormAlert, labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { isolate } from "#domain/bidi.ts";

/** Listings whose plan change waits for a payment: pay that plan's price directly (makePayment with the listing). */
export function PlanWaits({
  waits,
  methods,
  formKey,
  failure,
}: {
  waits: PlanWait[];
  methods: PaymentMethod[];
  formKey: string;
  failure: { propertyId: string; error: string } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const busy = useIsPending();
  if (waits.length === 0) return null;
  return (
    <section aria-labelledby="waiting-heading" className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <h2 id="waiting-heading" className="text-xl font-semibold text-slate-900">
        {t("credits.waiting.title")}
      </h2>
      <ul className="space-y-3">
        {waits.map((wait) => (
          <li key={wait.propertyId} data-plan-wait={wait.propertyId} className="rounded-xl bg-white p-4">
            <p className="font-medium text-slate-900">{t("credits.waiting.line", { title: isolate(wait.title), plan: planName(wait.planName) })}</p>
            <FormAlert errors={failure?.propertyId === wait.propertyId ? [failure.error] : undefined} />
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="plan" />
              <input type="hidden" name="key" value={`${formKey}-${wait.propertyId}`} />
              <input type="hidden" name="propertyId" value={wait.propertyId} />
              <div>
                <label htmlFor={`wait-method-${wait.propertyId}`} className={labelClass}>
                  {t("credits.waiting.method")}
                </label>
                <select id={`wait-method-${wait.propertyId}`} name="method" defaultValue="bank_transfer" className="rounded border border-slate-400 px-3 py-2">
                  {methods.map((method) => (
                    <option key={method} value={method}>
                      {t(`credits.methods.${method}`)}
                    </option>
                  ))}
                </select>
              </div>
              <StatusButton status={busy ? "pending" : "idle"}>
                {t("credits.waiting.pay", { amount: formatUsd(wait.priceCents / 100, i18n.language) })}
              </StatusButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
