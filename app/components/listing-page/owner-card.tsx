import { Link } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import { useTranslation } from "~/i18n/use-translation";
import { TierBadge } from "~/components/tier-badge.tsx";
import { VerifiedOwnerBadge } from "~/components/verified-owner-badge.tsx";
import { formatDate } from "~/lib/format.ts";

/** Who lists the home, since when, and the way to their other rentals and sales. */
export function OwnerCard({ owner }: { owner: ListingPageData["owner"] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="owner-title" className="space-y-2 rounded-xl border border-slate-200 p-4">
      <h2 id="owner-title" className="text-sm font-medium text-slate-600">
        {t("listingPage.owner.title")}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {owner.name}
        <TierBadge tier={owner.tier} />
        {owner.verifiedOwner ? <VerifiedOwnerBadge /> : null}
      </p>
      <p className="text-sm text-slate-600">{t("listingPage.owner.memberSince", { date: formatDate(new Date(owner.memberSince), i18n.language) })}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={`/owner/rental/${owner.id}`} className="text-brand-700 underline">
          {t("listingPage.owner.rentals")}
        </Link>
        <Link to={`/owner/sale/${owner.id}`} className="text-brand-700 underline">
          {t("listingPage.owner.sales")}
        </Link>
      </p>
    </section>
  );
}
