import { z } from "zod";

// Form schemas shared by the browser and the server. Messages are catalog
// keys; the English catalog holds SPEC.md §5's wording verbatim.

export const emailField = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .pipe(z.email("validation.emailInvalid"))
  .transform((email) => email.toLowerCase());

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "validation.passwordRequired" }).min(1, "validation.passwordRequired"),
  redirectTo: z.string().optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;

/** Only same-site paths are followed after signing in. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
