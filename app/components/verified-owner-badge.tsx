import { useTranslation } from "~/i18n/use-translation";

/** "Verified owner": an admin checked the owner's documents (decision 0035); not a plan tier. */
export function VerifiedOwnerBadge() {
  const { t } = useTranslation();
  return (
    <span data-testid="verified-owner" title={t("cards.verifiedOwnerHint")} className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5l2.2 1.6 2.7-.2.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.2L10 18.5l-2.2-1.6-2.7.2-.8-2.6L2.1 13l.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.2zM8.8 13.2l5.3-5.3-1.2-1.2-4.1 4.1-2-2-1.2 1.2z" />
      </svg>
      {t("cards.verifiedOwner")}
    </span>
  );
}
