import { z } from "zod";
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from "../../../domain/notifications.ts";

export const notificationsInput = z.strictObject({
  limit: z.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE).describe("How many, newest first (25 by default, at most 100)"),
  skip: z.number().int().min(0).max(10_000).default(0).describe("How many newer ones to skip"),
});

const notification = z.object({
  id: z.number().int().describe("Pass to markNotificationsRead"),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string().describe("The event in the caller's language (Accept-Language)"),
  title: z.string().describe("The listing's title, empty when it is gone"),
  params: z
    .object({
      amount: z.number().optional(),
      currency: z.enum(["USD", "LBP"]).optional(),
      on: z.string().optional(),
      reason: z.string().optional().describe("An admin's words to the owner (price_reverted)"),
    })
    .describe("The figures of the event: an amount and its currency, a day or a time, an admin's reason"),
  link: z.string().describe("The site's path where it opens"),
  createdAt: z.string(),
  read: z.boolean(),
});

export const notificationsOutput = z.object({
  unread: z.number().int().describe("Unread notifications in all (the bell's badge)"),
  count: z.number().int().describe("Notifications in all, read or not"),
  notifications: z.array(notification),
});

export const markNotificationsReadInput = z.strictObject({
  ids: z.array(z.number().int().positive()).max(100).optional().describe("The notifications to mark read; none given marks them all"),
});
export const markNotificationsReadOutput = z.object({ marked: z.number().int().describe("How many were unread and are now read") });
