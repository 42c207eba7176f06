import crypto from "node:crypto";
import { hashPassword } from "../../auth/password.server.ts";
import type { Executor } from "../client.server.ts";
import { authAccounts, userRoles, users } from "../schema.ts";

export interface UserFactoryInput {
  /** A fixed id (the demo's example owner and tenant, which the API's examples name). */
  id?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  emailVerified?: boolean;
  admin?: boolean;
  /** Social sign-in identities to link (Google, Facebook). */
  providers?: Array<"google" | "facebook">;
  locale?: "en" | "ar" | "fr";
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * Inserts a ready user, the way sign-up and verification would leave it.
 * Shared by the tests and the demo seed.
 */
export async function createUser(db: Executor, input: UserFactoryInput = {}): Promise<CreatedUser> {
  const email = (input.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const password = input.password ?? "Beitna-Pass1";
  const firstName = input.firstName ?? "Rami";
  const lastName = input.lastName ?? "Haddad";
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...(input.id ? { id: input.id } : {}),
        email,
        username: email,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`.trim(),
        phone: input.phone ?? "3123456",
        emailVerified: input.emailVerified ?? true,
        locale: input.locale ?? "en",
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    await tx.insert(authAccounts).values({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await hashPassword(password),
    });
    for (const provider of input.providers ?? []) {
      await tx.insert(authAccounts).values({ userId: user.id, providerId: provider, accountId: `${provider}-${user.id}` });
    }
    await tx.insert(userRoles).values([{ userId: user.id, role: "User" }, ...(input.admin ? [{ userId: user.id, role: "Admin" }] : [])]);
    return { id: user.id, email, password };
  });
}
