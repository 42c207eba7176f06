// Conversations: requests, offers and their messages and moves, blocks.
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, money, inList } from "./columns.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// ------------------------------------------------------- requests, offers

// Conversations between a visitor and a listing's owner (issue 15, decision 0026): a request (a
// tour request or a message) or an offer is a thread; its messages and moves are rows of their own.
export const requests = pgTable(
  "requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    // The visitor's preferred times (a tour request): one to three, within the next 30 days.
    preferredDates: timestamp("preferred_dates", { withTimezone: true }).array(),
    // The time the owner proposed instead (status `proposed`), or the one agreed (`accepted`).
    tourAt: timestamp("tour_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    // A tour request waiting for an answer (pending, or a time the owner proposed) expires then.
    answerBy: timestamp("answer_by", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("requests_kind_known", inList("kind", ["tour", "message"])),
    check("requests_status_known", inList("status", ["pending", "replied", "proposed", "accepted", "declined", "expired"])),
    check("requests_not_to_self", sql`${t.senderId} <> ${t.ownerId}`),
    index("requests_owner_idx").on(t.ownerId, t.lastMessageAt.desc()),
    index("requests_sender_idx").on(t.senderId, t.lastMessageAt.desc()),
    index("requests_sender_created_idx").on(t.senderId, t.createdAt),
    index("requests_answer_by_idx")
      .on(t.answerBy)
      .where(sql`${t.status} in ('pending', 'proposed')`),
  ],
);

export const requestMessages = pgTable(
  "request_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    // Null for the system (expiry).
    authorId: uuid("author_id").references(() => users.id, { onDelete: "cascade" }),
    // What happened: a message, or a step of the tour request (its time in `at`).
    event: text("event").notNull().default("message"),
    body: text("body").notNull().default(""),
    at: timestamp("at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("request_messages_event_known", inList("event", ["message", "accepted", "declined", "proposed", "proposal_accepted", "expired"])),
    index("request_messages_request_idx").on(t.requestId, t.id),
  ],
);

/** A sender an owner no longer hears from: no new request, offer or message from them. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.blockedId] }), check("user_blocks_not_self", sql`${t.ownerId} <> ${t.blockedId}`)],
);

/** One offer thread: a buyer or tenant and a listing's owner, the standing amount and whose turn it is. */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The standing offer (the last one made or countered).
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("open"),
    turn: text("turn").notNull().default("owner"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("offers_amount_positive", sql`${t.amount} > 0`),
    check("offers_currency_known", inList("currency", ["USD", "LBP"])),
    check("offers_status_known", inList("status", ["open", "accepted", "declined", "withdrawn", "expired"])),
    check("offers_turn_known", inList("turn", ["owner", "buyer"])),
    check("offers_between_two", sql`${t.buyerId} <> ${t.ownerId}`),
    // One open thread per person per listing.
    uniqueIndex("offers_open_thread_key")
      .on(t.propertyId, t.buyerId)
      .where(sql`${t.status} = 'open'`),
    index("offers_owner_idx").on(t.ownerId, t.updatedAt.desc()),
    index("offers_buyer_idx").on(t.buyerId, t.updatedAt.desc()),
    index("offers_buyer_created_idx").on(t.buyerId, t.createdAt),
    index("offers_open_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Every move of an offer thread, in order (domain/offers.ts). */
export const offerMoves = pgTable(
  "offer_moves",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    // Null for the system (expiry).
    authorId: uuid("author_id").references(() => users.id, { onDelete: "cascade" }),
    move: text("move").notNull(),
    amount: money("amount"),
    currency: text("currency"),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("offer_moves_move_known", inList("move", ["make", "counter", "accept", "decline", "withdraw", "expire"])),
    index("offer_moves_offer_idx").on(t.offerId, t.id),
  ],
);
