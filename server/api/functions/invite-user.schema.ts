import { z } from "zod";
import { INVITE_RESULTS } from "../../../domain/referrals.ts";

export const inviteUserInput = z.object({
  Email: z.email().max(254).describe("The friend's address"),
  UserID: z.uuid().optional().describe("The inviter: the caller's own id (another user's is refused); may be left out"),
  FName: z.string().trim().min(1).max(60),
  LName: z.string().trim().max(60).default(""),
});

const outcomes = Object.keys(INVITE_RESULTS) as [keyof typeof INVITE_RESULTS, ...Array<keyof typeof INVITE_RESULTS>];

export const inviteUserOutput = z.object({
  result: z
    .number()
    .int()
    .min(0)
    .max(4)
    .describe(
      "0 invited; 1 already a member; 2 already invited (by the caller, or by someone within the last three days); 3 five invitations already open or counted; 4 the caller's own address",
    ),
  outcome: z.enum(outcomes),
  message: z.string().describe("The outcome in the caller's language"),
});
