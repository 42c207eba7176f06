import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";
import { PlansTable } from "~/components/plans-table.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { listPlans } from "#server/plans/list-plans.server.ts";
import type { Route } from "./+types/price";
import { buttonClass } from "~/components/ui/button.tsx";

/** `/price/rental` and `/price/sale`: the plans and their prices for that listing type. */
export async function loader({ params }: Route.LoaderArgs) {
  if (params.listingType !== "rental" && params.listingType !== "sale") throw data(null, { status: 404 });
  return { listingType: params.listingType === "sale" ? ("Sale" as const) : ("Rental" as const), plans: await listPlans() };
}

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

export default function Price({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listingType, plans } = loaderData;
  const other = listingType === "Rental" ? "sale" : "rental";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle
        title={t(listingType === "Rental" ? "plans.rentalPlans" : "plans.salePlans")}
        subtitle={t("plans.intro", { count: plans[0]?.durationDays ?? 30 })}
      />
      <div className="mt-6">
        <PlansTable plans={plans} listingTypes={[listingType]} />
      </div>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/postlisting" className={buttonClass()}>
          {t("plans.choose")}
        </Link>
        <Link to={`/price/${other}`} className="px-2 py-2 font-medium text-brand-700 underline">
          {t("plans.otherType", { type: t(other === "sale" ? "plans.typeSale" : "plans.typeRental") })}
        </Link>
      </div>
    </div>
  );
}
