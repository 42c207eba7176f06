import { formatUsd } from "../../domain/credits.ts";
import type { MessageKey } from "../../domain/i18n/i18n.ts";
import type { PaymentMethod } from "../../domain/payments.ts";
import type { Locale } from "../../domain/locale.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";
import { runtime } from "../runtime.server.ts";

/** What a manual payment's instructions are filled with: the reference to quote, the amount as mails write it ("$25.00"), where to pay. */
export function instructionValues(payment: { reference: string; amountUsd: number }, locale: Locale): Record<string, string> {
  const { env } = runtime();
  return {
    reference: payment.reference,
    amount: formatUsd(payment.amountUsd, locale),
    bank: env.PAYMENT_BANK_DETAILS,
    phone: env.PAYMENT_WALLET_PHONE,
    office: env.PAYMENT_OFFICE_ADDRESS,
  };
}

/** The catalog key of a method's instructions (the web renders it with the same values). */
export const instructionKey = (method: PaymentMethod) => `credits.instructions.${method}`;

/** A manual payment's instructions as text in the caller's language (the API's answer). */
export function instructionText(locale: Locale, method: PaymentMethod, values: Record<string, string>): string {
  return catalogTranslator(locale)(instructionKey(method) as MessageKey, values);
}
