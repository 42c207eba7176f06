import { Icon } from "~/components/icon.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** "Verified owner": an admin checked the owner's documents (decision 0035); not a plan tier. */
export function VerifiedOwnerBadge() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="verified-owner"
      title={t("cards.verifiedOwnerHint")}
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200"
    >
      <Icon name="verified" />
      {t("cards.verifiedOwner")}
    </span>
  );
}
