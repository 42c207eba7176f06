import { eq } from "drizzle-orm";
import { z } from "zod";
import { type AccountTier, isAccountTier } from "../../domain/account-tier.ts";
import { users } from "../db/schema.ts";
import { readDb } from "../runtime.server.ts";

/** The owner of /owner/rental/:owner and /owner/sale/:owner: their display name, tier and verified badges only, or null. */
export async function findPublicOwner(ownerId: string): Promise<{ id: string; name: string; tier: AccountTier; verifiedOwner: boolean } | null> {
  if (!z.uuid().safeParse(ownerId).success) return null;
  const [owner] = await readDb()
    .select({ id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName, tier: users.tier, verifiedOwnerAt: users.verifiedOwnerAt })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) return null;
  return {
    id: owner.id,
    name: owner.name.trim() || `${owner.firstName} ${owner.lastName}`.trim(),
    tier: isAccountTier(owner.tier) ? owner.tier : "free",
    verifiedOwner: owner.verifiedOwnerAt !== null,
  };
}
