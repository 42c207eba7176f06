import { and, asc, count, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { type InviteOutcome, REFERRAL_WINDOW_DAYS, REFERRALS_FOR_REWARD } from "../../domain/referrals.ts";
import { referrals, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { DAY_MS } from "../../domain/days.ts";

const windowStart = (now: Date) => new Date(now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS);

/**
 * A user invites a friend by email (`inviteUser`, /referrals). Refused, with a distinct outcome,
 * for: their own address, an address with an account, one they invited already or someone's
 * invitation still open for, and five invitations of theirs open or counted (decision 0025). The
 * invitation mail goes out in the inviter's language.
 */
export async function inviteFriend(input: { referrerId: string; email: string; firstName: string; lastName: string; now?: Date }): Promise<InviteOutcome> {
  const now = input.now ?? new Date();
  const email = input.email.toLowerCase();
  return db().transaction(async (tx) => {
    // One invitation at a time per inviter, so two tabs cannot pass the cap of five together.
    const [referrer] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, input.referrerId), isNull(users.deletedAt)))
      .for("no key update");
    if (!referrer) throw new AppError("sign_in_required");
    if (referrer.email === email) return "yourself";
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (member) return "already_member";
    const open = gt(referrals.invitedAt, windowStart(now));
    const [invited] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.inviteeEmail, email), or(eq(referrals.referrerId, input.referrerId), and(open, isNull(referrals.inviteeId)))))
      .limit(1);
    if (invited) return "already_invited";
    const [mine] = await tx
      .select({ total: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, input.referrerId), or(isNotNull(referrals.registeredAt), open)));
    if ((mine?.total ?? 0) >= REFERRALS_FOR_REWARD) return "five_invited";

    await tx.insert(referrals).values({ referrerId: input.referrerId, inviteeEmail: email, invitedAt: now });
    await queueMail({
      to: email,
      kind: "referral-invitation",
      locale: isLocale(referrer.locale) ? referrer.locale : "en",
      data: {
        name: input.firstName,
        senderName: `${referrer.firstName} ${referrer.lastName}`.trim() || referrer.email,
        url: `${publicUrl(runtime().env)}/signup`,
      },
    });
    return "invited";
  });
}

export interface ReferralRow {
  email: string;
  invitedAt: Date;
  registeredAt: Date | null;
}

/** The signed-in user's invitations, oldest first. */
export async function listReferrals(referrerId: string): Promise<ReferralRow[]> {
  return db()
    .select({ email: referrals.inviteeEmail, invitedAt: referrals.invitedAt, registeredAt: referrals.registeredAt })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(asc(referrals.invitedAt));
}
