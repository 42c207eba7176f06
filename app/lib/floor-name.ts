import { numberFormat } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A floor as people say it: "Ground floor", "Floor 3", "Basement 1" (in the page's language). */
export function useFloorName(): (floor: number) => string {
  const { t, i18n } = useTranslation();
  const number = (value: number) => numberFormat(i18n.language).format(value);
  return (floor) =>
    floor === 0 ? t("features.ground") : floor < 0 ? t("features.basement", { level: number(-floor) }) : t("features.floorNumber", { floor: number(floor) });
}
