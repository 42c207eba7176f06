import { eq } from "drizzle-orm";
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface ProfileInput {
  firstName: string;
  lastName: string;
  country: string;
  phone: string;
}

/** Names and phone of the signed-in user; only ever their own row. */
export async function updateProfile(userId: string, input: ProfileInput): Promise<void> {
  await db()
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phone: input.phone,
      country: input.country,
      countryCode: `+${getCountryCallingCode(input.country as CountryCode)}`,
    })
    .where(eq(users.id, userId));
}

/** The user's own account row, as the app's `me` shows it. */
export async function findAccount(userId: string) {
  const [row] = await db()
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      name: users.name,
      countryCode: users.countryCode,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      country: users.country,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What the settings form edits. */
export async function findProfile(userId: string) {
  const account = await findAccount(userId);
  if (!account) return null;
  const { email, firstName, lastName, phone, country, locale } = account;
  return { email, firstName, lastName, phone, country, locale };
}
