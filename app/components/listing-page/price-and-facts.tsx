import { Icon } from "~/components/icon.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { dateFormat, joinList, numberFormat } from "#domain/intl.ts";
import { BEIRUT } from "#domain/days.ts";
import { lastReduction } from "#domain/price-history.ts";
import { cardRooms, roomWords } from "#domain/card-facts.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/** The price (per period for a rental) and its value in the other currency. */
export function Price({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const other = listing.unit === "USD" ? listing.lbpPrice : listing.usdPrice;
  const price = formatMoney(listing.price, listing.unit, i18n.language);
  return (
    <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
      {listing.listingType === "Rental" && listing.paymentFrequency
        ? t("listingPage.perFrequency", { price, frequency: label("paymentFrequency", listing.paymentFrequency) })
        : price}
      <ReducedBy listing={listing} />
      {other !== null ? (
        <span className="block text-base font-normal text-slate-600">
          {t("listingPage.otherCurrency", { amount: formatMoney(other, listing.unit === "USD" ? "LBP" : "USD", i18n.language) })}
        </span>
      ) : null}
    </p>
  );
}

/** "Reduced by $50 on 7 Dec" when the last change of the price was a cut (decision 0076). */
function ReducedBy({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  const reduction = lastReduction(listing.priceHistory);
  if (!reduction) return null;
  return (
    <span data-testid="reduced-by" className="mt-1 flex items-center gap-1.5 text-sm font-semibold">
      <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-800">{t("cards.priceReduced")}</span>
      <span className="text-slate-700">
        {t("listingPage.reducedBy", {
          amount: formatMoney(reduction.amount, listing.unit, i18n.language),
          date: dateFormat(i18n.language, { day: "numeric", month: "short", timeZone: BEIRUT }).format(new Date(reduction.at)),
        })}
      </span>
    </span>
  );
}

/** Beds, baths, size and area, right under the price (decision 0030). */
export function KeyFacts({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  const area = joinList([listing.city, listing.district], i18n.language);
  // Only the rooms that apply: none on land, no bedrooms in a shop (decision 0035).
  const { bedrooms, bathrooms } = cardRooms(listing);
  const facts: Array<readonly [FactName, string]> = [
    ...(bedrooms !== null ? [["bed", t("phone.beds", roomWords(bedrooms))] as const] : []),
    ...(bathrooms !== null ? [["bath", t("phone.baths", roomWords(bathrooms))] as const] : []),
    ["size", t("phone.size", { size: numberFormat(i18n.language).format(listing.size) })],
    ...(area ? [["area", area] as const] : []),
  ];
  return (
    <ul aria-label={t("phone.keyFacts")} data-testid="key-facts" className="flex flex-wrap gap-2">
      {facts.map(([icon, text]) => (
        <li key={icon} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800">
          <FactIcon name={icon} />
          {text}
        </li>
      ))}
    </ul>
  );
}

export type FactName = "bed" | "bath" | "size" | "area";

/** A fact's line icon (bed, bath, size, area). */
export function FactIcon({ name }: { name: FactName }) {
  return <Icon name={name} className="size-4 text-brand-700" />;
}
