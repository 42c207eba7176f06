import type { ReactNode } from "react";
import type { PlanView } from "#domain/plans.ts";
import { CONTACT_METHODS } from "#domain/listing.ts";
import { formatMoney } from "#domain/money.ts";
import { PaymentChoice } from "~/components/dashboard/payment-choice.tsx";
import { ChoiceField } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { usePlanName } from "~/lib/plan-name.ts";
import { type EditorFields, StepSection } from "./steps.tsx";

/**
 * The review (`children`: the listing's quality score), how to be contacted, and the plan: a new
 * listing picks one (and pays for a paid one here); a listing being edited keeps its plan, which
 * the dashboard changes.
 */
export function PublishStep({
  fields,
  hidden,
  plans,
  editedPlanId,
  balance,
  children,
}: {
  fields: EditorFields;
  hidden: boolean;
  plans: PlanView[];
  editedPlanId: string | undefined;
  balance: number;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const planName = usePlanName();
  const planLabel = (id: string) => {
    const plan = plans.find((candidate) => candidate.id === id)!;
    const price = fields.listingType.value === "Sale" ? plan.salePriceUsd : plan.rentalPriceUsd;
    const days = plan.durationDays;
    return `${planName(plan.name)}: ${price > 0 ? t("listingEditor.planPrice", { price: formatMoney(price, "USD", i18n.language), count: days }) : t("listingEditor.planFree", { count: days })}`;
  };
  return (
    <StepSection id="publish" hidden={hidden}>
      {children}
      <ChoiceField
        type="checkbox"
        field={fields.contactMethod}
        label={t("listingEditor.contactMethod")}
        options={CONTACT_METHODS}
        optionLabel={(value) => label("contactMethod", value)}
      />
      {editedPlanId ? (
        <>
          <input type="hidden" name="planId" value={editedPlanId} />
          <p className="text-sm text-slate-700">
            {t("listingEditor.planOnDashboard", { plan: planName(plans.find((plan) => plan.id === editedPlanId)?.name ?? editedPlanId) })}
          </p>
        </>
      ) : (
        <ChoiceField type="radio" field={fields.planId} label={t("listingEditor.plan")} options={plans.map((plan) => plan.id)} optionLabel={planLabel} />
      )}
      {!editedPlanId && fields.planId.value && fields.planId.value !== "free" ? (
        <PaymentChoice payment={fields.payment} promoCode={fields.promoCode} balance={balance} hint={t("dashboard.paymentHint")} />
      ) : null}
    </StepSection>
  );
}
