import type { ListingStatus } from "#domain/listing.ts";
import { useStatusLabel } from "~/components/dashboard/listing-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** The notice after a save: a new listing or one not live is in review; a live one's changes wait, or its new price is live. */
export function savedNotice(edited: { live: boolean; inReview: boolean } | null) {
  if (!edited?.live) return "listingUnderReview" as const;
  return edited.inReview ? ("listingChangesInReview" as const) : ("listingChangesLive" as const);
}

/**
 * What saving an edit does (decision 0076): a live listing stays online as approved while its
 * changes wait (a new price goes live at once); any other goes back to review.
 */
export function EditNote({ listing }: { listing: { live: boolean; pendingChanges: boolean; status: ListingStatus } }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <div className="mt-2 space-y-1 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="edit-note">
      <p>{listing.live ? t("listingEditor.liveEditNote") : t("listingEditor.underReview", { status: statusLabel(listing.status) })}</p>
      {listing.pendingChanges ? <p className="font-semibold">{t("listingEditor.changesWaiting")}</p> : null}
    </div>
  );
}
