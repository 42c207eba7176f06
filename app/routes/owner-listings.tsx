import { useTranslation } from "~/i18n/use-translation";
import { data, useLocation } from "react-router";
import { searchHref } from "#domain/search.ts";
import { cardView } from "#domain/listing-card.ts";
import { inReadersLanguage } from "#server/listings/listing-form-options.server.ts";
import { findPublicOwner } from "#server/search/public-owner.server.ts";
import { searchPage } from "#server/search/search-page.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { Seo } from "~/components/seo.tsx";
import { requestContext } from "#server/http/request-context.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import { SearchResults } from "~/components/search/search-results.tsx";
import { TierBadge } from "~/components/tier-badge.tsx";
import { VerifiedOwnerBadge } from "~/components/verified-owner-badge.tsx";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/owner-listings";
import { isolate } from "#domain/bidi.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { searchOfPage } from "~/lib/search-url.server.ts";
import { WrongSearchScreen } from "~/components/search/wrong-search-screen.tsx";

/** /owner/rental/:owner and /owner/sale/:owner: the owner's public listings of that type, featured first. */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const owner = await findPublicOwner(params.owner);
  if (!owner) throw data(null, { status: 404 });
  const search = searchOfPage(url, url.pathname.startsWith("/owner/sale") ? "Sale" : "Rental", context.get(requestContext).locale, owner.id);
  const found = await searchPage(search, {
    map: url.searchParams.get("view") === "map",
    userAgent: request.headers.get("user-agent"),
    userId: context.get(sessionContext).user?.id,
  });
  redirectPastLastPage(url, found.page);
  const results = (await inReadersLanguage(found.results, context.get(requestContext).locale)).map(cardView);
  return { owner: { name: owner.name, tier: owner.tier, verifiedOwner: owner.verifiedOwner }, params: search, ...found, results, origin: siteOrigin() };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WrongSearchScreen error={error} />;
}

export default function OwnerListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { owner, params, results, count, map, origin, savedIds } = loaderData;
  const { pathname } = useLocation();
  const title = t(params.listing_type === "Sale" ? "search.ownerSales" : "search.ownerRentals", { name: isolate(owner.name) });
  const href = (changes: { page?: number; view?: "map" | "list" }) =>
    searchHref(pathname, params, { page: changes.page, map: changes.view ? changes.view === "map" : map });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle title={title} withDocumentTitle={false} />
        <TierBadge tier={owner.tier} />
        {owner.verifiedOwner ? <VerifiedOwnerBadge /> : null}
      </div>
      <Seo
        origin={origin}
        path={searchHref(pathname, params, { page: params.page, map: false })}
        title={`${title} · ${t("common.appName")}`}
        description={t("search.ownerDescription", { name: isolate(owner.name) })}
        noindex={results.length === 0}
      />
      <SearchResults
        results={results}
        count={count}
        params={params}
        map={map}
        savedIds={savedIds}
        href={href}
        empty={<p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{t("search.ownerEmpty")}</p>}
      />
    </div>
  );
}
