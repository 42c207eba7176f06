// The rent account: payments and their currency, charges, and the account as the web and the API read it.
import { z } from "zod";
import { CURRENCIES, type Currency } from "../listing.ts";
import { addMoney, convertMoney, type Money, money } from "../money.ts";
import { isoDate, amount, moneyField } from "./fields.ts";
import { RENT_PAYMENT_STATUSES } from "../rent-payments.ts";
import { RENT_PAYMENT_METHODS, PERIOD_STATUSES, type PeriodStatus } from "./lease.ts";

/** What amounts in one currency add up to (zero of it for none). */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(addMoney, money(0, currency));
}

/**
 * A payment's amount in the account's currency: an LBP payment on a USD account is divided by the
 * rate kept on the payment, a USD payment on an LBP account multiplied by it (to the nearest hundredth).
 */
export function amountInAccountCurrency(payment: { amount: Money; lbpPerUsd: number | null }, accountUnit: Currency): Money {
  if (payment.amount.currency === accountUnit) return payment.amount;
  if (!payment.lbpPerUsd) throw new Error("A payment in another currency needs its exchange rate");
  return convertMoney(payment.amount, accountUnit, payment.lbpPerUsd);
}

export const paymentSchema = z
  .object({
    paidOn: isoDate,
    amount: moneyField(1e15),
    unit: z.enum(CURRENCIES),
    method: z.enum(RENT_PAYMENT_METHODS),
    lbpPerUsd: amount(1e9).optional(),
    chequeNumber: z.string().trim().max(40).optional(),
    chequeDate: isoDate.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((payment) => payment.method !== "cheque" || Boolean(payment.chequeNumber && payment.chequeDate), {
    path: ["chequeNumber"],
    message: "tenancy.errors.chequeRequired",
  });
export type PaymentInput = z.output<typeof paymentSchema>;

export interface ChargeLine {
  id: string;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  amount: Money;
}

// The rent account on the API's wire, amounts as decimal numbers of their currency: zod schemas,
// as domain/listing-card.ts explains. The web and the server use the `Money` types below them.

export const chargeStandingSchema = z
  .object({
    id: z.uuid(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    dueOn: z.iso.date(),
    amount: z.number().describe("In the account's currency"),
    covered: z.number().describe("What confirmed payments cover of it, oldest charges first"),
    status: z.enum(PERIOD_STATUSES),
  })
  .describe("A period's charge and its standing");
export interface ChargeStanding extends ChargeLine {
  /** What confirmed payments cover of it, oldest charges first. */
  covered: Money;
  status: PeriodStatus;
}

export const rentPaymentLineSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(RENT_PAYMENT_STATUSES),
    paidOn: z.iso.date(),
    amount: z.number(),
    unit: z.enum(CURRENCIES),
    lbpPerUsd: z.number().nullable(),
    credited: z.number().nullable().describe("In the account's currency (null for a payment not confirmed)"),
    method: z.enum([...RENT_PAYMENT_METHODS, "deposit"]).describe('"deposit": applied from the deposit to arrears when the tenancy ended'),
    chequeNumber: z.string().nullable(),
    chequeDate: z.iso.date().nullable(),
    note: z.string(),
    hasProof: z.boolean(),
    receiptNumber: z.int().positive().nullable(),
    createdAt: z.iso.datetime(),
  })
  .describe("A rent payment on the account");
export type RentPaymentLine = Omit<z.infer<typeof rentPaymentLineSchema>, "amount" | "unit" | "credited"> & {
  amount: Money;
  /** In the account's currency (null for a payment not confirmed). */
  credited: Money | null;
};

/** A tenant's rent account: the lease, each period's standing, the payments and the balance (decision 0028). */
export interface RentAccount {
  accountId: string;
  tenantId: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  lease: {
    leaseStart: string | null;
    leaseEnd: string | null;
    rentAmount: Money | null;
    unit: Currency;
    paymentFrequency: string | null;
    dueDay: number | null;
    deposit: Money | null;
  };
  endedOn: string | null;
  /** How the deposit was settled at the end (what went to arrears is a payment line). */
  depositSettlement: { returned: Money; kept: Money; keptReason: string } | null;
  charges: ChargeStanding[];
  payments: RentPaymentLine[];
  paidTotal: Money;
  /** Due so far less every confirmed payment: positive is owed, negative is credit. */
  balance: Money;
}
