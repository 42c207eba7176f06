// Listings: properties, photos, status and price history, area prices, reports, views, favourites.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PUBLIC_STATUSES } from "../../../domain/lifecycle.ts";
import { initialInspectionHighlight, INSPECTION_AREAS, LISTING_TYPES } from "../../../domain/listing.ts";
import { FLOOR_MAX, FLOOR_MIN, POWER_HOURS_MAX, SEARCHABLE_FEATURES } from "../../../domain/listing-features.ts";
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from "../../../domain/listing-reports.ts";
import type { MonthlyMedian } from "../../../domain/market.ts";
import { createdAt, updatedAt, cube, money, inList } from "./columns.ts";
import { areas, plans } from "./reference.ts";
import { users } from "./people.ts";

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
