import { REFERRALS_FOR_REWARD, type ReferralSummary, referralWindowEnd } from "../../domain/referrals.ts";
import { personalCodesView } from "../promo/personal-promo-codes.server.ts";
import { listReferrals } from "./invite-friend.server.ts";

/** The referral section's data for the signed-in user: their invitations, how many count, their codes. */
export async function referralSummary(userId: string, now: Date = new Date()): Promise<ReferralSummary> {
  const [invitations, codes] = await Promise.all([listReferrals(userId), personalCodesView(userId)]);
  return {
    needed: REFERRALS_FOR_REWARD,
    counted: invitations.filter((invitation) => invitation.registeredAt).length,
    invitations: invitations.map((invitation) => ({
      email: invitation.email,
      invitedAt: invitation.invitedAt.toISOString(),
      status: invitation.registeredAt ? "joined" : referralWindowEnd(invitation.invitedAt) > now ? "waiting" : "lapsed",
      windowEnd: referralWindowEnd(invitation.invitedAt).toISOString(),
    })),
    codes,
  };
}
