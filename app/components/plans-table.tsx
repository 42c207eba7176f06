import { useTranslation } from "~/i18n/use-translation";
import type { ListingType } from "#domain/listing.ts";
import { formatMoney } from "#domain/money.ts";
import type { PlanView } from "#domain/plans.ts";

function priorityKey(priority: number) {
  return priority >= 3 ? "plans.priority3" : priority === 2 ? "plans.priority2" : "plans.priority1";
}

/** The plans side by side, with the price for each listing type asked for. */
export function PlansTable({ plans, listingTypes }: { plans: PlanView[]; listingTypes: ListingType[] }) {
  const { t, i18n } = useTranslation();
  const price = (amount: number) => (amount === 0 ? t("plans.free") : formatMoney(amount, "USD", i18n.language));
  return (
    // On a phone the table is wider than the screen: its scrolling box takes the keyboard's focus (arrow keys scroll it) and names itself.
    <div
      role="region"
      tabIndex={0}
      aria-label={t("roughEdges.plansTable")}
      className="overflow-x-auto rounded focus-visible:outline-4 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[36rem] border-collapse text-start">
        <caption className="sr-only">{t("plans.heading")}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-300 p-3 text-start text-sm text-slate-600">
              {t("plans.plan")}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="border-b border-slate-300 p-3 text-start text-lg font-bold text-slate-900">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listingTypes.map((type) => (
            <tr key={type}>
              <th scope="row" className="border-b border-slate-200 p-3 text-start text-sm font-medium text-slate-700">
                {t(type === "Rental" ? "plans.rental" : "plans.sale")}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="border-b border-slate-200 p-3 font-semibold text-brand-700">
                  {price(type === "Rental" ? plan.rentalPriceUsd : plan.salePriceUsd)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="border-b border-slate-200 p-3 text-start text-sm font-medium text-slate-700">
              {t("plans.duration")}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="border-b border-slate-200 p-3 text-slate-800">
                {t("plans.days", { count: plan.durationDays })}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="p-3 text-start text-sm font-medium text-slate-700">
              {t("plans.priority")}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="p-3 text-sm text-slate-800">
                {t(priorityKey(plan.searchPriority))}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
