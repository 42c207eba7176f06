import { useTranslation } from "~/i18n/use-translation";
import type { Messages } from "#domain/i18n/locales/en.ts";

export type ListingValueGroup = keyof Messages["listingValues"];

/** How a stored listing value (e.g. propertyType "Villa") reads in the page's language. */
export function useListingValueLabel(): (group: ListingValueGroup, value: string) => string {
  const { t } = useTranslation();
  // Values come from the domain vocabularies, each of which has a catalog entry (catalog test).
  return (group, value) => t(`listingValues.${group}.${value}` as never);
}
