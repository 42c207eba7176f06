import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ContentDocumentView } from "~/components/content-document.tsx";
import { PlansTable } from "~/components/plans-table.tsx";
import { loadSiteContent } from "~/content/load.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import type { Route } from "./+types/services";
import { buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const [content, plans] = await Promise.all([loadSiteContent(context.get(requestContext).locale), listPlans()]);
  return { document: content.services, plans };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <ContentDocumentView document={loaderData.document} legal={false} />
      <section aria-labelledby="plans-heading" className="mx-auto max-w-3xl px-4 pb-10">
        <h2 id="plans-heading" className="text-2xl font-bold text-slate-900">
          {t("plans.heading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("plans.intro", { count: loaderData.plans[0]?.durationDays ?? 30 })}</p>
        <div className="mt-4">
          <PlansTable plans={loaderData.plans} listingTypes={["Rental", "Sale"]} />
        </div>
        <Link to="/postlisting" className={buttonClass({ className: "mt-6" })}>
          {t("plans.choose")}
        </Link>
      </section>
    </>
  );
}
