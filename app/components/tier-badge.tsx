import type { AccountTier } from "#domain/account-tier.ts";
import { Icon } from "~/components/icon.tsx";
import { useTranslation } from "~/i18n/use-translation";

const STYLES: Record<AccountTier, string> = {
  free: "bg-slate-100 text-slate-700 ring-slate-300",
  premium: "bg-brand-50 text-brand-800 ring-brand-200",
  gold: "bg-amber-100 text-amber-900 ring-amber-300",
  platinum: "bg-slate-800 text-white ring-slate-900",
};

/** The account tier badge (DESIGN.md): an icon with its label, on owner cards, owner pages and the user menu. */
export function TierBadge({ tier }: { tier: AccountTier }) {
  const { t } = useTranslation();
  return (
    <span data-tier={tier} className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[tier]}`}>
      {/* One shape per tier, so the badge reads without its colour too. */}
      <Icon name={`tier-${tier}`} />
      {t(`promote.tiers.${tier}`)}
    </span>
  );
}
