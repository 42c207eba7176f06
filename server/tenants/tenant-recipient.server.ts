import { and, eq, isNull } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/locale.ts";
import { accounts, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

export interface MailRecipient {
  id: string;
  email: string;
  firstName: string;
  name: string;
  locale: Locale;
}

const recipientColumns = { id: users.id, email: users.email, firstName: users.firstName, name: users.name, locale: users.locale };

const asRecipient = (row: { id: string; email: string; firstName: string; name: string; locale: string }): MailRecipient => ({
  ...row,
  locale: isLocale(row.locale) ? row.locale : "en",
});

/** A tenant linked to the property (SPEC.md §7's PersonID), else not_found. */
export async function linkedTenant(propertyId: string, personId: string): Promise<MailRecipient> {
  if (!/^[0-9a-f-]{36}$/i.test(personId)) throw new AppError("not_found");
  const [row] = await db()
    .select(recipientColumns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.propertyId, propertyId), eq(accounts.userId, personId), isNull(users.deletedAt)));
  if (!row) throw new AppError("not_found");
  return asRecipient(row);
}

export async function userRecipient(userId: string): Promise<MailRecipient | null> {
  const [row] = await db()
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? asRecipient(row) : null;
}
