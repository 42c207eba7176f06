import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The one shell per area that may write a payment's status (decision 0083). */
const SHELLS = ["server/payments/apply-payment-move.server.ts", "server/tenants/apply-rent-payment-move.server.ts"];
/** Test data, not state changes: the factories and the seed insert payments as they need them. */
const DATA = ["server/db/factories/", "server/db/seed/"];
/** A write to either payments table, in Drizzle or in SQL; the statement runs to its semicolon. */
const WRITE = /\.(update|insert)\((payments|rentPayments)\)|\b(update|insert\s+into)\s+(payments|rent_payments)\b/gi;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The statements of `source` that write a payment's status (what they set or insert, before any `where`). */
function statusWrites(source: string): string[] {
  return [...source.matchAll(WRITE)]
    .map((match) => source.slice(match.index, source.indexOf(";", match.index) + 1))
    .filter((statement) => /\bstatus\b/.test(statement.split(/\.where\(|\bwhere\b/i)[0]!));
}

describe("payment statuses change only through their shell", () => {
  it("no file in server/ or app/ writes a payment's or a rent payment's status but the two shells", () => {
    const writers = [...sources("server"), ...sources("app")]
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => !DATA.some((dir) => file.startsWith(dir)))
      .filter((file) => statusWrites(fs.readFileSync(file, "utf8")).length > 0);
    expect(writers.sort()).toEqual([...SHELLS].sort());
  });

  it("sees the ways a status is written: an update's set, an insert's values, SQL", () => {
    expect(statusWrites(`await tx.update(payments).set({ status: "failed" }).where(eq(payments.id, id));`)).toHaveLength(1);
    expect(statusWrites(`await tx\n  .update(rentPayments)\n  .set({ status })\n  .where(x);`)).toHaveLength(1);
    expect(statusWrites(`await tx.insert(rentPayments).values({ ...columns, status: "confirmed" });`)).toHaveLength(1);
    expect(statusWrites("await tx.execute(sql`update payments set status = 'refunded' where id = ${id}`);")).toHaveLength(1);
    expect(statusWrites(`await tx.update(payments).set({ proofKey }).where(and(eq(payments.id, id), eq(payments.status, "pending")));`)).toHaveLength(0);
    expect(statusWrites(`await tx.insert(payments).values({ id, reference }).returning();`)).toHaveLength(0);
  });
});
