import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { type AdminUserRow, USERS_PAGE_SIZE } from "../../domain/admin.ts";
import { userRoles, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { ADMIN_ROLE, requireAdmin } from "./require-admin.server.ts";

/** `%`, `_` and `\` typed by the admin are searched for as themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Users whose name or email contains the search (any case), newest first, one page at a time. */
export async function searchUsers(adminId: string, search: string, page: number): Promise<{ users: AdminUserRow[]; total: number }> {
  await requireAdmin(db(), adminId);
  const term = search.trim();
  const pattern = `%${escapeLike(term)}%`;
  const where = term ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        countryCode: users.countryCode,
        createdAt: users.createdAt,
        emailVerified: users.emailVerified,
        deletedAt: users.deletedAt,
        verifiedOwnerAt: users.verifiedOwnerAt,
        adminRole: userRoles.role,
      })
      .from(users)
      .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, ADMIN_ROLE)))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db().select({ total: count() }).from(users).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    users: rows.map(({ deletedAt, adminRole, createdAt, verifiedOwnerAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      verifiedOwnerAt: verifiedOwnerAt?.toISOString() ?? null,
      isAdmin: adminRole !== null,
      deleted: deletedAt !== null,
    })),
  };
}
