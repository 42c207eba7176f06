// Column helpers shared by the schema's modules (not tables).
import { sql } from "drizzle-orm";
import { customType, numeric, timestamp } from "drizzle-orm/pg-core";
import { toDecimal, toMinor } from "../../../domain/money.ts";

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
 * A money column read and written in integer minor units (cents): the SQL type stays numeric(18,2),
 * and pg's exact decimal text is parsed without going through a float (domain/money.ts).
 */
export const minorUnits = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(18, 2)",
  fromDriver: (value) => toMinor(value),
  toDriver: (minor) => String(toDecimal(minor)),
});
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
