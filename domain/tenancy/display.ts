// How a tenancy's days and amounts read, the forms acting on one record, a proof's size limit.
import { z } from "zod";
import { dateFormat } from "../intl.ts";
import { formatAmount, type Money } from "../money.ts";

/** A proof of payment: a photo or a PDF (recognised by `detectTenancyFileType`), 10 MB at most. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

/** A calendar day in the reader's language (e.g. 1 Dec 2026, ١ كانون الأول ٢٠٢٦). */
export function formatDay(iso: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** An amount with its currency; LBP without decimals, USD with cents only when there are some. */
export function formatRent(amount: Money, locale: string): string {
  const fraction = amount.currency === "USD" && amount.minor % 100 !== 0 ? 2 : 0;
  return formatAmount(amount, locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
}

/** A form acting on one invitation (resend, revoke). */
export const invitationRefSchema = z.object({ invitationId: z.uuid() });
/** A form acting on one tenant (lease-start notice). */
export const tenantRefSchema = z.object({ tenantId: z.uuid() });
/** A form acting on one payment (confirm, reject). */
export const paymentRefSchema = z.object({ paymentId: z.uuid() });
