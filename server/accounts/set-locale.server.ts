import { eq } from "drizzle-orm";
import type { Locale } from "../../domain/locale.ts";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** The language of the user's mail (and of the site once they sign in elsewhere). */
export async function setUserLocale(userId: string, locale: Locale): Promise<void> {
  await db().update(users).set({ locale }).where(eq(users.id, userId));
}
