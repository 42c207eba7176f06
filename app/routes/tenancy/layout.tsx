import { Outlet, useRouteLoaderData } from "react-router";
import { formatDay, formerTenantAccessEnds, formerTenantFrom } from "#domain/tenancy.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { TenancyTabs } from "~/components/tenancy/tenancy-tabs.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { tenancyOf } from "~/lib/tenancy.server.ts";
import { readRentAccounts } from "#server/tenants/rent-account.server.ts";
import type { Route } from "./+types/layout";

/** `/tenant/:propertyId`: its landlord and its linked tenants only; anyone else the 404 page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  const own = access.role === "landlord" ? null : ((await readRentAccounts(userId, access))[0] ?? null);
  // A former tenant is told since when (the end date set, or the day after the lease's last day) and until when.
  const endedOn = own ? formerTenantFrom(own.endedOn, own.lease.leaseEnd) : null;
  return { role: access.role, property: access.property, endedOn };
}

export type TenancyLayoutData = Awaited<ReturnType<typeof loader>>;

/** The layout's data, for its tabs. */
export function useTenancy(): TenancyLayoutData {
  return useRouteLoaderData("tenant") as TenancyLayoutData;
}

export default function TenancyLayout({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { role, property, endedOn } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{t(`tenancy.roles.${role}`)}</p>
        <PageTitle title={property.title} typed />
        {role === "former-tenant" && endedOn ? (
          <p role="note" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("tenancy.readOnly", { date: formatDay(endedOn, i18n.language), until: formatDay(formerTenantAccessEnds(endedOn), i18n.language) })}
          </p>
        ) : null}
      </header>
      <TenancyTabs propertyId={property.id} />
      <Outlet />
    </div>
  );
}
