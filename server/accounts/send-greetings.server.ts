import { and, eq, isNull } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

/**
 * SPEC.md §7 "Send Greetings": the welcome mail, once per user and only once the email is
 * verified (right after verification, or when the app asks). Marking and mailing go together:
 * a second call, from any instance, finds the user greeted and sends nothing.
 */
export async function sendGreetings(userId: string): Promise<void> {
  const [user] = await db()
    .update(users)
    .set({ greetedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, true), isNull(users.greetedAt)))
    .returning({ email: users.email, firstName: users.firstName, locale: users.locale });
  if (!user) return;
  await queueMail({
    to: user.email,
    kind: "greeting",
    locale: isLocale(user.locale) ? user.locale : "en",
    data: { name: user.firstName, url: publicUrl(runtime().env) },
  });
}
