// The admin console's forms and vocabulary (issue 4), shared by its screens and use cases.
import { z } from "zod";
import { PLAN_IDS } from "./plans.ts";
import { requestedPage } from "./paging.ts";
import type { Currency, ListingType } from "./listing.ts";

export const MODERATION_PAGE_SIZE = 20;
export const USERS_PAGE_SIZE = 25;
export const REJECT_REASON_MAX = 1000;

/** What an owner asks for with a pending listing, read from its Flag (SPEC.md §4). */
export type ModerationRequest = { kind: "new" | "edit" | "renew" } | { kind: "planChange"; fromPlan: string } | { kind: "other"; flag: string };

export function moderationRequest(flag: string | null): ModerationRequest {
  if (flag === "New" || flag === null) return { kind: "new" };
  if (flag === "Edit") return { kind: "edit" };
  if (flag === "Renew") return { kind: "renew" };
  const change = /^Change_from_(.+)$/.exec(flag);
  if (change) return { kind: "planChange", fromPlan: change[1]! };
  // Activation passes its own flag through.
  return { kind: "other", flag };
}

export const approveListingSchema = z.object({
  propertyId: z.uuid(),
});

export const rejectListingSchema = z.object({
  propertyId: z.uuid(),
  reason: z.string({ error: "admin.reasonRequired" }).trim().min(1, "admin.reasonRequired").max(REJECT_REASON_MAX, "admin.reasonTooLong"),
});

/** Recent live price changes on /admin/prices, newest first (decision 0076). */
export const PRICE_CHANGES_PAGE_SIZE = 25;

/** An admin puts back the price a live change replaced; the owner reads the reason. */
export const revertPriceSchema = z.object({
  propertyId: z.uuid(),
  changeId: z.int().positive(),
  reason: z.string({ error: "admin.prices.reasonRequired" }).trim().min(1, "admin.prices.reasonRequired").max(REJECT_REASON_MAX, "admin.reasonTooLong"),
});

/** One owner's live price change as /admin/prices lists it. */
export interface PriceChangeRow {
  id: number;
  propertyId: string;
  title: string;
  listingType: ListingType;
  oldPrice: number;
  oldUnit: Currency;
  newPrice: number;
  newUnit: Currency;
  changedAt: string;
  ownerName: string;
  ownerEmail: string;
  /** `revertable`: the listing's price now; `reverted` by an admin; `superseded` by a later change. */
  state: "revertable" | "reverted" | "superseded";
}

export const adminRoleSchema = z.object({
  userId: z.uuid(),
  grant: z.enum(["true", "false"]).transform((value) => value === "true"),
});

const usd = z
  .number({ error: "admin.priceInvalid" })
  .min(0, "admin.priceInvalid")
  .max(100_000, "admin.priceTooHigh")
  // Dollars and cents, no fractions of a cent.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "admin.priceInvalid");

export const planPricesSchema = z.object({
  planId: z.enum(PLAN_IDS),
  rentalPriceUsd: usd,
  salePriceUsd: usd,
  durationDays: z.number({ error: "admin.durationInvalid" }).int("admin.durationInvalid").min(1, "admin.durationInvalid").max(365, "admin.durationInvalid"),
});
export type PlanPricesInput = z.infer<typeof planPricesSchema>;

export const exchangeRateSchema = z.object({
  lbpPerUsd: z.number({ error: "admin.rateInvalid" }).int("admin.rateInvalid").min(1, "admin.rateInvalid").max(100_000_000, "admin.rateInvalid"),
});

/** A 1-based page number from the address; anything else is page 1. */
export function pageParam(value: string | null): number {
  // Past the last page is clamped by the page (redirectPastLastPage), never read as page 1.
  return requestedPage(value, 100_000);
}

/** A user as the admin's user search lists them. */
export const adminUserRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  createdAt: z.iso.datetime(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  deleted: z.boolean(),
  verifiedOwnerAt: z.iso.datetime().nullable().describe('When an admin gave the "verified owner" badge, or null (decision 0035)'),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
