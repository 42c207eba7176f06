import { z } from "zod";

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

// What the header's bell counts (issue 15, decision 0026). Payments and tenants add their kinds here.

export const NOTIFICATION_KINDS = ["request", "offer"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Unread notifications per kind. */
export type UnreadCounts = Record<NotificationKind, number>;

/** Where each kind's notifications open. */
export const NOTIFICATION_HOME: Record<NotificationKind, string> = { request: "/requests", offer: "/offers" };
