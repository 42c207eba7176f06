import { Link } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import type { GroupPrices } from "#domain/market.ts";
import { useTranslation } from "~/i18n/use-translation";
import { usePriceWords } from "./price-comparison.tsx";

export interface BreakdownRow {
  key: string;
  label: string;
  prices: GroupPrices;
  searchPath: string;
}

/** The figures split one way (by property type or by bedrooms), one row per group. */
export function PriceBreakdown({ caption, listingType, rows }: { caption: string; listingType: ListingType; rows: BreakdownRow[] }) {
  const { t } = useTranslation();
  const words = usePriceWords(listingType);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="pb-2 text-start font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pe-2 text-start font-medium">
              {t("prices.homes")}
            </th>
            <th scope="col" className="py-2 pe-2 text-start font-medium">
              {t("prices.median")}
            </th>
            <th scope="col" className="py-2 pe-2 text-start font-medium">
              {t("prices.range")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("prices.listingsColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 pe-2 text-start font-medium">
                <Link to={row.searchPath} className="text-brand-700 underline" aria-label={t("prices.seeGroup", { group: row.label })}>
                  {row.label}
                </Link>
              </th>
              {row.prices.median === null ? (
                <td colSpan={2} className="py-2 pe-2 text-slate-700">
                  {t("prices.notEnough")}
                </td>
              ) : (
                <>
                  <td className="py-2 pe-2 font-semibold text-slate-900">{words.money(row.prices.median)}</td>
                  <td className="py-2 pe-2 text-slate-800">
                    {words.money(row.prices.lowerQuartile!)}–{words.money(row.prices.upperQuartile!)}
                  </td>
                </>
              )}
              <td className="py-2 text-slate-800">{row.prices.listings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
