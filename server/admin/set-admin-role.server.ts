import { and, eq, isNull, sql } from "drizzle-orm";
import { grantAdminRole, revokeAdminRole } from "../accounts/make-admin.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { ADMIN_ROLE, requireAdmin } from "./require-admin.server.ts";

// Role changes run one at a time, so two admins revoking each other at once
// cannot leave the console without anyone.
const ROLE_CHANGES_LOCK = 0x6265_6974; // "beit"

/** An admin grants or revokes another user's Admin role; never their own revocation. */
export async function setAdminRole(adminId: string, userId: string, grant: boolean): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGES_LOCK})`);
    await requireAdmin(tx, adminId);
    if (!grant && userId === adminId) throw new AppError("own_admin_role");
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) throw new AppError("not_found");
    const [role] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)));
    await (grant ? grantAdminRole(tx, userId) : revokeAdminRole(tx, userId));
    await recordAdminAction(tx, {
      adminId,
      kind: grant ? "role_granted" : "role_revoked",
      record: { type: "user", id: userId },
      before: { admin: role !== undefined },
      after: { admin: grant },
    });
  });
}
