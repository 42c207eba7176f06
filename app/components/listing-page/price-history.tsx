import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";

/** Each change of the asking price, newest first (decision 0035). */
export function PriceHistory({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="price-history-title" className="space-y-2">
      <h2 id="price-history-title" className="text-lg font-semibold text-slate-900">
        {t("cards.priceHistory.title")}
      </h2>
      <ol data-testid="price-history" className="space-y-1">
        {listing.priceHistory.toReversed().map((change) => {
          const lower = change.oldUnit === change.newUnit && change.newPrice < change.oldPrice;
          return (
            <li key={change.at} className="flex items-center gap-2 border-b border-slate-100 py-1 text-sm text-slate-800">
              <span aria-hidden="true" className={lower ? "text-emerald-700" : "text-rose-700"}>
                {lower ? "▼" : "▲"}
              </span>
              {t("cards.priceHistory.changed", {
                date: formatDate(new Date(change.at), i18n.language),
                from: formatMoney(change.oldPrice, change.oldUnit, i18n.language),
                to: formatMoney(change.newPrice, change.newUnit, i18n.language),
              })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
