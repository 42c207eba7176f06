import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createUser } from "../db/factories/users.server.ts";
import type { Database, Executor } from "../db/client.server.ts";
import { userRoles, users } from "../db/schema.ts";

/** Gives a user the Admin role (nothing happens if they have it). */
export async function grantAdminRole(db: Executor, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: "Admin" }).onConflictDoNothing();
}

/** Takes the Admin role away from a user (nothing happens if they do not have it). */
export async function revokeAdminRole(db: Executor, userId: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "Admin")));
}

/**
 * Gives the Admin role to the account with this email, creating a verified
 * account (with a generated password, returned once) when there is none.
 */
export async function makeAdmin(db: Database, email: string): Promise<{ created: boolean; password?: string }> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised)).limit(1);
  if (existing) {
    await grantAdminRole(db, existing.id);
    return { created: false };
  }
  const password = `${crypto.randomBytes(9).toString("base64url")}A1`;
  await createUser(db, { email: normalised, password, firstName: "Beitna", lastName: "Admin", admin: true });
  return { created: true, password };
}
