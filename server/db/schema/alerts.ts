// Saved searches, their matches, mail preferences and digests.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAIL_DELIVERIES, MAIL_PREFERENCE_KINDS } from "../../../domain/notifications.ts";
import { ALERT_FREQUENCIES } from "../../../domain/saved-searches.ts";
import { createdAt, updatedAt, money, inList } from "./columns.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// ------------------------------------------------ saved searches, mail preferences

/**
 * A search a user saved from /rent or /buy (decision 0027). `query` is the page's query string,
 * parsed with `parseSearchUrl` as the page parses it; the columns are the same parameters with the
 * open-ended bounds as null, so the alert job matches listings with one set-based join.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull().default(""),
    frequency: text("frequency").notNull().default("daily"),
    listingType: text("listing_type").notNull(),
    district: text("district"),
    areaId: integer("area_id"),
    propertyType: text("property_type"),
    propertyCategory: text("property_category"),
    furnished: boolean("furnished"),
    currency: text("currency").notNull().default("USD"),
    priceMin: money("price_min"),
    priceMax: money("price_max"),
    sizeMin: numeric("size_min", { precision: 10, scale: 2, mode: "number" }),
    sizeMax: numeric("size_max", { precision: 10, scale: 2, mode: "number" }),
    bedroomMin: smallint("bedroom_min"),
    bedroomMax: smallint("bedroom_max"),
    bathroomMin: smallint("bathroom_min"),
    bathroomMax: smallint("bathroom_max"),
    words: text("words")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("saved_searches_frequency_known", inList("frequency", ALERT_FREQUENCIES)),
    check("saved_searches_listing_type_known", inList("listing_type", ["Rental", "Sale"])),
    check("saved_searches_name_length", sql`char_length(${t.name}) between 1 and 80`),
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
    // The alert job joins listings to searches of their type and district (or of no district).
    index("saved_searches_kind_idx").on(t.listingType, t.district),
  ],
);

/**
 * A listing found for a saved search, once per search whatever happens to the listing later (the
 * primary key); `sent_at` is set when an alert mail included it (an alert hit in its insights).
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // "new": approved after the search was saved; "changed": edited into the search (a price drop).
    reason: text("reason").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    check("saved_search_matches_reason_known", inList("reason", ["new", "changed"])),
    index("saved_search_matches_unsent_idx")
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
    index("saved_search_matches_sent_idx").on(t.sentAt),
  ],
);

/** How a user wants one kind of notification mail; no row means "each mail". */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    delivery: text("delivery").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("mail_preferences_kind_known", inList("kind", MAIL_PREFERENCE_KINDS)),
    check("mail_preferences_delivery_known", inList("delivery", MAIL_DELIVERIES)),
  ],
);

/** Notifications held for a user's daily digest (a kind whose delivery is "digest"). */
export const mailDigestItems = pgTable(
  "mail_digest_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    line: text("line").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_digest_items_user_idx").on(t.userId, t.id)],
);
