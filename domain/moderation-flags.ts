/**
 * What the moderation queue warns an admin of on a pending listing (decision 0067). A flag never
 * blocks: the admin approves or rejects, and may reject with the flag as the reason in one click.
 */
import { findPhoneNumbersInText } from "libphonenumber-js";
import type { ListingType } from "./listing.ts";
import type { ListingReportReason } from "./listing-reports.ts";
import { hammingDistance, MATCH_DISTANCE } from "./photo-fingerprint.ts";

/** Another listing, as a flag names and links it. */
export interface FlaggedListing {
  id: string;
  title: string;
  listingType: ListingType;
}

export type ModerationFlag =
  /** Photo `position` (0 first) is within MATCH_DISTANCE of a photo of another owner's listing. */
  | { kind: "copiedPhoto"; position: number; source: FlaggedListing; sourcePosition: number; distance: number }
  /** Photos `positions` (0 first, at least two) of this listing are one picture: the same photo, or near copies of the first. */
  | { kind: "repeatedPhoto"; positions: number[] }
  /** The same owner's live listing in the same area, of the same listing and property type, with a nearly equal title or the same photos. */
  | { kind: "duplicateListing"; of: FlaggedListing; sameTitle: boolean; samePhotos: boolean }
  /** The description holds contact details: the talk would move off the site. */
  | { kind: "contactInDescription"; found: ContactKind[] }
  /** The asking price is FAR_BELOW_PERCENT or more under the median of its area's comparable live listings (decision 0066's groups). */
  | { kind: "priceFarBelow"; percent: number; listings: number; placeName: string; guidePath: string }
  /** Visitors' open reports on it (decision 0035), the newest first: its page lists the others. */
  | { kind: "reported"; reports: number; reasons: ListingReportReason[]; newestReportId: string };

/**
 * A price this far under the typical asking price of comparable homes is the scam's bait ("too good
 * to be true"); a real bargain is rarely 40% under the middle of at least 5 listings like it.
 */
export const FAR_BELOW_PERCENT = 40;

export type ContactKind = "phone" | "link" | "email";

/** Eastern Arabic and Persian digits as ASCII ones, so that "٠٣١٢٣٤٥٦" is read as a number. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x660) % 0x90));
}

const LINK = /(?:\bhttps?:\/\/|\bwww\.|\b(?:wa\.me|t\.me|bit\.ly)\/|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|lb|io|me|co|info|biz|app|link|site|online|store)\b)/i;
const EMAIL = /\b[^\s@<>()]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/i;

/**
 * A telephone number as an owner would paste it: Lebanese national (03 123 456, 71 123 456, the
 * mobile ranges 7x and 81 without their 0) or international (+961…, 00961…, any country). A bare
 * figure that only parses as a number without its 0, such as the price "1500000", is not one.
 */
function holdsPhoneNumber(text: string): boolean {
  return findPhoneNumbersInText(text, "LB").some((found) => {
    const written = text.slice(found.startsAt, found.endsAt).trim();
    return /^(?:\+|0)/.test(written) || /^(?:7\d|81)\d{6}$/.test(String(found.number.nationalNumber));
  });
}

/** Which contact details a listing's description holds (none: an empty list). */
export function contactsInDescription(description: string): ContactKind[] {
  const text = asciiDigits(description);
  const found: ContactKind[] = [];
  if (holdsPhoneNumber(text)) found.push("phone");
  const email = EMAIL.test(text);
  if (LINK.test(email ? text.replace(new RegExp(EMAIL.source, "gi"), " ") : text)) found.push("link");
  if (email) found.push("email");
  return found;
}

/**
 * The listing's photos that repeat one of its own (a draft's photos posted again, one photo
 * uploaded twice): each group of two or more, in order, joined to its earliest photo when within
 * MATCH_DISTANCE of it. Photos without a fingerprint yet are not compared.
 */
export function repeatedPhotos(photos: readonly { position: number; fingerprint: bigint }[]): Extract<ModerationFlag, { kind: "repeatedPhoto" }>[] {
  const groups: { fingerprint: bigint; positions: number[] }[] = [];
  for (const photo of [...photos].sort((a, b) => a.position - b.position)) {
    const group = groups.find((candidate) => hammingDistance(candidate.fingerprint, photo.fingerprint) <= MATCH_DISTANCE);
    if (group) group.positions.push(photo.position);
    else groups.push({ fingerprint: photo.fingerprint, positions: [photo.position] });
  }
  return groups.filter((group) => group.positions.length > 1).map((group) => ({ kind: "repeatedPhoto", positions: group.positions }));
}
