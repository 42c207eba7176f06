import { type FormEvent, useState } from "react";
import { formatMoney } from "#domain/money.ts";
import { type AskingCheck, askingCheck, type Money } from "#domain/offers.ts";
import { Button } from "~/components/ui/button.tsx";
import { useTranslation } from "~/i18n/use-translation";

interface Pending {
  check: AskingCheck;
  /** The amount and currency waiting for the sender's yes: another amount asks again. */
  key: string;
  amount: string;
}

/**
 * The step an amount far from the asking price goes through before it is sent (`askingCheck`:
 * above it, or under half of it; decisions 0048 and 0077). `check` is the form's submit handler:
 * false, with the submission stopped, while the amount waits for its confirmation.
 */
export function useAskingCheck(asking: Money | null, lbpPerUsd: number) {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const check = (event: FormEvent<HTMLFormElement>): boolean => {
    const form = new FormData(event.currentTarget);
    const offer = { amount: Number(form.get("amount")), currency: form.get("currency") === "LBP" ? ("LBP" as const) : ("USD" as const) };
    const key = `${offer.amount} ${offer.currency}`;
    // An amount the server will refuse anyway (empty, not a number) is sent for its message.
    const found = Number.isSafeInteger(offer.amount) && offer.amount > 0 ? askingCheck(offer, asking, lbpPerUsd) : null;
    if (!found || pending?.key === key) {
      setPending(null);
      return true;
    }
    event.preventDefault();
    setPending({ check: found, key, amount: formatMoney(offer.amount, offer.currency, i18n.language) });
    return false;
  };
  return { pending, check, clear: () => setPending(null) };
}

/**
 * "Your offer of $1 is less than half the asking price of $750. Send it anyway?": the yes sends the
 * form with `confirmed` (the server's and the API's field), the other button goes back to the amount.
 */
export function AskingConfirm({ pending, asking, amountId, onChange }: { pending: Pending; asking: Money; amountId: string; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const values = { amount: pending.amount, price: formatMoney(asking.amount, asking.currency, i18n.language) };
  return (
    <div role="alert" className="space-y-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <input type="hidden" name="confirmed" value="true" />
      <p>{t(pending.check === "above_asking" ? "offers.aboveAsking" : "offers.farBelowAsking", values)}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg">
          {t("offers.aboveAskingConfirm", { amount: pending.amount })}
        </Button>
        <Button
          variant="quiet"
          size="lg"
          onClick={() => {
            onChange();
            document.getElementById(amountId)?.focus();
          }}
          className="bg-white"
        >
          {t("offers.aboveAskingChange")}
        </Button>
      </div>
    </div>
  );
}
