import { z } from "zod";

// "Report this listing" (decision 0035): a visitor's report of a listing, and the admins' queue.

/** Why a listing is reported: a fixed list, so the queue can be read at a glance. */
export const LISTING_REPORT_REASONS = ["scam", "unavailable", "wrong_price", "wrong_details", "duplicate", "offensive", "other"] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

/** Open until an admin resolves it (acted on the listing) or dismisses it (nothing wrong). */
export const LISTING_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

/** A listing's reports' reasons, each once, the most frequent first (a tie keeps the first seen): what a moderator reads first. */
export function reasonsByFrequency(reasons: readonly ListingReportReason[]): ListingReportReason[] {
  const counts = new Map<ListingReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

export const REPORT_MESSAGE_MAX = 1000;
export const REPORTS_PAGE_SIZE = 20;

export const listingReportSchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, { error: "cards.report.reasonRequired" }),
  message: z
    .string()
    .trim()
    .max(REPORT_MESSAGE_MAX, "cards.report.messageTooLong")
    .optional()
    .transform((value) => value ?? ""),
});
export type ListingReportInput = z.infer<typeof listingReportSchema>;

export const decideReportSchema = z.object({
  reportId: z.uuid(),
  decision: z.enum(["resolved", "dismissed"]),
});

export const verifiedOwnerSchema = z.object({
  userId: z.uuid(),
  verified: z.enum(["true", "false"]).transform((value) => value === "true"),
});
