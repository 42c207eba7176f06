import { z } from "zod";
import { signInSchema } from "../../../domain/accounts.ts";
import { profileOutputSchema } from "./profile.schema.ts";

export const signInInput = signInSchema.omit({ redirectTo: true }).strict();
export const signInOutput = z.object({
  token: z.string().describe("The session token: send it as `Authorization: Bearer <token>`; valid 30 days, renewed daily while used"),
  user: profileOutputSchema,
});

export const signOutInput = z.object({}).meta({ description: "No payload." });
export const signOutOutput = z.object({ result: z.literal("success") });
