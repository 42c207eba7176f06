// People: users, roles, bank details, better-auth's tables, rate limits, API idempotency.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, inList } from "./columns.ts";
import { countries } from "./reference.ts";

// ------------------------------------------------------------------ people

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // better-auth's required display name; kept as "first last".
    name: text("name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    username: text("username").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phone: text("phone").notNull().default(""),
    countryCode: text("country_code").notNull().default("+961"),
    country: text("country")
      .notNull()
      .default("LB")
      .references(() => countries.iso),
    device: text("device").notNull().default("web"),
    locale: text("locale").notNull().default("en"),
    // The account tier badge (DESIGN.md): kept up to date by refreshAccountTier when a payment,
    // plan change, approval or expiry happens, never worked out on a page view (decision 0025).
    tier: text("tier").notNull().default("free"),
    dashboardLimit: integer("dashboard_limit").notNull().default(20),
    // Set when the welcome mail ("Send Greetings") was queued, so it goes once.
    greetedAt: timestamp("greeted_at", { withTimezone: true }),
    // "Verified owner" (decision 0035): an admin checked the owner's documents; who and when.
    // Apart from the plan tiers (`tier`), which are bought.
    verifiedOwnerAt: timestamp("verified_owner_at", { withTimezone: true }),
    verifiedOwnerBy: uuid("verified_owner_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    lastDashboardSearch: jsonb("last_dashboard_search").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_username_key").on(t.username),
    check("users_email_lower_case", sql`${t.email} = lower(${t.email})`),
    check("users_username_is_email", sql`${t.username} = ${t.email}`),
    check("users_phone_digits", sql`${t.phone} ~ '^[0-9]*$'`),
    check("users_country_code_format", sql`${t.countryCode} ~ '^\\+[0-9]{1,4}$'`),
    check("users_locale_known", inList("locale", ["en", "ar", "fr"])),
    check("users_dashboard_limit_range", sql`${t.dashboardLimit} between 1 and 100`),
    check("users_tier_known", inList("tier", ["free", "premium", "gold", "platinum"])),
  ],
);

export const roles = pgTable("roles", {
  name: text("name").primaryKey(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role")
      .notNull()
      .references(() => roles.name),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const bankInformations = pgTable(
  "bank_informations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    bank: text("bank").notNull(),
    branch: text("branch").notNull().default(""),
    // AES-GCM ciphertext; the IBAN is never stored in clear (issue: accounts).
    ibanEncrypted: text("iban_encrypted").notNull(),
    iban4: text("iban4").notNull(),
    swiftCode: text("swift_code").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("bank_informations_iban4_format", sql`${t.iban4} ~ '^[0-9A-Z]{4}$'`)],
);

// better-auth's tables: sessions, linked sign-in methods, one-time tokens.
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    accountId: text("account_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("auth_accounts_provider_account_key").on(t.providerId, t.accountId), index("auth_accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * The first answer of a write that names an `Idempotency-Key` (AddProperty, makePayment), per
 * caller and function: the same key and payload replay it, another payload is refused. A row
 * without a status is a call still running. Kept a day.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    callerKey: text("caller_key").notNull(),
    functionName: text("function_name").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.callerKey, t.functionName, t.key] }), index("api_idempotency_keys_created_idx").on(t.createdAt)],
);
