import { and, eq, isNull } from "drizzle-orm";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/**
 * An admin gives or removes a user's "verified owner" badge after checking their documents
 * (decision 0035): who gave it and when are kept on the user; apart from the plan tiers.
 */
export async function setVerifiedOwner(adminId: string, userId: string, verified: boolean, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [before] = await tx
      .select({ verifiedOwnerAt: users.verifiedOwnerAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!before) throw new AppError("not_found");
    await tx
      .update(users)
      .set(verified ? { verifiedOwnerAt: now, verifiedOwnerBy: adminId } : { verifiedOwnerAt: null, verifiedOwnerBy: null })
      .where(eq(users.id, userId));
    await recordAdminAction(tx, {
      adminId,
      kind: verified ? "owner_verified" : "owner_unverified",
      record: { type: "user", id: userId },
      before: { verifiedOwner: before.verifiedOwnerAt !== null },
      after: { verifiedOwner: verified },
      at: now,
    });
  });
}
