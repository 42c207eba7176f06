import { ALERT_FREQUENCIES } from "#domain/saved-searches.ts";
import { useTranslation } from "~/i18n/use-translation";

/** The alert frequencies a saved search can have, as a select's options. */
export function FrequencyOptions() {
  const { t } = useTranslation();
  return ALERT_FREQUENCIES.map((frequency) => (
    <option key={frequency} value={frequency}>
      {t(`savedSearches.frequencies.${frequency}`)}
    </option>
  ));
}
