import { z } from "zod";
import { signInSchema, signUpSchema } from "../../../domain/accounts.ts";
import { profileOutputSchema } from "./profile.schema.ts";

export const signInInput = signInSchema.omit({ redirectTo: true }).strict();
export const signInOutput = z.object({
  token: z.string().describe("The session token: send it as `Authorization: Bearer <token>`; valid 30 days, renewed daily while used"),
  user: profileOutputSchema,
});

export const signOutInput = z.object({}).meta({ description: "No payload." });
export const signOutOutput = z.object({ result: z.literal("success") });

/** The Sign Up dialog's two steps in one call (SPEC.md §7 CREATE_ACCOUNT), by the same rules. */
export const signUpInput = signUpSchema.meta({
  description: "The web's Sign Up fields: `country` is the ISO code of the dial-code picker (LB); `phone` its national number, non-digits dropped.",
});
export const signUpOutput = z.object({ result: z.literal("success") });
