import { Form } from "react-router";
import { isolate } from "#domain/bidi.ts";
import { joinList } from "#domain/intl.ts";
import { listingPath } from "#domain/listing-url.ts";
import type { FlaggedListing, ModerationFlag } from "#domain/moderation-flags.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { buttonClass } from "~/components/ui/button.tsx";

/** A flag's sentence for the admin, and the reason the owner would read were the listing rejected for it. */
function useFlagWords() {
  const { t, i18n } = useTranslation();
  return (flag: ModerationFlag): { text: string; reason: string; other?: { path: string; title: string }; more?: { path: string; label: string } } => {
    switch (flag.kind) {
      case "copiedPhoto":
        return {
          text: t("admin.moderation.flags.copiedPhoto", { number: flag.position + 1, title: isolate(flag.source.title) }),
          reason: t("admin.moderation.reasons.copiedPhoto", { number: flag.position + 1 }),
          other: { path: listingPath(flag.source), title: flag.source.title },
        };
      case "repeatedPhoto":
        return {
          text: t("admin.moderation.flags.repeatedPhoto", {
            numbers: joinList(
              flag.positions.map((position) => String(position + 1)),
              i18n.language,
            ),
          }),
          reason: t("admin.moderation.reasons.repeatedPhoto"),
        };
      case "duplicateListing": {
        const key = flag.sameTitle && flag.samePhotos ? "duplicateBoth" : flag.sameTitle ? "duplicateTitle" : "duplicatePhotos";
        return {
          text: t(`admin.moderation.flags.${key}`, { title: isolate(flag.of.title) }),
          reason: t("admin.moderation.reasons.duplicateListing", { title: isolate(flag.of.title) }),
          other: { path: listingPath(flag.of), title: flag.of.title },
        };
      }
      case "contactInDescription":
        return {
          text: t("admin.moderation.flags.contact", {
            found: joinList(
              flag.found.map((kind) => t(`admin.moderation.flags.${kind}`)),
              i18n.language,
            ),
          }),
          reason: t("admin.moderation.reasons.contact"),
        };
      case "priceFarBelow":
        return {
          text: t("admin.moderation.flags.priceFarBelow", { percent: flag.percent, place: isolate(flag.placeName), count: flag.listings }),
          reason: t("admin.moderation.reasons.priceFarBelow"),
          more: { path: flag.guidePath, label: t("admin.moderation.flags.priceGuide", { place: flag.placeName }) },
        };
      case "reported":
        return {
          text: t("admin.moderation.flags.reported", {
            count: flag.reports,
            reasons: joinList(
              flag.reasons.map((reason) => t(`cards.report.reasons.${reason}`)),
              i18n.language,
            ),
          }),
          reason: t("admin.moderation.reasons.reported"),
          more: { path: `/admin/reports/${flag.newestReportId}`, label: t("admin.moderation.flags.readReports", { count: flag.reports }) },
        };
    }
  };
}

/**
 * What the checks found (decision 0067): each flag with links to this listing and the other one,
 * and a one-click rejection with the flag's reason. Never a refusal on its own.
 */
export function ModerationFlags({ listing }: { listing: FlaggedListing & { warnings: readonly ModerationFlag[] } }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const words = useFlagWords();
  if (listing.warnings.length === 0) return null;
  const headingId = `flags-${listing.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded border border-amber-300 bg-amber-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-amber-950">
        {t("admin.moderation.flags.heading")}
      </h4>
      <p className="text-xs text-amber-900">{t("admin.moderation.flags.note")}</p>
      <ul className="mt-2 space-y-3">
        {listing.warnings.map((flag, index) => {
          const { text, reason, other, more } = words(flag);
          return (
            <li key={index} className="text-sm text-slate-900" data-flag={flag.kind}>
              <p className="font-medium">{text}</p>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
                {other ? (
                  <>
                    <a href={listingPath(listing)} className="text-brand-700 underline">
                      {t("admin.moderation.flags.thisListing")}
                    </a>
                    <a href={other.path} dir="auto" className="break-words text-brand-700 underline">
                      {t("admin.moderation.flags.otherListing", { title: isolate(other.title) })}
                    </a>
                  </>
                ) : null}
                {more ? (
                  <a href={more.path} className="text-brand-700 underline">
                    {more.label}
                  </a>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="propertyId" value={listing.id} />
                  <input type="hidden" name="reason" value={reason} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={t("admin.moderation.flags.rejectWithLabel", { reason })}
                    className={buttonClass({ variant: "refuse", size: "sm" })}
                  >
                    {t("admin.moderation.flags.rejectWith")}
                  </button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
