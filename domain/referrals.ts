// Referrals (SPEC.md §7 inviteUser, §9; DESIGN.md; decision 0025).
import { z } from "zod";
import { emailField } from "./accounts.ts";
import { DAY_MS } from "./days.ts";
import { personalCodeViewSchema } from "./promo-codes.ts";

/** inviteUser's answer: 0 on success, a distinct code for each refusal. */
export const INVITE_RESULTS = { invited: 0, already_member: 1, already_invited: 2, five_invited: 3, yourself: 4 } as const;
export type InviteOutcome = keyof typeof INVITE_RESULTS;

/** An invitee who registers within this many days of the invitation counts. */
export const REFERRAL_WINDOW_DAYS = 3;
/** Friends who must count for the reward, and the most invitations open or counted at once. */
export const REFERRALS_FOR_REWARD = 5;

export const inviteFriendSchema = z.object({
  email: emailField,
  firstName: z.string({ error: "validation.firstNameRequired" }).trim().min(1, "validation.firstNameRequired").max(60),
  lastName: z.string().trim().max(60).default(""),
});

/** The end of an invitation's window: registering after it does not count. */
export function referralWindowEnd(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + REFERRAL_WINDOW_DAYS * DAY_MS);
}

/** Where an invitation stands: the friend joined in time, may still join, or the window closed. */
export const REFERRAL_STATUSES = ["joined", "waiting", "lapsed"] as const;

/** The referral section's data for the signed-in user: their invitations, how many count, their codes. */
export const referralSummarySchema = z.object({
  needed: z.number().describe("Friends who must count for the reward"),
  counted: z.number(),
  invitations: z.array(z.object({ email: z.string(), invitedAt: z.iso.datetime(), status: z.enum(REFERRAL_STATUSES), windowEnd: z.iso.datetime() })),
  codes: z.array(personalCodeViewSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
