import type { AccountTier } from "#domain/account-tier.ts";
import { useTranslation } from "~/i18n/use-translation";

const STYLES: Record<AccountTier, string> = {
  free: "bg-slate-100 text-slate-700 ring-slate-300",
  premium: "bg-brand-50 text-brand-800 ring-brand-200",
  gold: "bg-amber-100 text-amber-900 ring-amber-300",
  platinum: "bg-slate-800 text-white ring-slate-900",
};

/** One shape per tier, so the badge reads without its colour too. */
function TierIcon({ tier }: { tier: AccountTier }) {
  const common = { "aria-hidden": true, viewBox: "0 0 20 20", className: "size-4 shrink-0", fill: "currentColor" } as const;
  if (tier === "platinum") return <svg {...common}><path d="M3 7l3.5 3L10 4l3.5 6L17 7l-1.5 9h-11z" /></svg>;
  if (tier === "gold") return <svg {...common}><path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" /></svg>;
  if (tier === "premium") return <svg {...common}><path d="M10 2l6 3v5c0 4-2.7 6.9-6 8-3.3-1.1-6-4-6-8V5z" /></svg>;
  return <svg {...common}><circle cx="10" cy="7" r="3.5" /><path d="M3 17c.8-3.4 3.6-5 7-5s6.2 1.6 7 5z" /></svg>;
}

/** The account tier badge (DESIGN.md): an icon with its label, on owner cards, owner pages and the user menu. */
export function TierBadge({ tier }: { tier: AccountTier }) {
  const { t } = useTranslation();
  return (
    <span data-tier={tier} className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[tier]}`}>
      <TierIcon tier={tier} />
      {t(`promote.tiers.${tier}`)}
    </span>
  );
}
