import { desc, eq, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "../runtime.server.ts";

/**
 * The box `/requests` and `/offers` open on without one asked: the one holding the user's newest
 * thread, so a sender who has only sent lands on Sent, not on an empty Received.
 */
export async function openingBox(
  table: PgTable,
  columns: { owner: PgColumn; sender: PgColumn; lastAt: PgColumn },
  userId: string,
): Promise<"received" | "sent"> {
  const [newest] = await db()
    .select({ sender: columns.sender })
    .from(table)
    .where(or(eq(columns.owner, userId), eq(columns.sender, userId)))
    .orderBy(desc(columns.lastAt))
    .limit(1);
  return newest?.sender === userId ? "sent" : "received";
}
