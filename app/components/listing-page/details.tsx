import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money.ts";
import { joinList, numberFormat } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import { useFloorName } from "~/lib/floor-name.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { rooms } from "#domain/card-facts.ts";

/** Every field the owner filled in, as name and value (an empty one is left out), then the special features. */
export function Details({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, listing.unit, i18n.language));
  const floorName = useFloorName();
  const rows: Array<[string, string | null]> = [
    [t("listingPage.fields.listingType"), label("listingType", listing.listingType)],
    [t("listingEditor.propertyType"), label("propertyType", listing.propertyType)],
    [t("listingEditor.propertyCategory"), listing.propertyCategory ? label("propertyCategory", listing.propertyCategory) : null],
    [t("listingEditor.bedroom"), rooms(listing.bedroom)],
    [t("listingEditor.bathroom"), rooms(listing.bathroom)],
    [t("listingEditor.size"), numberFormat(i18n.language).format(listing.size)],
    [t("listingEditor.furnished"), listing.furnished ? t("listingPage.fields.furnishedYes") : t("listingPage.fields.furnishedNo")],
    [t("features.floor"), listing.floor === null ? null : floorName(listing.floor)],
    [
      t("features.statePowerHours"),
      listing.statePowerHours === null
        ? null
        : t("features.powerHours", { hours: numberFormat(i18n.language).format(listing.statePowerHours), count: listing.statePowerHours }),
    ],
    [t("listingEditor.finishLevel"), listing.finishLevel ? label("finishLevel", listing.finishLevel) : null],
    [
      t("listingEditor.paymentFrequency"),
      listing.listingType === "Rental" && listing.paymentFrequency ? label("paymentFrequency", listing.paymentFrequency) : null,
    ],
    [t("listingEditor.downPayment"), listing.listingType === "Sale" ? money(listing.downPayment) : null],
    [t("listingPage.fields.feesMonthly"), money(listing.feesMonthly)],
    [
      t("listingEditor.paymentMethod"),
      joinList(
        listing.paymentMethod.map((method) => label("paymentMethod", method)),
        i18n.language,
      ) || null,
    ],
    [t("listingEditor.moveInDate"), listing.moveInDate ? formatDate(new Date(`${listing.moveInDate}T12:00:00Z`), i18n.language) : null],
    [t("listingPage.fields.location"), joinList([listing.address, listing.city, listing.district], i18n.language) || null],
    [t("listingPage.fields.reference"), listing.reference || null],
  ];
  return (
    <section aria-labelledby="details-title" className="space-y-3">
      <h2 id="details-title" className="text-lg font-semibold text-slate-900">
        {t("listingPage.details")}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([name, value]) => (
            <div key={name} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{name}</dt>
              <dd className="text-end font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {listing.special.length ? (
        <>
          <h3 className="font-semibold text-slate-900">{t("listingEditor.special")}</h3>
          <ul className="flex flex-wrap gap-2">
            {listing.special.map((feature) => (
              <li key={feature} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {label("special", feature)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
