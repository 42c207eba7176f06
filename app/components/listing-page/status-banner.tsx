import { Link } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import { statusWord } from "#domain/listing.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A listing the public cannot see (pending, hidden, rejected…), shown to its owner or an admin. */
export function StatusBanner({ listing }: { listing: ListingPageData }) {
  const { t } = useTranslation();
  const status = listing.status === "Approved" && !listing.visible ? t("listingPage.hidden") : t(`dashboard.statuses.${statusWord(listing.status)}`);
  return (
    <div role="status" data-testid="status-banner" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <p>{t("listingPage.notPublic", { status })}</p>
      {listing.isOwner ? (
        <Link to="/dashboard" className="text-sm font-medium underline">
          {t("listingPage.manage")}
        </Link>
      ) : null}
    </div>
  );
}
