import { useTranslation } from "~/i18n/use-translation";
import { usePlanName } from "~/lib/plan-name.ts";
import { formatDate } from "~/lib/format.ts";

export interface PersonalCodeView {
  code: string;
  planName: string;
  durationDays: number;
  reason: string | null;
  expiresAt: string | null;
}

/** The Promo Code invitation notice (SPEC.md §8): the user's own codes still to use. */
export function PersonalCodes({ codes }: { codes: PersonalCodeView[] }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  if (codes.length === 0) return null;
  return (
    <section role="status" aria-labelledby="personal-codes" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="personal-codes" className="font-semibold text-amber-950">
        {t("promote.codes.title")}
      </h2>
      <ul className="mt-2 space-y-2">
        {codes.map((code) => (
          <li key={code.code} className="text-sm text-amber-950">
            <span dir="ltr" className="me-2 inline-block rounded bg-white px-2 py-0.5 font-mono font-bold tracking-wide ring-1 ring-amber-300">
              {code.code}
            </span>
            {t(code.reason === "referral" ? "promote.codes.referral" : "promote.codes.gift", { plan: planName(code.planName), count: code.durationDays })}
            {code.expiresAt ? ` ${t("promote.codes.until", { date: formatDate(new Date(code.expiresAt), i18n.language) })}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
