import { and, eq } from "drizzle-orm";
import type { Locale } from "../../domain/locale.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { ShareListingInput } from "../../domain/share.ts";
import { properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { allowAttempt } from "../security/rate-limit.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { DAY_SECONDS } from "../../domain/days.ts";

// Anyone may share, so the mail must not become a way to write to strangers in bulk (decision
// 0044): per address sized for a carrier NAT's crowd, per signed-in sender, per recipient.
const PER_ADDRESS = { max: 30, windowSeconds: 60 * 60 };
const PER_SENDER = { max: 20, windowSeconds: 60 * 60 };
const PER_RECIPIENT = { max: 5, windowSeconds: DAY_SECONDS };

export interface Sharer {
  locale: Locale;
  clientAddress: string;
  /** The signed-in user sharing, whom the mail names; null for a visitor, whom it does not. */
  userId: string | null;
}

/**
 * Shares a public listing by email (SPEC.md §7 Share_Property), in the sender's language: the
 * page's form and the JSON API both call this. The mail names a signed-in sender by their
 * account's name and says "someone" for a visitor: the typed FullName is never shown.
 */
export async function shareListing(input: ShareListingInput, sharer: Sharer): Promise<void> {
  const [listing] = await db()
    .select({ id: properties.id, title: properties.title, listingType: properties.listingType })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), publicListing(new Date())))
    .limit(1);
  if (!listing) throw new AppError("not_found");
  const allowed =
    (await allowAttempt(`share:ip:${sharer.clientAddress}`, PER_ADDRESS)) &&
    (!sharer.userId || (await allowAttempt(`share:user:${sharer.userId}`, PER_SENDER))) &&
    (await allowAttempt(`share:email:${input.email}`, PER_RECIPIENT));
  if (!allowed) throw new AppError("rate_limited");
  const [sender] = sharer.userId ? await db().select({ name: users.name, email: users.email }).from(users).where(eq(users.id, sharer.userId)) : [];
  await queueMail({
    to: input.email,
    kind: "share-property",
    locale: sharer.locale,
    data: {
      name: "",
      url: `${publicUrl(runtime().env)}${listingPath(listing)}`,
      listingTitle: listing.title,
      ...(sender ? { senderName: sender.name.trim() || sender.email } : {}),
    },
  });
}
