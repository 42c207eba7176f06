// Reference data: countries, areas, plans.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { updatedAt, money, inList } from "./columns.ts";

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
