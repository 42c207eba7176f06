import { z } from "zod";
import type { Currency } from "./listing.ts";
import { dateFormat } from "./intl.ts";
import { formatMoney } from "./money.ts";
import { BEIRUT } from "./days.ts";

// Mail preferences (issue 15, decision 0027): per kind of notification mail, each mail, a daily
// digest, or none. Payments and tenants are listed now so their mails find a preference later.

export const MAIL_PREFERENCE_KINDS = ["requests", "offers", "savedSearchAlerts", "payments", "tenants"] as const;
export type MailPreferenceKind = (typeof MAIL_PREFERENCE_KINDS)[number];

export const MAIL_DELIVERIES = ["each", "digest", "none"] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** No stored choice means every mail. */
export const DEFAULT_DELIVERY: MailDelivery = "each";

export const mailPreferencesSchema = z.object(
  Object.fromEntries(MAIL_PREFERENCE_KINDS.map((kind) => [kind, z.enum(MAIL_DELIVERIES).default(DEFAULT_DELIVERY)])) as Record<
    MailPreferenceKind,
    z.ZodDefault<z.ZodEnum<{ [K in MailDelivery]: K }>>
  >,
);
export type MailPreferences = Record<MailPreferenceKind, MailDelivery>;

/** What an unsubscribe link turns off: one kind of mail, or one saved search's alerts. */
export type UnsubscribeTarget = { kind: MailPreferenceKind } | { savedSearchId: string };

// The notification feed (issue 25, decision 0047): what happened, one row per event for the
// person it concerns, shown by the header's bell, `/notifications` and the API's `notifications`.
// A row keeps its kind and the figures of the moment (amounts, dates); its words are built when it
// is read, in the reader's language, with the listing's title as it is then.

export const NOTIFICATION_KINDS = [
  "offer_made",
  "offer_countered",
  "offer_accepted",
  "offer_declined",
  "offer_withdrawn",
  "offer_expiring",
  "offer_expired",
  "tour_requested",
  "tour_proposed",
  "tour_confirmed",
  "tour_declined",
  "tour_expired",
  "message",
  "payment_confirmed",
  "payment_rejected",
  "rent_due",
  "rent_overdue",
  "issue_reported",
  "issue_resolved",
  "listing_approved",
  "listing_rejected",
  "listing_expiring",
  "listing_changes_rejected",
  "price_reduced",
  "price_reverted",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The figures a notification's words need besides the listing's title. */
export interface NotificationParams {
  amount?: number;
  currency?: Currency;
  /** An ISO day or instant (a due date, a tour's time). */
  on?: string;
  /** An admin's words to the owner (a reverted price). */
  reason?: string;
}

/** Newest first, 25 to a page on `/notifications`; the bell shows the newest 8. */
export const NOTIFICATIONS_PAGE_SIZE = 25;
export const BELL_NOTIFICATIONS = 8;

/** One notification as the feed shows it. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  /** The listing it is about, as titled now (empty when it is gone). */
  title: string;
  params: NotificationParams;
  /** Where it opens (a path of the site). */
  link: string;
  createdAt: string;
  read: boolean;
}

type Translate = (key: never, values?: Readonly<Record<string, string | number | null | undefined>>) => string;

/** The notification's sentence in the reader's language ("Rami offered $250,000 for Flat in Hamra"). */
export function notificationText(t: Translate, locale: string, item: Pick<NotificationItem, "kind" | "title" | "params">): string {
  const { amount, currency, on, reason } = item.params;
  // A day ("2026-12-01") is the day written; an instant (a tour's time) reads as Beirut's clock.
  const day = on
    ? dateFormat(locale, on.length > 10 ? { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT } : { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(on),
      )
    : "";
  return (t as (key: string, values?: Record<string, string>) => string)(`notifications.feed.${item.kind}`, {
    title: item.title,
    amount: amount !== undefined && currency ? formatMoney(amount, currency, locale) : "",
    on: day,
    reason: reason ?? "",
  });
}
