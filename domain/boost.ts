// Boosting a listing (SPEC.md §4 "Boost"): what it costs and how often (admin settings; decision 0025).
import { z } from "zod";
import { addDays, daysBetween, HOUR_MS } from "./days.ts";

export interface BoostSettings {
  /** Credits (USD) one boost costs; 0 makes boosts free. */
  priceUsd: number;
  /** Hours between two boosts of the same listing. */
  cooldownHours: number;
}

export const DEFAULT_BOOST_SETTINGS: BoostSettings = { priceUsd: 2, cooldownHours: 24 };

export const boostSettingsSchema = z.object({
  priceUsd: z.coerce
    .number({ error: "promote.admin.priceInvalid" })
    .min(0, "promote.admin.priceInvalid")
    .max(1000, "promote.admin.priceInvalid")
    .multipleOf(0.01, "promote.admin.priceInvalid"),
  cooldownHours: z.coerce
    .number({ error: "promote.admin.cooldownInvalid" })
    .int("promote.admin.cooldownInvalid")
    .min(0, "promote.admin.cooldownInvalid")
    .max(24 * 30, "promote.admin.cooldownInvalid"),
});

/** When a listing boosted at `boostedAt` may be boosted again (null: now). */
export function nextBoostAt(boostedAt: Date | null, settings: BoostSettings): Date | null {
  if (!boostedAt) return null;
  return new Date(boostedAt.getTime() + settings.cooldownHours * HOUR_MS);
}

export function mayBoostNow(boostedAt: Date | null, settings: BoostSettings, now: Date): boolean {
  const next = nextBoostAt(boostedAt, settings);
  return next === null || next.getTime() <= now.getTime();
}

/** How /promote-dashboard orders the owner's live listings: as search ranks them, most viewed first, soonest to expire first. */
export const PROMOTE_SORTS = ["position", "views", "expiry"] as const;
export type PromoteSort = (typeof PROMOTE_SORTS)[number];
export const PROMOTE_PAGE_SIZE = 10;

/** The board's view in its address (`?sort=views&page=2`); anything else reads as the first page by position. */
export const promoteViewSchema = z.object({
  sort: z.enum(PROMOTE_SORTS).catch("position"),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type PromoteView = z.infer<typeof promoteViewSchema>;

/** Whole hours until a listing may be boosted again (at least 1 while any wait is left). */
export function hoursUntil(next: Date, now: Date): number {
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / HOUR_MS));
}

/** /promote-dashboard's boost: one listing or several at once. */
export const boostSchema = z.object({ propertyIds: z.array(z.uuid()).min(1, "promote.noneSelected").max(100) });

/** The longest comparison a boost's effect is shown with: a week before, a week since. */
export const BOOST_EFFECT_MAX_DAYS = 7;

/**
 * What the last boost changed, in search impressions (decision 0038): the `days` days from the
 * boost's day to today against as many days just before it, both from listing_daily_counters.
 */
export interface BoostEffect {
  boostDay: string;
  /** Whole days since the boost's day (0: boosted today). */
  daysAgo: number;
  /** How many days each side counts: the days since the boost (today included), at most a week. */
  days: number;
  before: number;
  since: number;
}

/** The two windows compared for a boost on `boostDay` seen on `today` (days as YYYY-MM-DD). */
export function boostWindows(boostDay: string, today: string): { daysAgo: number; days: number; beforeFrom: string; sinceTo: string } {
  const daysAgo = Math.max(0, daysBetween(boostDay, today));
  const days = Math.min(daysAgo + 1, BOOST_EFFECT_MAX_DAYS);
  const beforeFrom = addDays(boostDay, -days);
  const sinceTo = addDays(boostDay, days - 1);
  return { daysAgo, days, beforeFrom, sinceTo };
}
