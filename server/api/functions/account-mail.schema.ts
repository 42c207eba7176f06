import { z } from "zod";
import { emailField } from "../../../domain/accounts.ts";

// The spec's payload names (SPEC.md §7): `EMail`, `Email` and `UserID` as the old app sent them.
export const authUserInput = z.strictObject({ UserID: z.uuid() });
export const authUserByEmailInput = z.strictObject({ EMail: emailField });
export const passwordResetInput = z.strictObject({ Email: emailField });
export const sendGreetingsInput = z.strictObject({ UserID: z.uuid() });

export const mailRequestOutput = z.object({
  result: z.literal("success").describe("Always `success` (after the rate limit): the answer never tells whether the account exists"),
});
