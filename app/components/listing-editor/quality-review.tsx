import { type AreaPerM2, formQualityFacts, listingQuality, longerSide } from "#domain/listing-quality.ts";
import { readTypedNumber } from "#domain/typed-number.ts";
import { ListingQualityNote } from "~/components/dashboard/listing-quality.tsx";
import type { PhotoItem } from "./photo-manager.tsx";
import type { EditorFields } from "./steps.tsx";

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const numberIn = (value: unknown): number | null => {
  const number = readTypedNumber(text(value));
  return number === undefined || !Number.isFinite(number) ? null : number;
};
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : text(value) ? [text(value)] : [];

/**
 * The posting form's review: the quality score of the listing as the form holds it now, worked out
 * in the browser by the same rules as the dashboard's (decision 0068). The area's price per m² comes
 * with the page for a listing being edited, and counts while the form keeps it in the same group;
 * otherwise the price is left out of the score.
 */
export function QualityReview({
  fields,
  photos,
  hasMapPin,
  areaPerM2,
}: {
  fields: EditorFields;
  photos: PhotoItem[];
  hasMapPin: boolean;
  areaPerM2: AreaPerM2 | null;
}) {
  const facts = formQualityFacts(
    {
      listingType: text(fields.listingType.value),
      propertyType: text(fields.propertyType.value),
      bedroom: numberIn(fields.bedroom.value),
      areaId: numberIn(fields.areaId.value),
      description: text(fields.description.value),
      special: list(fields.special.value),
      floor: numberIn(fields.floor.value),
      finishLevel: text(fields.finishLevel.value),
      statePowerHours: numberIn(fields.statePowerHours.value),
      price: numberIn(fields.price.value),
      unit: text(fields.unit.value),
      paymentFrequency: text(fields.paymentFrequency.value),
      size: numberIn(fields.size.value),
      hasMapPin,
      // Uploaded photos only; a size unknown (a draft kept before sizes were asked) counts as large.
      photoSides: photos
        .filter((photo) => photo.status === "done")
        .map((photo) => (photo.width && photo.height ? longerSide({ width: photo.width, height: photo.height }) : null)),
    },
    areaPerM2,
  );
  return <ListingQualityNote quality={listingQuality(facts)} explainRanking className="rounded-xl border border-slate-200 p-4" />;
}
