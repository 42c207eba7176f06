import { data, Form, redirect, useActionData } from "react-router";
import { boostSchema, PROMOTE_PAGE_SIZE, promoteViewSchema } from "#domain/boost.ts";
import { formatUsd } from "#domain/credits.ts";
import { errorStatus } from "#domain/errors.ts";
import { refusalOf } from "#server/errors.server.ts";
import { boostListings } from "#server/listings/boost-listings.server.ts";
import { promoteDashboard } from "#server/promote/promote-dashboard.server.ts";
import { RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { PromoteCard, SortLinks } from "~/components/promote/promote-card.tsx";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/promote-dashboard";
import { readForm } from "~/lib/read-form.server.ts";
import { Alert } from "~/components/ui/alert.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const view = promoteViewSchema.parse(Object.fromEntries(url.searchParams));
  return promoteDashboard(requireUser(context).id, new Date(), view);
}

/** Boost one listing (its card's button) or the ticked ones, all at once or none. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = listingActor(context);
  const form = await readForm(request);
  const one = form.get("boostOne");
  const parsed = boostSchema.safeParse({ propertyIds: one ? [one] : form.getAll("propertyIds") });
  if (!parsed.success) return data({ error: "promote.noneSelected" as const }, { status: 400 });
  const code = await refusalOf(() => boostListings({ propertyIds: parsed.data.propertyIds, actor }));
  if (code) return data({ error: code }, { status: errorStatus(code) });
  return redirect(withNotice("/promote-dashboard", "listingUpdated"));
}

export default function PromoteDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listings, settings, balance, view, total, now } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useIsPending();
  const price = formatUsd(settings.priceUsd, i18n.language);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.promote-dashboard")} subtitle={t("promote.board.intro")} />
      <section
        aria-label={t("promote.board.rulesLabel")}
        className="grid gap-3 rounded-xl bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100 sm:grid-cols-2"
      >
        <p>{t("promote.board.rules", { price, count: settings.cooldownHours })}</p>
        <p className="font-semibold sm:text-end">{t("promote.board.balance", { balance: formatUsd(balance, i18n.language) })}</p>
      </section>
      {answer ? answer.error === "promote.noneSelected" ? <Alert>{t("promote.noneSelected")}</Alert> : <RefusalAlert code={answer.error} /> : null}
      {listings.length === 0 ? (
        <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-700">{t("promote.board.empty")}</p>
      ) : (
        <Form method="post" className="space-y-4">
          <SortLinks view={view} />
          <ul className="grid gap-4 md:grid-cols-2">
            {listings.map((listing) => (
              <PromoteCard key={listing.id} listing={listing} busy={busy} now={now} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <p className="text-sm text-slate-700">{t("promote.board.bulkHint", { price })}</p>
            <StatusButton status={busy ? "pending" : "idle"} className="min-h-11">
              {t("promote.board.boostSelected")}
            </StatusButton>
          </div>
          <Pagination page={view.page} total={total} pageSize={PROMOTE_PAGE_SIZE} search={new URLSearchParams({ sort: view.sort })} />
        </Form>
      )}
    </div>
  );
}
