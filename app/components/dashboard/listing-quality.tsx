import type { ListingQuality, QualityTip } from "#domain/listing-quality.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A tip as a short sentence in the reader's language. */
function useTipSentence(): (tip: QualityTip) => string {
  const { t, i18n } = useTranslation();
  return (tip) => {
    switch (tip.code) {
      case "morePhotos":
      case "largerPhotos":
      case "moreFeatures":
        return t(`dashboard.quality.${tip.code}`, { count: tip.count });
      case "longerDescription":
        return t("dashboard.quality.longerDescription", { count: tip.characters });
      case "addMapPin":
        return t("dashboard.quality.addMapPin");
      case "moreDetails":
        return t("dashboard.quality.moreDetails", {
          fields: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(tip.fields.map((field) => t(`dashboard.quality.details.${field}`))),
        });
      case "checkPrice":
        return t(tip.direction === "below" ? "dashboard.quality.checkPriceBelow" : "dashboard.quality.checkPriceAbove");
    }
  };
}

/**
 * "Listing quality 72/100" and the tips that would raise it, the most points first (decision
 * 0068): `limit` of them on a dashboard card, all of them on the posting form's last step, which
 * also says what the score does in search (`explainRanking`). The score is text; the bar beside it
 * only repeats it.
 */
export function ListingQualityNote({
  quality,
  limit,
  explainRanking = false,
  className = "",
}: {
  quality: ListingQuality;
  limit?: number;
  explainRanking?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const sentence = useTipSentence();
  const tips = quality.tips.slice(0, limit);
  return (
    <div className={`space-y-1 text-sm ${className}`} data-testid="listing-quality">
      <div className="flex items-center gap-2">
        <p className="font-semibold text-slate-900">{t("dashboard.quality.score", { score: quality.score })}</p>
        <span aria-hidden="true" className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-slate-200">
          <span className="block h-full rounded-full bg-brand-600" style={{ width: `${quality.score}%` }} />
        </span>
      </div>
      {tips.length ? (
        <ul aria-label={t("dashboard.quality.tipsLabel")} className="list-disc space-y-0.5 ps-5 text-slate-700">
          {tips.map((tip) => (
            <li key={tip.code}>
              {sentence(tip)}{" "}
              {tip.points > 0 ? (
                <span className="whitespace-nowrap font-medium text-slate-900">{t("dashboard.quality.points", { count: tip.points })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t("dashboard.quality.complete")}</p>
      )}
      {explainRanking ? <p className="text-xs text-slate-600">{t("dashboard.quality.ranking")}</p> : null}
    </div>
  );
}
