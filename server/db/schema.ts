// The whole data model (SPEC.md §3 plus DESIGN.md). Column names are
// snake_case; the JSON API maps them back to the spec's field names.
// Index choices are explained in ARCHITECTURE.md ("Indexes").
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PUBLIC_STATUSES } from "../../domain/lifecycle.ts";
import { toDecimal, toMinor } from "../../domain/money.ts";
import { initialInspectionHighlight, INSPECTION_AREAS, LISTING_TYPES } from "../../domain/listing.ts";
import { FLOOR_MAX, FLOOR_MIN, POWER_HOURS_MAX, SEARCHABLE_FEATURES } from "../../domain/listing-features.ts";
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from "../../domain/listing-reports.ts";
import { MAIL_DELIVERIES, MAIL_PREFERENCE_KINDS, NOTIFICATION_KINDS, type NotificationParams } from "../../domain/notifications.ts";
import { ALERT_FREQUENCIES } from "../../domain/saved-searches.ts";
import { AUDIT_KINDS, AUDIT_RECORD_TYPES, type AuditSnapshot } from "../../domain/audit.ts";
import type { MonthlyMedian } from "../../domain/market.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A cube (the cube extension), read and written as its text form. */
const cube = customType<{ data: string }>({ dataType: () => "cube" });
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: "number" });
/**
 * A money column read and written in integer minor units (cents): the SQL type stays numeric(18,2),
 * and pg's exact decimal text is parsed without going through a float (domain/money.ts).
 */
export const minorUnits = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(18, 2)",
  fromDriver: (value) => toMinor(value),
  toDriver: (minor) => String(toDecimal(minor)),
});
const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);

// ---------------------------------------------------------------- reference

export const countries = pgTable(
  "countries",
  {
    iso: text("iso").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    nameFr: text("name_fr").notNull(),
    dialCode: text("dial_code").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    check("countries_iso_format", sql`${t.iso} ~ '^[A-Z]{2}$'`),
    check("countries_dial_code_format", sql`${t.dialCode} ~ '^\\+[0-9]{1,4}$'`),
    uniqueIndex("countries_position_key").on(t.position),
  ],
);

