// Analytics and insights: visit events, listing counters and totals.
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList } from "./columns.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// --------------------------------------------------------------- analytics

export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    path: text("path").notNull().default(""),
    page: text("page"),
    userAgent: text("user_agent").notNull().default(""),
    referrer: text("referrer"),
    locale: text("locale"),
    visitorId: text("visitor_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("visit_events_kind_known", inList("kind", ["startup", "page_view", "chunk_error"])),
    // Append-only and read by time range: a BRIN index stays tiny.
    index("visit_events_created_brin").using("brin", t.createdAt),
  ],
);

// ---------------------------------------------------------------- insights

/** What the per-day counters count: the seven listing counters, favourites saved and alert mails. */
export const DAILY_EVENT_COUNTERS = ["impression", "views", "interested", "whatsapp", "call", "messageOwner", "requestTour"] as const;

/**
 * Counter events as they happen (decision 0027): one row per view or contact action, one per
 * listing per impression batch. Append-only (no row is ever updated, so writers never wait on each
 * other), rolled up per day into `listing_daily_counters` and dropped after 8 days.
 */
export const listingCounterEvents = pgTable(
  "listing_counter_events",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // The day in Lebanon the event happened (beirutDay).
    day: date("day").notNull(),
    counter: text("counter").notNull(),
    amount: integer("amount").notNull().default(1),
  },
  (t) => [
    check("listing_counter_events_counter_known", inList("counter", DAILY_EVENT_COUNTERS)),
    check("listing_counter_events_amount_positive", sql`${t.amount} > 0`),
    index("listing_counter_events_day_idx").on(t.day),
  ],
);

/** The seven counters, favourites and alert hits of the insights tables (decisions 0027, 0034): new columns for each table. */
const insightCounters = () => ({
  impression: integer("impression").notNull().default(0),
  views: integer("views").notNull().default(0),
  interested: integer("interested").notNull().default(0),
  whatsapp: integer("whatsapp").notNull().default(0),
  call: integer("call").notNull().default(0),
  messageOwner: integer("message_owner").notNull().default(0),
  requestTour: integer("request_tour").notNull().default(0),
  favorites: integer("favorites").notNull().default(0),
  alertHits: integer("alert_hits").notNull().default(0),
});

/**
 * One row per listing per day with activity: the rollup's answer (decision 0027). Rebuilt from the
 * events, favourites and alert mails of that day, so re-running a day writes the same numbers.
 * The owner is copied so that an owner's days are read by one index range.
 */
export const listingDailyCounters = pgTable(
  "listing_daily_counters",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    ...insightCounters(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] }), index("listing_daily_counters_owner_day_idx").on(t.ownerId, t.day)],
);

/**
 * An owner's day: `listing_daily_counters` of that day summed over the owner's listings, rebuilt
 * with them by the rollup (decision 0027), so the owner's chart reads one row a day.
 */
export const ownerDailyCounters = pgTable(
  "owner_daily_counters",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    ...insightCounters(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/**
 * A listing's impressions and views since it was listed (decision 0034): the rollup adds each day's
 * change to them every 15 minutes, so counting never rewrites the listing's row in `properties`.
 * Narrow rows with room left on each page (fillfactor 70, migration 0025) and no index but the
 * key: an update stays on its page (HOT) and touches no other index.
 */
export const listingTotals = pgTable("listing_totals", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  impression: bigint("impression", { mode: "number" }).notNull().default(0),
  views: bigint("views", { mode: "number" }).notNull().default(0),
});

/**
 * Each listing's counters over its last 7, 30 and 90 days (decision 0034), so that an owner's top
 * listings are read from the owner's rows of one period (5,000 for 5,000 listings) instead of
 * grouping their 450,000 daily rows. Kept by the rollup: a day rolled up again adds its change; a
 * day leaving a period is subtracted once, when `listing_period_windows` moves on.
 */
export const listingPeriodTotals = pgTable(
  "listing_period_totals",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    period: smallint("period").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...insightCounters(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.period] }),
    check("listing_period_totals_period_known", sql`${t.period} in (7, 30, 90)`),
    // An owner's top listings of a period: the owner's rows, most viewed first.
    index("listing_period_totals_owner_idx").on(t.ownerId, t.period, t.views.desc(), t.impression.desc(), t.propertyId),
  ],
);

/** The first day each period of `listing_period_totals` holds: the rollup moves it with the calendar. */
export const listingPeriodWindows = pgTable(
  "listing_period_windows",
  {
    period: smallint("period").primaryKey(),
    firstDay: date("first_day").notNull(),
  },
  (t) => [check("listing_period_windows_period_known", sql`${t.period} in (7, 30, 90)`)],
);
