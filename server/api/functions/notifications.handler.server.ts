import { notificationText } from "../../../domain/notifications.ts";
import { catalogTranslator } from "../../i18n/translate.server.ts";
import { listNotifications, markNotificationsRead as markRead } from "../../notifications/notifications.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_OFFER_ID } from "./examples.ts";
import { markNotificationsReadInput, markNotificationsReadOutput, notificationsInput, notificationsOutput } from "./notifications.schema.ts";

export const notifications = defineFunction({
  name: "notifications",
  tag: "Notifications",
  summary: "What happened, newest first",
  description:
    "The caller's notifications, as the site's bell and /notifications show them: offers made, countered, accepted or expiring; tours proposed or confirmed; messages; payments confirmed or rejected; rent due or overdue; issues reported or resolved; listings approved, rejected or about to expire. Each with its words in the caller's language, its link and whether it was read.",
  access: "signed-in",
  input: notificationsInput,
  output: notificationsOutput,
  example: {
    input: { limit: 25, skip: 0 },
    output: {
      unread: 1,
      count: 1,
      notifications: [
        {
          id: 1,
          kind: "offer_made",
          text: "New offer of $250,000 on Flat in Hamra",
          title: "Flat in Hamra",
          params: { amount: 250000, currency: "USD" },
          link: `/offers?box=received&thread=${EXAMPLE_OFFER_ID}`,
          createdAt: "2026-11-28T10:00:00.000Z",
          read: false,
        },
      ],
    },
  },
  async handler(input, { caller, locale }) {
    const page = await listNotifications(caller.id, { limit: input.limit, skip: input.skip });
    const t = catalogTranslator(locale);
    return { unread: page.unread, count: page.count, notifications: page.items.map((item) => ({ ...item, text: notificationText(t, locale, item) })) };
  },
});

export const markNotificationsRead = defineFunction({
  name: "markNotificationsRead",
  tag: "Notifications",
  summary: "Mark notifications read",
  description: "Marks the caller's notifications read: the ids given, or all of them. Another user's ids change nothing.",
  access: "signed-in",
  input: markNotificationsReadInput,
  output: markNotificationsReadOutput,
  example: { input: { ids: [1] }, output: { marked: 1 } },
  async handler(input, { caller }) {
    return { marked: await markRead(caller.id, input.ids) };
  },
});
