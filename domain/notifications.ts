// What the header's bell counts (issue 15, decision 0026). Payments and tenants add their kinds here.

export const NOTIFICATION_KINDS = ["request", "offer"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Unread notifications per kind. */
export type UnreadCounts = Record<NotificationKind, number>;

/** Where each kind's notifications open. */
export const NOTIFICATION_HOME: Record<NotificationKind, string> = { request: "/requests", offer: "/offers" };
