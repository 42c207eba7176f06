import { z } from "zod";
import type { Locale } from "../../../domain/locale.ts";

/** What a mail is filled with; also the send-mail job's payload, so it is a schema. */
export const mailDataSchema = z.object({
  /** The person's first name, may be empty. */
  name: z.string(),
  /** The link to click (verify, reset, change-email) or the site's home URL (greeting). */
  url: z.string(),
  /** Hours the link stays valid (verify/reset/change-email). */
  expiresInHours: z.number().optional(),
  /** The listing a listing mail is about. */
  listingTitle: z.string().optional(),
  /** Why a moderator rejected the listing (listing-rejected). */
  reason: z.string().optional(),
  /**
   * Who shared the listing (share-property), reported an issue (issue-reported), invited the reader
   * (referral-invitation); the other side of a tour or an offer.
   */
  senderName: z.string().optional(),
  /**
   * What the mail is about: the tenant's own words (issue-reported), the lease's terms, a period and
   * its amount (tenancy mails).
   */
  detail: z.string().optional(),
  /** A rent charge's due date, formatted for the reader (rent-due, rent-overdue). */
  dueOn: z.string().optional(),
  /** A personal promo code and what it gives (promo-code). */
  promoCode: z.string().optional(),
  planName: z.string().optional(),
  durationDays: z.number().optional(),
  /** The lines of a list mail (a saved search's listings, a digest's notifications). */
  items: z.array(z.string()).max(100).optional(),
  /** The saved search an alert is about. */
  searchName: z.string().optional(),
  /** When an agreed tour takes place, ISO 8601 (tour-confirmed). */
  tourAt: z.string().optional(),
  /** The agreed amount (offer-accepted), already written in both currencies. */
  amountText: z.string().optional(),
  /** A payment's amount ("25.00 USD"), its reference and receipt number (payment mails). */
  amount: z.string().optional(),
  paymentReference: z.string().optional(),
  receiptNumber: z.string().optional(),
});

export type MailData = z.infer<typeof mailDataSchema>;

/** One mail kind's words in one language; the layout around them is render-mail.server.ts's. */
export interface MailText {
  subject: string;
  /** Paragraphs before the list/button (a function when they name the listing). */
  intro: string[] | ((data: MailData) => string[]);
  /** Bullet points (the greeting's; list mails show `data.items` instead). */
  list?: string[];
  button: string;
  /** Paragraphs after the button; `hours` is the formatted duration or undefined when unknown. */
  after: (hours: string | undefined) => string[];
}

/** One mail kind's copy, in every language. */
export type MailCopy = Record<Locale, MailText>;

/** Drops the sentences left out (undefined or empty). */
export function compact(values: Array<string | undefined>): string[] {
  return values.filter((value): value is string => typeof value === "string" && value.length > 0);
}
