import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LISTING_TYPES, PROPERTY_TYPES } from "#domain/listing.ts";
import type { SimilarAsking, SimilarAskingRequest } from "#domain/market.ts";
import { useGroupWords, usePriceWords } from "~/components/prices/price-comparison.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { EditorFields } from "./steps.tsx";

/** The API's `similarAsking` (the phone app's too); null when it has nothing or cannot be reached. */
async function askSimilar(request: SimilarAskingRequest, signal: AbortSignal): Promise<SimilarAsking | null> {
  try {
    const response = await fetch("/api/functions/similarAsking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal,
    });
    return response.ok ? ((await response.json()) as { similar: SimilarAsking | null }).similar : null;
  } catch {
    // A weak connection or a newer choice: the note is a help, never in the way.
    return null;
  }
}

/**
 * "In Hamra, 2-bedroom apartment listings usually ask $1,250 to $1,750 a month (the middle half of
 * 6 listings)", once the form knows the area, the listing type and the property type (bedrooms
 * narrow it when given), from the group the listing page compares with (`fairGroup`): what an
 * owner needs to choose a price (issues 29, 44). Nothing while the figures are unknown or too few.
 * It closes its step, after the last field: it arrives after a request, and its link placed between
 * two fields moved the next Tab of an owner who had chosen the area (a CI run's posting walk).
 */
export function SimilarAskingNote({ fields }: { fields: EditorFields }) {
  const { t } = useTranslation();
  const listingType = LISTING_TYPES.find((type) => type === fields.listingType.value) ?? "Rental";
  const propertyType = PROPERTY_TYPES.find((type) => type === fields.propertyType.value);
  const area = Number(fields.areaId.value) || null;
  const bedrooms = /^\d+$/.test(String(fields.bedroom.value ?? "")) ? Number(fields.bedroom.value) : undefined;
  const request: SimilarAskingRequest | null = area && propertyType ? { area, listing_type: listingType, property_type: propertyType, bedrooms } : null;
  // The answer is kept with the question it answers: a newer choice shows nothing until its own.
  const question = request ? JSON.stringify(request) : null;
  const [answer, setAnswer] = useState<{ question: string; similar: SimilarAsking | null } | null>(null);
  useEffect(() => {
    if (!question) return;
    const controller = new AbortController();
    void askSimilar(JSON.parse(question) as SimilarAskingRequest, controller.signal).then((similar) => {
      if (!controller.signal.aborted) setAnswer({ question, similar });
    });
    return () => controller.abort();
  }, [question]);
  const similar = answer && answer.question === question ? answer.similar : null;
  const words = usePriceWords(listingType);
  const groupWords = useGroupWords();
  return (
    <p aria-live="polite" className="text-sm text-slate-700" data-testid="similar-asking">
      {similar ? (
        <>
          {t("listingEditor.similarAsking", {
            place: similar.placeName,
            group: groupWords(propertyType!, similar.bedrooms),
            range: words.perPeriod(
              t("listingEditor.similarAskingRange", { low: words.money(similar.lowerQuartile), high: words.money(similar.upperQuartile) }),
            ),
          })}{" "}
          {t("listingEditor.similarAskingListings", { count: similar.listings })}{" "}
          <Link to={similar.guidePath} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {t("prices.comparisonLink", { place: similar.placeName })}
          </Link>
        </>
      ) : null}
    </p>
  );
}
