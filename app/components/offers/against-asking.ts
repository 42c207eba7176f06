import { numberFormat } from "#domain/intl.ts";
import { PAYMENT_FREQUENCIES } from "#domain/listing-form.ts";
import { formatMoney } from "#domain/money.ts";
import { againstAsking, type Money } from "#domain/offers.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A listing's asking price with its rhythm for a rental ("$750 a month"). */
export type AskingPrice = Money & { paymentFrequency: string | null };

/** "$700 — 7% below the asking $750 a month": an amount against the asking price (the amount alone when none is shown). */
export function useAgainstAsking(): (amount: Money, asking: AskingPrice, lbpPerUsd: number) => string {
  const { t, i18n } = useTranslation();
  const money = (value: Money) => formatMoney(value.amount, value.currency, i18n.language);
  return (amount, asking, lbpPerUsd) => {
    const against = againstAsking(amount, asking, lbpPerUsd);
    if (!against) return money(amount);
    const frequency = PAYMENT_FREQUENCIES.find((value) => value === asking.paymentFrequency);
    const price = frequency ? t(`offers.askingPer.${frequency}`, { price: money(asking) }) : money(asking);
    const percent = numberFormat(i18n.language, { style: "percent" }).format(against.percent / 100);
    return t(`offers.againstAsking.${against.direction}`, { amount: money(amount), percent, price });
  };
}
