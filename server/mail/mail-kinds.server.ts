import { z } from "zod";
import { CURRENCIES } from "../../domain/listing.ts";
import { LOCALES } from "../../domain/locale.ts";

const text = z.string();
/** Words a sender may leave out (a tour request's message): empty is not given, and its paragraph is left out. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
/** Hours the mail's link stays valid. */
const linkHours = { expiresInHours: z.number().positive() };
const aboutListing = { listingTitle: text };
/** The listing, and the other side of a conversation, a tenancy or an invitation. */
const between = { listingTitle: text, senderName: text };
/** An offer's standing amount, already written in both currencies. */
const offer = { ...between, amountText: text };
/** A payment's amount, written in the reader's language when the mail is rendered. */
const money = { amount: z.number(), currency: z.enum(CURRENCIES) };
/** When an agreed or proposed tour takes place, ISO 8601. */
const tourAt = z.iso.datetime();
/** The lines of a list mail (a saved search's listings, a digest's notifications). */
const items = z.array(z.string()).max(100);

/**
 * What each kind of mail is filled with besides the reader's first name (may be empty) and the
 * link to click: only what its words name (domain/i18n/locales/en/mail.ts). A new kind is a line
 * here and a group in the mail catalogs.
 */
const MAIL_FIELDS = {
  "verify-email": linkHours,
  "reset-password": linkHours,
  greeting: {},
  "change-email": linkHours,
  "listing-expiring": aboutListing,
  "listing-expired": aboutListing,
  "listing-approved": aboutListing,
  "listing-rejected": { ...aboutListing, reason: text },
  /** A live listing's changes refused: it stays as it was approved. */
  "listing-changes-rejected": { ...aboutListing, reason: text },
  /** A saved home's new, lower price, already written for the reader. */
  "price-reduced": { ...aboutListing, amountText: text },
  /** A signed-in sender's name; a visitor is "someone". */
  "share-property": { ...aboutListing, senderName: optionalText },
  "inspection-started": aboutListing,
  /** The tenant's own words. */
  "issue-reported": { ...between, detail: text },
  "referral-invitation": { senderName: text },
  "promo-code": { promoCode: text, planName: text, durationDays: z.number().int().positive() },
  "saved-search-alert": { searchName: text, items },
  "notification-digest": { items },
  /** The admins' daily list of reported listings, a line each, written in the admin's language. */
  "reports-digest": { items },
  "tour-confirmed": { ...between, tourAt },
  "offer-accepted": offer,
  "tour-requested": { ...between, detail: optionalText },
  "new-message": { ...between, detail: optionalText },
  "tour-declined": { ...between, reason: optionalText },
  "tour-proposed": { ...between, tourAt },
  "tour-expired": between,
  "offer-received": { ...offer, detail: optionalText },
  "offer-countered": { ...offer, detail: optionalText },
  "offer-declined": { ...offer, detail: optionalText },
  "offer-withdrawn": { ...offer, detail: optionalText },
  "offer-expired": offer,
  "tenant-invitation": between,
  /** The lease's dates and rent, written for the reader. */
  "lease-start": { ...between, detail: text },
  /** The charge's period and amount, and its due date, written for the reader. */
  "rent-due": { ...aboutListing, detail: text, dueOn: text },
  "rent-overdue": { ...aboutListing, detail: text, dueOn: text },
  "payment-declared": { ...between, ...money },
  "payment-receipt": { ...money, paymentReference: text, receiptNumber: text },
  "payment-rejected": { ...money, paymentReference: text, reason: text },
} satisfies Record<string, z.ZodRawShape>;

export type MailKind = keyof typeof MAIL_FIELDS;

export const MAIL_KINDS = Object.keys(MAIL_FIELDS) as [MailKind, ...MailKind[]];

/**
 * Kinds that scheduled runs send in numbers (the morning's digests and rent reminders, the alerts
 * every ten minutes) to readers who are not waiting for them. They queue behind every other mail:
 * a sign-up's link or a tenant's invitation is sent first, even at 05:00 UTC.
 */
export const SCHEDULED_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "saved-search-alert",
  "price-reduced",
  "notification-digest",
  "reports-digest",
  "rent-due",
  "rent-overdue",
  "listing-expiring",
  "listing-expired",
]);

const everyMail = { name: text, url: text };

type DataShape<K extends MailKind> = typeof everyMail & (typeof MAIL_FIELDS)[K] extends infer Shape extends z.ZodRawShape ? Shape : never;

/** Each kind's data schema. */
export const MAIL_DATA = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, z.object({ ...everyMail, ...MAIL_FIELDS[kind] })])) as {
  [K in MailKind]: z.ZodObject<DataShape<K>>;
};

/** What a kind of mail is given (a caller's view: an optional text may be empty). */
export type MailData<K extends MailKind = MailKind> = K extends MailKind ? z.input<(typeof MAIL_DATA)[K]> : never;

/** What a mail is rendered from (empty optional texts dropped). */
export type ParsedMailData<K extends MailKind = MailKind> = K extends MailKind ? z.output<(typeof MAIL_DATA)[K]> : never;

const everyJob = {
  to: z.string().min(1),
  locale: z.enum(LOCALES),
  /** A notification or alert mail's signed unsubscribe link: in its footer and its List-Unsubscribe headers. */
  unsubscribeUrl: z.url().optional(),
  /** An event to attach as an `.ics` file (a confirmed tour). */
  calendar: z
    .object({
      uid: z.string(),
      start: z.iso.datetime(),
      minutes: z.number().int().positive(),
      summary: z.string(),
      description: z.string(),
      location: z.string(),
      url: z.string(),
    })
    .optional(),
};

type JobSchema<K extends MailKind> = z.ZodObject<typeof everyJob & { kind: z.ZodLiteral<K>; data: (typeof MAIL_DATA)[K] }>;
type AnyJobSchema = { [K in MailKind]: JobSchema<K> }[MailKind];

/** The send-mail job's payload: one schema per kind, told apart by `kind` (as Documenso has one job per mail). */
export const mailJobSchema = z.discriminatedUnion(
  "kind",
  MAIL_KINDS.map((kind) => z.object({ ...everyJob, kind: z.literal(kind), data: MAIL_DATA[kind] })) as [AnyJobSchema, ...AnyJobSchema[]],
);