export const areas = pgTable(
  "areas",
  {
    id: serial("id").primaryKey(),
    district: text("district").notNull(),
    districtAr: text("district_ar").notNull(),
    districtFr: text("district_fr").notNull(),
    area: text("area").notNull(),
    areaAr: text("area_ar").notNull(),
    // Issue 19: the French spelling (most are the English one; Tyr, Saïda, Centre-ville differ).
    areaFr: text("area_fr").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [
    // Serves the spec's "sorted by District then Area" query as an index scan.
    uniqueIndex("areas_district_area_key").on(t.district, t.area),
    check("areas_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("areas_longitude_range", sql`${t.longitude} between -180 and 180`),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique(),
    searchPriority: smallint("search_priority").notNull(),
    durationDays: integer("duration_days").notNull().default(30),
    rentalPriceUsd: money("rental_price_usd").notNull(),
    salePriceUsd: money("sale_price_usd").notNull(),
    active: boolean("active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("plans_id_known", inList("id", ["free", "gold", "platinum"])),
    check("plans_duration_positive", sql`${t.durationDays} > 0`),
    check("plans_prices_not_negative", sql`${t.rentalPriceUsd} >= 0 and ${t.salePriceUsd} >= 0`),
  ],
);

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

// ---------------------------------------------------------------- listings

// The partial-index predicate of every public index: DESIGN.md's "public" without the expiry
// date (now() cannot be in an index predicate; the date is checked on the rows found). The
// statuses are domain/lifecycle.ts's PUBLIC_STATUSES (a plan change waiting keeps a listing public).
export const publicStatusList = sql.raw(`(${PUBLIC_STATUSES.map((status) => `'${status}'`).join(", ")})`);
export const publicRow = (t: { status: AnyPgColumn; visible: AnyPgColumn; isDeleted: AnyPgColumn }) =>
  sql`${t.status} in ${publicStatusList} and ${t.visible} and not ${t.isDeleted}`;
// Every column a search filters on, so a filter is checked on the index entry.
const searchFilterColumns = (
  t: Record<
    | "expiresOn"
    | "district"
    | "areaId"
    | "propertyType"
    | "propertyCategory"
    | "furnished"
    | "usdPriceCalculated"
    | "lbpPriceCalculated"
    | "size"
    | "bedroom"
    | "bathroom"
    | "featureBits"
    | "floor"
    | "statePowerHours",
    AnyPgColumn
  >,
) => [
  t.expiresOn,
  t.district,
  t.areaId,
  t.propertyType,
  t.propertyCategory,
  t.furnished,
  t.usdPriceCalculated,
  t.lbpPriceCalculated,
  t.size,
  t.bedroom,
  t.bathroom,
  // Decision 0037: the features as bits, the floor and the hours of state power (4 + 2 + 2 bytes).
  t.featureBits,
  t.floor,
  t.statePowerHours,
];

/**
 * A listing's searchable features as bits (domain/listing-features.ts), worked out from its special
 * features by PostgreSQL on every write: nothing that writes `special` can forget them.
 */
const featureBitsOf = (special: AnyPgColumn): SQL =>
  sql.join(
    SEARCHABLE_FEATURES.map((entry, bit) => sql`(${special} @> array[${sql.raw(`'${entry.feature}'`)}]::text[])::int * ${sql.raw(String(1 << bit))}`),
    sql` + `,
  );

type SqlValue = AnyPgColumn | SQL | number;

/**
 * Where a listing sits for similar listings (DESIGN.md "Similar listings"): its point on the earth
 * (cube/earthdistance, 3-D, in metres) plus a 4th dimension for its kind (listing type and property
 * type), one unit wide. `hashtext` is a fixed, immutable code, and the codes of any two kinds lie
 * more than 150 km apart (a test checks every kind), so nearest first, every listing of one kind
 * within 150 km comes before any listing of another kind. The width matters: GiST groups entries by
 * the volume of their bounding box, and with a flat 4th side every group of one kind would have no
 * volume, however far apart, and nothing would be grouped by place.
 */
export const similarPointOf = (point: { latitude: SqlValue; longitude: SqlValue }, kind: { listingType: SqlValue; propertyType: SqlValue }) =>
  sql`cube(ll_to_earth(${point.latitude}, ${point.longitude})::cube, ${similarKind(kind)}, ${similarKind(kind)} + 1)`;
export const similarKind = (kind: { listingType: SqlValue; propertyType: SqlValue }) =>
  sql`hashtext(${kind.listingType} || ' ' || ${kind.propertyType})::float8`;

/** A listing's words scoped to its district (migration 0011): the index expression, which a query repeats to use it. */
export const districtKeywords = (t: { keywords: AnyPgColumn; district: AnyPgColumn }) => sql`listing_keyword_tokens(${t.keywords}, ${t.district})`;

/**
 * A listing's words scoped to its price band, a quarter of a doubling of its USD price wide
 * (migration 0013's `listing_price_band`): the index expression, which a query repeats to use it.
 */
export const priceBandKeywords = (t: { keywords: AnyPgColumn; usdPriceCalculated: AnyPgColumn }) =>
  sql`listing_keyword_tokens(${t.keywords}, listing_price_band(${t.usdPriceCalculated}))`;

/**
 * A listing's market day: whole days since 1970, UTC, the day of the featured order's buckets
 * (migration 0025), within which the featured order ranks listings by quality (decision 0068).
 * An index expression (migration 0041), not a stored column: adding one rewrote the table, 5.5
 * minutes under an exclusive lock at 1,000,000 listings.
 */
export const marketDayOf = (t: { marketDate: AnyPgColumn }) => sql`listing_market_day(${t.marketDate})`;

/**
 * The featured order before the id, as the public indexes declare it (decision 0068): the plan's
 * priority, the boost, the market day, the quality score on that day, then the market date.
 */
const featuredOrderColumns = (t: Record<"priority" | "boosted" | "qualityScore" | "marketDate", ExtraConfigColumn>) => [
  t.priority.desc(),
  t.boosted.desc(),
  sql`${marketDayOf(t)} desc nulls last`,
  t.qualityScore.desc(),
  t.marketDate.desc(),
];

/**
 * A listing's words scoped to its place in the featured order (migration 0025's
 * `listing_featured_bucket`): its plan's priority, whether it is boosted and its market day, as
 * "3+20781:sea". The index expression, which a query repeats to use it; a page of words in the
 * featured or newest order reads the buckets in that order and stops at the first that fill it
 * (decision 0033).
 */
export const featuredKeywords = (t: { keywords: AnyPgColumn; priority: AnyPgColumn; boosted: AnyPgColumn; marketDate: AnyPgColumn }) =>
  sql`listing_keyword_tokens(${t.keywords}, listing_featured_bucket(${t.priority}, ${t.boosted}, ${t.marketDate}))`;

/**
 * A listing's words scoped to its owner's bucket, the last two hex digits of the owner's id
 * (migration 0016): "7f:villa". The index expression, which a query repeats to use it; the
 * owner's id is tested as well, so the few other owners sharing a bucket only lengthen the list.
 * 256 buckets rather than one per owner keep the index at 180 MB instead of 640 MB at a million
 * listings (decision 0023).
 */
export const ownerKeywords = (t: { keywords: AnyPgColumn; ownerId: AnyPgColumn }) => sql`listing_keyword_tokens(${t.keywords}, ${ownerBucket(t.ownerId)})`;
/** The owner's bucket of `ownerKeywords`, for the column or an owner's id given as a parameter. */
export const ownerBucket = (ownerId: SqlValue) => sql`right(${ownerId}::text, 2)`;

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    listingType: text("listing_type").notNull().default("Rental"),
    title: text("title").notNull(),
    propertyType: text("property_type").notNull(),
    propertyCategory: text("property_category").notNull().default(""),
    description: text("description").notNull().default(""),
    reference: text("reference").notNull().default(""),
    unit: text("unit").notNull().default("USD"),
    furnished: boolean("furnished").notNull().default(false),
    price: money("price").notNull(),
    paymentFrequency: text("payment_frequency"),
    downPayment: money("down_payment"),
    bedroom: smallint("bedroom").notNull().default(0),
    bathroom: smallint("bathroom").notNull().default(0),
    finishLevel: text("finish_level"),
    size: numeric("size", { precision: 10, scale: 2, mode: "number" }).notNull(),
    logo: text("logo"),
    special: text("special")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMethod: text("payment_method")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactMethod: text("contact_method")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    moveInDate: date("move_in_date"),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    district: text("district").notNull().default(""),
    areaId: integer("area_id").references(() => areas.id),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    visible: boolean("visible").notNull().default(false),
    feesMonthly: money("fees_monthly"),
    status: text("status").notNull().default("Pending Approval"),
    flag: text("flag"),
    flagTime: timestamp("flag_time", { withTimezone: true }),
    inspectionHighlight: jsonb("inspection_highlight").$type<Record<string, string>>().notNull().default(initialInspectionHighlight()),
    // The landlord shows the latest inspection's conditions as inspectionHighlight (decision 0029).
    inspectionPublic: boolean("inspection_public").notNull().default(false),
    planId: text("plan_id")
      .notNull()
      .default("free")
      .references(() => plans.id),
    device: text("device").notNull().default("web"),
    approvedOn: timestamp("approved_on", { withTimezone: true }),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    marketDate: timestamp("market_date", { withTimezone: true }),
    // The listing's quality score (domain/listing-quality.ts), the featured order's tie-break within
    // a market day; kept by every save and after each roll-up of the area figures (decision 0068).
    qualityScore: smallint("quality_score").notNull().default(0),
    boosted: boolean("boosted").notNull().default(false),
    // When the owner last boosted it: the boost cooldown counts from here (decision 0025).
    boostedAt: timestamp("boosted_at", { withTimezone: true }),
    // When the owner marked it rented or sold: its page stays and says so (decision 0046).
    takenAt: timestamp("taken_at", { withTimezone: true }),
    // The price before the last reduction and when it was reduced, for the card's "price reduced"
    // mark without a lookup; `listing_price_history` keeps every change (decision 0035).
    previousPrice: money("previous_price"),
    priceReducedAt: timestamp("price_reduced_at", { withTimezone: true }),
    // Days the plan waiting for approval was paid for (periods bought, a promo's duration, the
    // time left after a change); approval runs the listing that long, else the plan's duration.
    paidDays: integer("paid_days"),
    isDeleted: boolean("is_deleted").notNull().default(false),
    priority: smallint("priority").notNull().default(1),
    statusPriority: smallint("status_priority").notNull().default(0),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What decides a rental here (decision 0037): the floor (0 = ground, below 0 basements) and
    // the hours of state power a day, when the owner gives them; the yes/no features as bits.
    floor: smallint("floor"),
    statePowerHours: smallint("state_power_hours"),
    featureBits: integer("feature_bits")
      .notNull()
      .generatedAlwaysAs((): SQL => featureBitsOf(properties.special)),
    // The featured photo's 800x800 variant and placeholder, copied from `property_images` position 0
    // by a trigger (migration 0010) so a card needs no lookup of its photo.
    featuredPhotoKey: text("featured_photo_key"),
    featuredPhotoPlaceholder: text("featured_photo_placeholder"),
    // Where the listing sits for similar listings (`similarPointOf`), stored (migration 0012): a
    // nearest-first scan returns it with each row, and working it out again cost 12 µs a row.
    similarPoint: cube("similar_point").generatedAlwaysAs((): SQL => similarPointOf(properties, properties)),
    usdPriceCalculated: money("usd_price_calculated"),
    lbpPriceCalculated: money("lbp_price_calculated"),
    // Impressions and views are counted apart, in `listing_totals` (decision 0034).
    interested: bigint("interested", { mode: "number" }).notNull().default(0),
    whatsapp: bigint("whatsapp", { mode: "number" }).notNull().default(0),
    call: bigint("call", { mode: "number" }).notNull().default(0),
    messageOwner: bigint("message_owner", { mode: "number" }).notNull().default(0),
    requestTour: bigint("request_tour", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("properties_listing_type_known", inList("listing_type", ["Rental", "Sale"])),
    check("properties_unit_known", inList("unit", ["USD", "LBP"])),
    check("properties_status_known", inList("status", ["Pending Approval", "Approved", "Rejected", "Expired", "Deleted", "Deleted_Permanent"])),
    check("properties_price_not_negative", sql`${t.price} >= 0`),
    check("properties_size_positive", sql`${t.size} > 0`),
    check("properties_bedroom_range", sql`${t.bedroom} between 0 and 11`),
    check("properties_bathroom_range", sql`${t.bathroom} between 0 and 11`),
    check("properties_floor_range", sql.raw(`floor between ${FLOOR_MIN} and ${FLOOR_MAX}`)),
    check("properties_state_power_hours_range", sql.raw(`state_power_hours between 0 and ${POWER_HOURS_MAX}`)),
    check("properties_payment_method_known", sql`${t.paymentMethod} <@ array['Cash','Bank transfer','Cheque','Bank loan']::text[]`),
    check("properties_contact_method_known", sql`${t.contactMethod} <@ array['Phone call','WhatsApp','Message on Beitna']::text[]`),
    check(
      "properties_marker_complete",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180, true)`,
    ),
    check("properties_inspection_areas", sql.raw(`inspection_highlight ?& array[${INSPECTION_AREAS.map((area) => `'${area}'`).join(",")}]`)),
    check("properties_counters_not_negative", sql`least(${t.interested}, ${t.whatsapp}, ${t.call}, ${t.messageOwner}, ${t.requestTour}) >= 0`),
    // The owner's dashboard: their listings, newest first (SPEC.md §7).
    index("properties_owner_idx").on(t.ownerId, t.listingType, t.createdAt.desc()),
    // The owner's listings with every filter and sort of the dashboard and `ownerProperties`: an
    // agency's 20,000 listings are counted and sorted from index entries alone, where visiting
    // each row took 90 ms (ARCHITECTURE.md "Indexes"); the filter columns trail the unique id.
    // Title and reference, as they are and lower-cased, come last: `q` (either contains the text,
    // ignoring case) is then tested on the entries, the lower-cased values read from them, not on
    // 20,000 rows read from the table. The plain columns are there because an index-only scan
    // needs every column a query names (decision 0023).
    index("properties_owner_listings_idx")
      .on(
        t.ownerId,
        t.createdAt.desc(),
        t.id,
        t.listingType,
        t.status,
        t.visible,
        t.planId,
        t.city,
        ...searchFilterColumns(t),
        t.title,
        t.reference,
        sql`lower(${t.title})`,
        sql`lower(${t.reference})`,
      )
      .where(sql`not ${t.isDeleted}`),
    // The owner's listings holding words (the dashboard's and `ownerProperties`' `keywords`): the
    // words scoped to the owner's bucket, so an agency's matches are read from their short lists
    // instead of testing the words on every one of its rows (decision 0023).
    index("properties_owner_keywords_idx")
      .using("gin", ownerKeywords(t))
      .where(sql`not ${t.isDeleted}`),
    // Public search (ARCHITECTURE.md "Search"): only public rows are indexed, one index per sort
    // order. The featured ones carry every filter column after the unique id (which settles the
    // order), so a page and its count are read from the index alone.
    index("properties_public_featured_idx")
      .on(t.listingType, ...featuredOrderColumns(t), t.id, ...searchFilterColumns(t))
      .where(publicRow(t)),
    index("properties_public_district_idx")
      .on(t.listingType, t.district, ...featuredOrderColumns(t), t.id, ...searchFilterColumns(t).filter((column) => column !== t.district))
      .where(publicRow(t)),
    // A district and a price range (the most common mix) bound the scan by both, for the count.
    index("properties_public_district_price_idx")
      .on(
        t.listingType,
        t.district,
        t.usdPriceCalculated,
        ...searchFilterColumns(t).filter((column) => column !== t.district && column !== t.usdPriceCalculated),
      )
      .where(publicRow(t)),
    index("properties_public_usd_price_idx")
      .on(t.listingType, t.usdPriceCalculated, t.id, ...searchFilterColumns(t).filter((column) => column !== t.usdPriceCalculated))
      .where(publicRow(t)),
    index("properties_public_lbp_price_idx")
      .on(t.listingType, t.lbpPriceCalculated, t.id, ...searchFilterColumns(t).filter((column) => column !== t.lbpPriceCalculated))
      .where(publicRow(t)),
    index("properties_public_area_idx").on(t.areaId).where(publicRow(t)),
    // The results map (decision 0036): the visible area bounds the scan by latitude, the
    // longitude and the filters are checked on the entries, and the cells are counted from them.
    index("properties_public_map_idx")
      .on(t.listingType, t.latitude, t.longitude, ...searchFilterColumns(t))
      .where(publicRow(t)),
    index("properties_public_newest_idx").on(t.listingType, t.marketDate.desc(), t.id).where(publicRow(t)),
    index("properties_public_size_idx").on(t.listingType, t.size, t.id).where(publicRow(t)),
    // Similar listings: nearest public neighbours of the same kind (cube/earthdistance).
    index("properties_public_similar_idx")
      .using("gist", t.similarPoint)
      .where(sql`${publicRow(t)} and ${t.latitude} is not null`),
    // Keyword search on the lower-cased word list, public rows only: the index then implies the
    // public predicate, so the planner never ANDs it with a scan of another public index. One index
    // per listing type (every search names one), so a frequent word's list holds only that type:
    // counting the matches builds a bitmap of the whole list.
    ...LISTING_TYPES.map((listingType) =>
      index(`properties_keywords_${listingType.toLowerCase()}_idx`)
        .using("gin", t.keywords)
        .where(sql`${publicRow(t)} and ${t.listingType} = ${sql.raw(`'${listingType}'`)}`),
    ),
    // The same words scoped to the listing's district ("Metn:sea", migration 0011's
    // listing_keyword_tokens): words and a district read that district's short list, and a count of
    // words alone goes district by district and stops at the cap (ARCHITECTURE.md "Keywords").
    ...LISTING_TYPES.map((listingType) =>
      index(`properties_district_keywords_${listingType.toLowerCase()}_idx`)
        .using("gin", districtKeywords(t))
        .where(sql`${publicRow(t)} and ${t.listingType} = ${sql.raw(`'${listingType}'`)}`),
    ),
    // The same words scoped to the listing's price band ("$68:villa", migration 0013): a page of
    // words sorted by price reads the bands in order and stops at the first that fill it
    // (ARCHITECTURE.md "Keywords").
    ...LISTING_TYPES.map((listingType) =>
      index(`properties_price_band_keywords_${listingType.toLowerCase()}_idx`)
        .using("gin", priceBandKeywords(t))
        .where(sql`${publicRow(t)} and ${t.listingType} = ${sql.raw(`'${listingType}'`)}`),
    ),
    // The same words scoped to the listing's bucket of the featured order ("3+20781:sea": priority,
    // boosted, market day): a page of words in the featured or newest order, at any depth, reads the
    // buckets in order and stops at the first that fill it (decision 0033).
    ...LISTING_TYPES.map((listingType) =>
      index(`properties_featured_keywords_${listingType.toLowerCase()}_idx`)
        .using("gin", featuredKeywords(t))
        .where(sql`${publicRow(t)} and ${t.listingType} = ${sql.raw(`'${listingType}'`)}`),
    ),
    // The saved-search alert job: listings that went live or changed since its last run (decision
    // 0027). Not partial on public rows: the planner then read that small index whole and sorted it
    // for similar listings on a small table, instead of walking the similar GiST index.
    index("properties_updated_idx").on(t.updatedAt),
    // Moderation queue and the expiry job.
    index("properties_pending_idx")
      .on(t.flagTime)
      .where(sql`${t.status} = 'Pending Approval' and not ${t.isDeleted}`),
    index("properties_expiring_idx")
      .on(t.expiresOn)
      .where(sql`${t.status} = 'Approved' and ${t.expiresOn} is not null`),
  ],
);

/** A stored photo: storage keys of the large variant (images) and the 800x800 one (images_low). */
const storedImageColumns = () => ({
  imageKey: text("image_key").notNull(),
  imageLowKey: text("image_low_key").notNull(),
  placeholder: text("placeholder").notNull().default(""),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The photo's 64-bit difference hash (domain/photo-fingerprint.ts); null until the job computes it for a photo stored before. */
  fingerprint: bigint("fingerprint", { mode: "bigint" }),
});

/** Band `band` (0: the most significant 16 bits) of the fingerprint as a smallint, as `bands()` of domain/photo-fingerprint.ts. */
const fingerprintBandOf = (fingerprint: AnyPgColumn, band: number): SQL => {
  const unsigned = sql.raw(`((${fingerprint.name} >> ${48 - 16 * band}) & 65535)`);
  return sql`(${unsigned} - ((${unsigned} & 32768) << 1))::smallint`;
};

export const propertyImages = pgTable(
  "property_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    ...storedImageColumns(),
    // Multi-index hashing (decision 0067): each band with the whole hash, so that the candidates of a
    // band and their exact distance come from the index alone.
    fingerprintBand0: smallint("fingerprint_band_0").generatedAlwaysAs((): SQL => fingerprintBandOf(propertyImages.fingerprint, 0)),
    fingerprintBand1: smallint("fingerprint_band_1").generatedAlwaysAs((): SQL => fingerprintBandOf(propertyImages.fingerprint, 1)),
    fingerprintBand2: smallint("fingerprint_band_2").generatedAlwaysAs((): SQL => fingerprintBandOf(propertyImages.fingerprint, 2)),
    fingerprintBand3: smallint("fingerprint_band_3").generatedAlwaysAs((): SQL => fingerprintBandOf(propertyImages.fingerprint, 3)),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("property_images_position_key").on(t.propertyId, t.position),
    check("property_images_position_not_negative", sql`${t.position} >= 0`),
    index("property_images_fingerprint_band_0_idx").on(t.fingerprintBand0, t.fingerprint),
    index("property_images_fingerprint_band_1_idx").on(t.fingerprintBand1, t.fingerprint),
    index("property_images_fingerprint_band_2_idx").on(t.fingerprintBand2, t.fingerprint),
    index("property_images_fingerprint_band_3_idx").on(t.fingerprintBand3, t.fingerprint),
    // The fingerprint job's to-do list: empty once every photo has a fingerprint.
    index("property_images_unfingerprinted_idx")
      .on(t.id)
      .where(sql`${t.fingerprint} is null`),
  ],
);

/**
 * Photos uploaded by a user but not yet saved with a listing: the posting form uploads each photo
 * as soon as it is chosen, and the listing only takes them when it is saved. A job removes the
 * ones never saved.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...storedImageColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("uploaded_images_owner_idx").on(t.ownerId), index("uploaded_images_created_idx").on(t.createdAt)],
);

export const propertyStatusHistory = pgTable(
  "property_status_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // Null for the system (the expiry job).
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    fromFlag: text("from_flag"),
    toFlag: text("to_flag"),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_status_history_property_idx").on(t.propertyId, t.at)],
);

/** Every change of a listing's price or currency, written with the edit (decision 0035). */
export const listingPriceHistory = pgTable(
  "listing_price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    oldPrice: money("old_price").notNull(),
    oldUnit: text("old_unit").notNull(),
    newPrice: money("new_price").notNull(),
    newUnit: text("new_unit").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** An admin's revert: the change it undid (decision 0076); null for an owner's change. */
    revertsId: bigint("reverts_id", { mode: "number" }).references((): AnyPgColumn => listingPriceHistory.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("listing_price_history_property_idx").on(t.propertyId, t.changedAt),
    // The admin's list of recent price changes, newest first.
    index("listing_price_history_changed_idx").on(t.changedAt.desc(), t.id.desc()),
    uniqueIndex("listing_price_history_reverts_idx").on(t.revertsId),
  ],
);

/**
 * The owner's changes to a live listing, waiting for review while the approved version stays public
 * (decision 0076): at most one per listing, a second edit replaces it. `input` holds the reviewed
 * fields of the form (price and availability go live at once, on the listing's row); `photos` the
 * photo order as the form sent it (`p:` the listing's own, `u:` uploads kept for it until the review).
 */
export const listingRevisions = pgTable("listing_revisions", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  input: jsonb("input").$type<Record<string, unknown>>().notNull(),
  photos: jsonb("photos").$type<string[]>().notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Asking prices per district or area (issue 29, decision 0066), rebuilt whole by the daily rollup
 * (server/market/roll-up-area-prices.server.ts): one row per district, area (null: the whole
 * district), listing type, property type and bedrooms (null: all). Rents are US dollars a month.
 */
export const areaPrices = pgTable(
  "area_prices",
  {
    district: text("district").notNull(),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "cascade" }),
    listingType: text("listing_type").notNull(),
    propertyType: text("property_type"),
    bedrooms: smallint("bedrooms"),
    listings: integer("listings").notNull(),
    median: doublePrecision("median").notNull(),
    lowerQuartile: doublePrecision("lower_quartile").notNull(),
    upperQuartile: doublePrecision("upper_quartile").notNull(),
    sizedListings: integer("sized_listings").notNull(),
    medianPerM2: doublePrecision("median_per_m2"),
    reducedListings: integer("reduced_listings").notNull(),
    // The last months' medians, oldest first (domain/market.ts TREND_MONTHS).
    trend: jsonb("trend").$type<MonthlyMedian[]>().notNull(),
    rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("area_prices_key").on(t.district, t.areaId, t.listingType, t.propertyType, t.bedrooms).nullsNotDistinct(),
    check("area_prices_listing_type_known", inList("listing_type", ["Rental", "Sale"])),
  ],
);

/** "Report this listing" (decision 0035): a visitor's report waiting in the admins' queue. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // Null when the visitor was signed out (or their account is gone).
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    message: text("message").notNull().default(""),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** When the admins' daily digest took it (null: not mailed yet). */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (t) => [
    check("listing_reports_reason_known", inList("reason", LISTING_REPORT_REASONS)),
    check("listing_reports_status_known", inList("status", LISTING_REPORT_STATUSES)),
    index("listing_reports_queue_idx").on(t.status, t.createdAt.desc()),
    index("listing_reports_property_idx").on(t.propertyId),
    index("listing_reports_undigested_idx")
      .on(t.createdAt)
      .where(sql`${t.digestedAt} is null`),
  ],
);

/** Expiry mails sent, one per listing, kind and expiry date, whatever instance runs the job. */
export const listingReminders = pgTable(
  "listing_reminders",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.kind, t.expiresOn] }), check("listing_reminders_kind_known", inList("kind", ["expiring", "expired"]))],
);

/**
 * Views counted once per visitor per listing per day (issue 5). The visitor is a keyed hash of
 * address and browser, rotated daily: no cookie, nothing that identifies a person later.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitor] }), index("listing_views_day_idx").on(t.day)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index("favorites_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The insights rollup reads a day's new favourites (decision 0027).
    index("favorites_created_idx").on(t.createdAt),
    // A listing's favourites in the insights export (decision 0047).
    index("favorites_property_idx").on(t.propertyId),
  ],
);

// ----------------------------------------------------------------- tenants

export const tenantInvitations = pgTable(
  "tenant_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantName: text("tenant_name").notNull(),
    tenantEmail: text("tenant_email").notNull(),
    tenantPhone: text("tenant_phone").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    // The language of the invitation mail, chosen by the landlord.
    locale: text("locale").notNull().default("en"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tenant_invitations_property_idx").on(t.propertyId),
    check("tenant_invitations_email_lower_case", sql`${t.tenantEmail} = lower(${t.tenantEmail})`),
  ],
);

/** SPEC.md "Accounts": a tenant's rent account on a property. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rentAmount: money("rent_amount"),
    unit: text("unit").notNull().default("USD"),
    paymentFrequency: text("payment_frequency"),
    leaseStart: date("lease_start"),
    leaseEnd: date("lease_end"),
    // The day of the month rent falls due, and the deposit held (in the rent's currency).
    dueDay: smallint("due_day"),
    deposit: money("deposit"),
    // The tenancy's end, set by the landlord; the former tenant then reads it only (decision 0028).
    endedOn: date("ended_on"),
    // How the deposit was settled at the end (decision 0052): handed back, kept (with the reason);
    // what went to arrears is a payment of method 'deposit', with its receipt.
    depositReturned: money("deposit_returned"),
    depositKept: money("deposit_kept"),
    depositKeptReason: text("deposit_kept_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_property_user_key").on(t.propertyId, t.userId),
    index("accounts_user_idx").on(t.userId),
    check("accounts_unit_known", inList("unit", ["USD", "LBP"])),
    check("accounts_lease_order", sql`${t.leaseEnd} is null or ${t.leaseStart} is null or ${t.leaseEnd} >= ${t.leaseStart}`),
    check("accounts_frequency_known", sql`${t.paymentFrequency} is null or ${t.paymentFrequency} in ('monthly', 'quarterly', 'yearly')`),
    check("accounts_due_day_range", sql`${t.dueDay} is null or ${t.dueDay} between 1 and 31`),
  ],
);

/** One charge per period of a rent account: the unique key makes the charges job idempotent. */
export const rentCharges = pgTable(
  "rent_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    dueOn: date("due_on").notNull(),
    amount: money("amount").notNull(),
    unit: text("unit").notNull(),
    // When the reminders went out (each once).
    dueReminderSentAt: timestamp("due_reminder_sent_at", { withTimezone: true }),
    overdueReminderSentAt: timestamp("overdue_reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rent_charges_account_period_key").on(t.accountId, t.periodStart),
    index("rent_charges_due_idx").on(t.dueOn),
    check("rent_charges_unit_known", inList("unit", ["USD", "LBP"])),
  ],
);

/**
 * A rent payment: recorded by the landlord (confirmed at once) or declared by the tenant with a
 * proof file (declared, then confirmed or rejected by the landlord). A confirmed payment has its
 * receipt number, counted per account (server/money/receipt-number.server.ts).
 */
export const rentPayments = pgTable(
  "rent_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    paidOn: date("paid_on").notNull(),
    amount: money("amount").notNull(),
    unit: text("unit").notNull(),
    // LBP per USD used for this payment, kept as it was on the day.
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }),
    method: text("method").notNull(),
    chequeNumber: text("cheque_number"),
    chequeDate: date("cheque_date"),
    note: text("note").notNull().default(""),
    // A tenant's proof, in private storage (never a public address).
    proofKey: text("proof_key"),
    proofContentType: text("proof_content_type"),
    receiptNumber: integer("receipt_number"),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("rent_payments_account_idx").on(t.accountId, t.paidOn),
    uniqueIndex("rent_payments_receipt_key").on(t.accountId, t.receiptNumber),
    check("rent_payments_status_known", inList("status", ["confirmed", "declared", "rejected"])),
    check("rent_payments_unit_known", inList("unit", ["USD", "LBP"])),
    check("rent_payments_method_known", inList("method", ["cash", "bank_transfer", "omt", "whish", "cheque", "deposit"])),
    check("rent_payments_amount_positive", sql`${t.amount} > 0`),
    check("rent_payments_receipt_when_confirmed", sql`(${t.status} = 'confirmed') = (${t.receiptNumber} is not null)`),
  ],
);

/** The notices sent on a tenancy (lease start, inspection start, rent reminders), for its Notices tab. */
export const tenancyNotices = pgTable(
  "tenancy_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // The tenant it went to.
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    // What the notice was about (a period, a due date), for its line in the list.
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tenancy_notices_property_idx").on(t.propertyId, t.sentAt.desc()),
    check("tenancy_notices_kind_known", inList("kind", ["lease_start", "inspection_start", "rent_due", "rent_overdue", "tenancy_ended"])),
  ],
);

const propertyFileColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  propertyId: uuid("property_id")
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" }),
  // The uploader (landlord or tenant).
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  // The key in the private storage (never a public address: decision 0029).
  file: text("file").notNull(),
  // The uploaded name with special characters stripped (SPEC.md §5).
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: createdAt(),
});

/** A landlord's inspection of a rented property: per area of inspectionHighlight a condition and a note. */
export const inspections = pgTable(
  "inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    inspectedOn: date("inspected_on").notNull(),
    findings: jsonb("findings").$type<Record<string, { condition: string; note: string }>>().notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("inspections_property_idx").on(t.propertyId, t.inspectedOn.desc(), t.createdAt.desc()),
    check("inspections_kind_known", inList("kind", ["move-in", "periodic", "move-out"])),
    check("inspections_findings_areas", sql.raw(`findings ?& array[${INSPECTION_AREAS.map((area) => `'${area}'`).join(",")}]`)),
  ],
);

/** A tenant's answer on one area of an inspection: acknowledged, with or without a comment. */
export const inspectionResponses = pgTable(
  "inspection_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
    acknowledged: boolean("acknowledged").notNull(),
    comment: text("comment").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("inspection_responses_key").on(t.inspectionId, t.userId, t.area)],
);

/** SPEC.md "InspectionsFiles": reports of the property, and photos of one inspection's area. */
export const inspectionFiles = pgTable(
  "inspection_files",
  {
    ...propertyFileColumns(),
    inspectionId: uuid("inspection_id").references(() => inspections.id, { onDelete: "cascade" }),
    area: text("area"),
  },
  (t) => [
    index("inspection_files_property_idx").on(t.propertyId, t.createdAt),
    index("inspection_files_inspection_idx").on(t.inspectionId),
    check("inspection_files_area_needs_inspection", sql`${t.area} is null or ${t.inspectionId} is not null`),
  ],
);

/** SPEC.md "LegalsFile": lease contracts, IDs, receipts. */
export const legalFiles = pgTable("legal_files", propertyFileColumns(), (t) => [index("legal_files_property_idx").on(t.propertyId, t.createdAt)]);

/** A problem a tenant reports (domain/issue-reports.ts holds its states). */
export const issueReports = pgTable(
  "issue_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reportedBy: uuid("reported_by")
      .notNull()
      .references(() => users.id),
    description: text("description").notNull(),
    category: text("category").notNull().default("other"),
    urgency: text("urgency").notNull().default("normal"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("issue_reports_property_idx").on(t.propertyId, t.createdAt.desc()),
    check("issue_reports_status_known", inList("status", ["open", "in_progress", "resolved", "closed"])),
    check("issue_reports_urgency_known", inList("urgency", ["low", "normal", "urgent"])),
  ],
);

/** The thread of an issue: messages of the tenant and the landlord, and each move of its status. */
export const issueMessages = pgTable(
  "issue_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => issueReports.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull().default(""),
    // The move this message records (start, resolve, confirm, reopen), or null for a plain message.
    action: text("action"),
    createdAt: createdAt(),
  },
  (t) => [index("issue_messages_issue_idx").on(t.issueId, t.createdAt)],
);

/** Photos of an issue report. */
export const issueFiles = pgTable(
  "issue_files",
  {
    ...propertyFileColumns(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => issueReports.id, { onDelete: "cascade" }),
  },
  (t) => [index("issue_files_issue_idx").on(t.issueId)],
);

// ------------------------------------------------------------------- money

export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: serial("id").primaryKey(),
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }).notNull(),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid("set_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("exchange_rates_positive", sql`${t.lbpPerUsd} > 0`), index("exchange_rates_effective_idx").on(t.effectiveAt.desc())],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerReference: text("provider_reference"),
    // What it is worth in credits (USD) and the rate an LBP amount was converted at.
    amountCents: minorUnits("amount_usd").notNull(),
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }).notNull(),
    // The code the payer quotes (bank transfer memo, OMT/Whish note, cash desk): BTN-XXXX-XXXX.
    reference: text("reference").notNull().unique(),
    // With a listing: the plan it is waiting for, bought on confirmation (decision 0024).
    planId: text("plan_id").references(() => plans.id),
    // How many periods of that plan the payment buys (the choice made at /applycredits).
    planPeriods: integer("plan_periods").notNull().default(1),
    // The card gateway's checkout: the indicator its return must carry.
    successIndicator: text("success_indicator"),
    // A proof of a manual payment, in private storage.
    proofKey: text("proof_key"),
    proofContentType: text("proof_content_type"),
    rejectionReason: text("rejection_reason"),
    // Gapless, given at confirmation.
    receiptNumber: integer("receipt_number").unique(),
    refundedCents: minorUnits("refunded_usd").notNull().default(0),
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payments_amount_positive", sql`${t.amount} > 0 and ${t.amountCents} > 0`),
    check("payments_currency_known", inList("currency", ["USD", "LBP"])),
    check("payments_provider_known", inList("provider", ["manual", "card"])),
    check("payments_method_known", inList("method", ["cash", "bank_transfer", "omt", "whish", "card"])),
    check("payments_status_known", inList("status", ["pending", "confirmed", "failed", "rejected", "cancelled", "refunded"])),
    check("payments_refund_capped", sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check("payments_confirmed_numbered", sql`(${t.status} in ('confirmed', 'refunded')) = (${t.receiptNumber} is not null)`),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A listing waiting for a plan its owner chose without enough credits; a payment for the
 * listing (makePayment with PropertyID) buys that plan when confirmed.
 */
export const planWaits = pgTable("plan_waits", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id")
    .notNull()
    .references(() => plans.id),
  // How many periods of the plan were chosen (/applycredits; one at /changemembership).
  periods: integer("periods").notNull().default(1),
  createdAt: createdAt(),
});

export const promoCodes = pgTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    durationDays: integer("duration_days").notNull().default(30),
    maxUses: integer("max_uses").notNull().default(1),
    usedCount: integer("used_count").notNull().default(0),
    // Set for a personal code (a referral reward); null for a public campaign.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // An admin paused the code: it is refused until resumed.
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    // Why a personal code was given: "referral" (five friends joined) or "goodwill".
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("promo_codes_reason_known", sql`${t.reason} is null or ${t.reason} in ('referral', 'goodwill')`),
    // One referral reward per user, whatever races happen.
    uniqueIndex("promo_codes_referral_reward_key")
      .on(t.ownerId)
      .where(sql`${t.reason} = 'referral'`),
    check("promo_codes_format", sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
    check("promo_codes_uses", sql`${t.maxUses} > 0 and ${t.usedCount} between 0 and ${t.maxUses}`),
  ],
);

export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_code_property_key").on(t.code, t.propertyId),
    // A code is used at most once by each user, on whichever listing.
    uniqueIndex("promo_redemptions_code_user_key").on(t.code, t.userId),
  ],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    // Signed: positive earns, negative spends.
    amountCents: minorUnits("amount_usd").notNull(),
    kind: text("kind").notNull(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id").references(() => payments.id),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_ledger_kind_known", inList("kind", ["purchase", "referral", "promo", "spend", "refund", "adjustment"])),
    check("credit_ledger_amount_nonzero", sql`${t.amountCents} <> 0`),
    // One credit per confirmed payment, whatever retries happen.
    uniqueIndex("credit_ledger_payment_key")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'purchase'`),
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeEmail: text("invitee_email").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    inviteeId: uuid("invitee_id").references(() => users.id, { onDelete: "set null" }),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referrals_referrer_invitee_key").on(t.referrerId, t.inviteeEmail),
    index("referrals_invitee_email_idx").on(t.inviteeEmail),
    check("referrals_email_lower_case", sql`${t.inviteeEmail} = lower(${t.inviteeEmail})`),
  ],
);

/** Admin settings that are one value each (the boost's price and cooldown, ...), with defaults in code. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

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

// ----------------------------------------------------------- notifications

/**
 * What happened, for the person it concerns (decision 0047): the header's bell, `/notifications`
 * and the API read it. A kind (domain/notifications.ts), the record it is about (`subject_id`: an
 * offer, a request, a payment, a rent charge, an issue, a listing), its listing, where it opens,
 * and the figures of the moment; the words are built when read, in the reader's language.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    link: text("link").notNull(),
    params: jsonb("params").$type<NotificationParams>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_kind_known", inList("kind", NOTIFICATION_KINDS)),
    // The feed, newest first, and the bell's count of unread ones.
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_subject_idx").on(t.subjectId, t.userId),
  ],
);

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

/** Where a recurring job got to (the saved-search matcher's last run). */
export const jobCheckpoints = pgTable("job_checkpoints", {
  name: text("name").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * The one number the visitor page cache checks (docs/decisions/0031): triggers (migration
 * `page_cache_generation`) add one at the commit of any transaction that changes a public listing
 * or its photos, so every process sees the change on its next request.
 */
export const pageCacheGeneration = pgTable(
  "page_cache_generation",
  {
    id: boolean("id").primaryKey().default(true),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("page_cache_generation_one_row", sql`${t.id}`)],
);

/**
 * What each generation changed, as tags (docs/decisions/0056): a cached page is dropped only when
 * one of its tags moves (`listing:<id>`, `search:<type>:<district or *>`, `listings`, `user:<id>`,
 * `rate`). Written by the same deferred triggers, at commit; pruned after an hour.
 */
export const pageCacheChanges = pgTable(
  "page_cache_changes",
  {
    generation: bigint("generation", { mode: "number" }).notNull(),
    tag: text("tag").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.tag] }), index("page_cache_changes_at_idx").on(t.at)],
);

// ------------------------------------------------------------------- audit

/**
 * Every admin action on money or a listing (decision 0065), written in the action's transaction
 * by server/audit. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. The admin's
 * email is copied as it was, and no foreign key points out of it, so nothing cascades into it.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    kind: text("kind").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before").$type<AuditSnapshot>(),
    after: jsonb("after").$type<AuditSnapshot>(),
    reason: text("reason"),
  },
  (t) => [
    check("admin_audit_kind_known", inList("kind", AUDIT_KINDS)),
    check("admin_audit_record_type_known", inList("record_type", AUDIT_RECORD_TYPES)),
    index("admin_audit_at_idx").on(t.at.desc(), t.id.desc()),
    index("admin_audit_kind_idx").on(t.kind, t.at.desc()),
    index("admin_audit_record_idx").on(t.recordId, t.at.desc()),
    index("admin_audit_admin_idx").on(t.adminId, t.at.desc()),
  ],
);
