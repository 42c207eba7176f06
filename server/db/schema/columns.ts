// Column helpers shared by the schema's modules (not tables).
import { sql } from "drizzle-orm";
import { customType, numeric, timestamp } from "drizzle-orm/pg-core";
import { minorOfStored } from "../../../domain/money.ts";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A cube (the cube extension), read and written as its text form. */
export const cube = customType<{ data: string }>({ dataType: () => "cube" });
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: "number" });
/**
 * A money column: a whole number of hundredths of its currency (cents, piastres) in a bigint
 * (migration 0044, decision 0082), read and written as that integer, never as a decimal.
 */
export const minorUnits = customType<{ data: number; driverData: string | number }>({
  dataType: () => "bigint",
  fromDriver: (value) => minorOfStored(value),
  toDriver: (minor) => minor,
});
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
