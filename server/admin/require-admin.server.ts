import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";

export const ADMIN_ROLE = "Admin";

/**
 * Defence in depth: every admin use case checks the actor's role in the
 * database itself, whatever the route guard decided.
 */
export async function requireAdmin(executor: Executor, actorId: string): Promise<void> {
  const [row] = await executor
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, actorId), eq(userRoles.role, ADMIN_ROLE), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError("forbidden");
}
