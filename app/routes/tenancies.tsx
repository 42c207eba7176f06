import { lastPage, requestedPage } from "#domain/paging.ts";
import { RENT_ROLL_PAGE_SIZE } from "#domain/rent-roll.ts";
import { rentRoll } from "#server/tenants/rent-roll.server.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { RentRollList } from "~/components/rent-roll/rent-roll-list.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/tenancies";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rows = await rentRoll(requireUser(context).id);
  const page = requestedPage(new URL(request.url).searchParams.get("page"), lastPage(rows.length, RENT_ROLL_PAGE_SIZE));
  return { page, total: rows.length, rows: rows.slice((page - 1) * RENT_ROLL_PAGE_SIZE, page * RENT_ROLL_PAGE_SIZE) };
}

/** `/tenancies`: the landlord's rent roll, every tenancy on their homes, overdue first, 20 to a page, with the CSV. */
export default function Tenancies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <PageTitle title={t("pages.tenancies")} subtitle={t("tenancy.rentRoll.intro")} />
      </div>
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t("tenancy.rentRoll.empty")}</p>
      ) : (
        <>
          <a
            href="/tenancies.csv"
            download
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          >
            {t("tenancy.rentRoll.download")}
          </a>
          <RentRollList rows={rows} />
          <Pagination page={page} total={total} pageSize={RENT_ROLL_PAGE_SIZE} search={new URLSearchParams()} />
        </>
      )}
    </div>
  );
}
