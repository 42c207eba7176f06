import { useTranslation } from "~/i18n/use-translation";
import { joinList, numberFormat } from "#domain/intl.ts";
import { cardRooms } from "#domain/card-facts.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/** A room count as the listing shows it: 11 and more is "10+". */
export const rooms = (count: number) => (count >= 11 ? "10+" : String(count));

/**
 * A room count's words: the number shown (`value`, "10+" past ten) and the `count` that picks the
 * noun's plural form (decision 0039), ten for "10+" ("10+ غرف نوم", as for ten rooms).
 */
export const roomWords = (count: number) => ({ count: Math.min(count, 10), value: rooms(count) });

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
      {other !== null ? (
        <span className="block text-base font-normal text-slate-600">
          {t("listingPage.otherCurrency", { amount: formatMoney(other, listing.unit === "USD" ? "LBP" : "USD", i18n.language) })}
        </span>
      ) : null}
    </p>
  );
}

/** Beds, baths, size and area, right under the price (decision 0030). */
export function KeyFacts({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  const area = joinList([listing.city, listing.district], i18n.language);
  // Only the rooms that apply: none on land, no bedrooms in a shop (decision 0035).
  const { bedrooms, bathrooms } = cardRooms(listing);
  const facts: Array<[string, string]> = [
    ...(bedrooms !== null ? [["bed", t("phone.beds", roomWords(bedrooms))] as [string, string]] : []),
    ...(bathrooms !== null ? [["bath", t("phone.baths", roomWords(bathrooms))] as [string, string]] : []),
    ["size", t("phone.size", { size: numberFormat(i18n.language).format(listing.size) })],
    ...(area ? [["area", area] as [string, string]] : []),
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

const paths: Record<string, string> = {
  bed: "M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M7 9V6h10v3",
  bath: "M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2",
  size: "M4 4h6M4 4v6M20 20h-6M20 20v-6M4 4l16 16",
  area: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
};

/** A fact's line icon (bed, bath, size, area). */
export function FactIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
