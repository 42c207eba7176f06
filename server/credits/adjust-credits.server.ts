import { and, eq, isNull } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { addLedgerEntry } from "./add-ledger-entry.server.ts";

/** An admin adds or takes credits with a reason (never below zero); the note keeps who and why. */
export async function adjustCredits(adminId: string, input: { email: string; amountCents: number; reason: string }): Promise<number> {
  return db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email.toLowerCase()), isNull(users.deletedAt)));
    if (!user) throw new AppError("user_not_found");
    const balanceCents = await addLedgerEntry(tx, { userId: user.id, amountCents: input.amountCents, kind: "adjustment", note: input.reason });
    await recordAdminAction(tx, {
      adminId,
      kind: "credits_adjusted",
      record: { type: "user", id: user.id },
      before: { balanceCents: balanceCents - input.amountCents },
      after: { balanceCents },
      reason: input.reason,
    });
    return balanceCents;
  });
}
