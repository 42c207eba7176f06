import { count, eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** SPEC.md §7, sign-up step 1: users with the same email, counted. */
export async function isEmailTaken(email: string): Promise<boolean> {
  const [row] = await db().select({ total: count() }).from(users).where(eq(users.email, email.toLowerCase()));
  return (row?.total ?? 0) > 0;
}
