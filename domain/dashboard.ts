import { z } from "zod";
import { type LifecycleErrorCode, type ListingAction, type ListingActionType, type ListingState, transition } from "./lifecycle.ts";
import { LISTING_STATUSES, LISTING_TYPES, type ListingType } from "./listing.ts";
import { checkPromoCode, planPaymentFields } from "./plan-payment.ts";
import { PLAN_IDS } from "./plans.ts";

// The owner's dashboard (SPEC.md §7 "The owner's properties") and the forms of
// its lifecycle screens, shared by the pages and their actions.

export const DASHBOARD_PAGE_SIZE = 20;
/** The page sizes an owner may choose; the choice is kept on the user (`dashboard_limit`). */
export const DASHBOARD_PAGE_SIZES = [10, 20, 50, 100] as const;
export type DashboardPageSize = (typeof DASHBOARD_PAGE_SIZES)[number];
const isPageSize = (value: number): value is DashboardPageSize => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(value);
export const DASHBOARD_SORTS = ["newest", "price_asc", "price_desc", "expiry"] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

/** The statuses an owner can filter by: everything but a permanent delete. */
export const DASHBOARD_STATUSES = LISTING_STATUSES.filter((status) => status !== "Deleted_Permanent");

/** An unknown or empty query value means "no filter" rather than an error: the URL is typed by people. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((value) => ((values as readonly string[]).includes(value ?? "") ? (value as T[number]) : undefined));

/** The dashboard's query string: tab, filters, sort and page. No tab means all listings. */
export const dashboardQuerySchema = z.object({
  listing_type: optionalEnum(LISTING_TYPES),
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, 100) || undefined),
  status: optionalEnum(DASHBOARD_STATUSES as unknown as readonly [string, ...string[]]),
  plan: optionalEnum(PLAN_IDS),
  visible: optionalEnum(["yes", "no"] as const),
  sort: optionalEnum(DASHBOARD_SORTS).transform((value) => value ?? "newest"),
  // Absent: the page size the owner chose last (kept on the user).
  limit: z.coerce
    .number()
    .refine(isPageSize)
    .optional()
    .catch(undefined)
    .transform((value) => value as DashboardPageSize | undefined),
  // Past the last page the dashboard goes to its last page (decision 0038), never to page 1.
  page: z.coerce
    .number()
    .int()
    .min(1)
    .transform((value) => Math.min(value, 10_000))
    .catch(1)
    .optional()
    .transform((value) => value ?? 1),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  return dashboardQuerySchema.parse(Object.fromEntries(params));
}

/** The dashboard's one-click actions on a listing, each a lifecycle action of the same name. */
export const LISTING_INTENTS = ["add", "remove", "boost", "cancelMembership", "permanentDelete"] as const;
export type ListingIntent = (typeof LISTING_INTENTS)[number];

/** The dashboard's Bulk renew: the listings ticked on the page (at most a page of them). */
export const bulkRenewSchema = z.object({
  intent: z.literal("bulkRenew"),
  propertyIds: z
    .array(z.uuid())
    .min(1, "dashboard.bulkNoneSelected")
    .max(Math.max(...DASHBOARD_PAGE_SIZES)),
});

export const dashboardActionSchema = z.discriminatedUnion("intent", [z.object({ intent: z.enum(LISTING_INTENTS), propertyId: z.uuid() }), bulkRenewSchema]);
export type DashboardAction = z.output<typeof dashboardActionSchema>;

/** /renewmembership: how a paid plan's renewal is paid (a free renewal ignores it). */
export const renewSchema = z.object(planPaymentFields).superRefine(checkPromoCode);

/** /changemembership: the plan chosen and how it is paid. */
export const changePlanSchema = z.object({ plan: z.enum(PLAN_IDS, { error: "dashboard.planRequired" }), ...planPaymentFields }).superRefine(checkPromoCode);

// ------------------------------------------------------------ what an owner may do

/** The actions a listing's row of the dashboard may offer, in the order they are shown. */
export const OWNER_ACTIONS = [
  "edit",
  "changePlan",
  "renew",
  "activate",
  "add",
  "remove",
  "boost",
  "bulkRenew",
  "cancelMembership",
  "permanentDelete",
] as const satisfies readonly ListingActionType[];
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** The flag an owner's activation leaves (docs/decisions/0010-dashboard.md). */
export const ACTIVATE_FLAG = "Activate";

function sample(action: OwnerAction, state: ListingState): ListingAction {
  if (action === "changePlan") return { type: "changePlan", plan: state.planId === "free" ? "gold" : "free" };
  if (action === "activate") return { type: "activate", flag: ACTIVATE_FLAG };
  return { type: action };
}

/**
 * What the lifecycle allows on this listing now, asked of the state machine
 * itself so the dashboard never restates its rules. Show and Hide are offered
 * only when they would change something.
 */
export function ownerActions(state: ListingState, now: Date): OwnerAction[] {
  return OWNER_ACTIONS.filter((action) => {
    if (action === "add" && state.visible) return false;
    if (action === "remove" && !state.visible) return false;
    // A rented or sold home is put back on the market first (Show); paying for a plan comes after.
    if (action === "changePlan" && state.takenAt) return false;
    return transition(state, sample(action, state), now).ok;
  });
}

export type CreditsScreen = "applycredits" | "editcredits";

/**
 * Where the dashboard sends an owner to spend credits on a listing (decision 0046, after 0025):
 * `/editcredits` while a paid plan has time left (the change is prorated), else `/applycredits`
 * (periods of Gold or Platinum). None where the plan may not change, or once rented or sold.
 */
export function creditsScreen(state: ListingState, now: Date): CreditsScreen | null {
  if (state.takenAt || !transition(state, sample("changePlan", state), now).ok) return null;
  const paidTimeLeft = state.planId !== "free" && state.status === "Approved" && state.expiresOn !== null && state.expiresOn.getTime() > now.getTime();
  return paidTimeLeft ? "editcredits" : "applycredits";
}

/** Why the state machine refuses `action` on this listing, or null when it allows it. */
export function refusalOf(state: ListingState, action: OwnerAction, now: Date): LifecycleErrorCode | null {
  const result = transition(state, sample(action, state), now);
  return result.ok ? null : result.error;
}

/** A plan's price for a listing of this type, in USD. */
export function planPriceFor(plan: { rentalPriceUsd: number; salePriceUsd: number }, listingType: ListingType): number {
  return listingType === "Sale" ? plan.salePriceUsd : plan.rentalPriceUsd;
}

/** The dashboard's address for a query, with `changes` applied; defaults are left out. */
export function dashboardHref(query: DashboardQuery, changes: Partial<DashboardQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of ["listing_type", "q", "status", "plan", "visible", "sort", "limit", "page"] as const) {
    const value = next[key];
    if (value === undefined || (key === "sort" && value === "newest") || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/dashboard?${search}` : "/dashboard";
}

/** What `last_dashboard_search` keeps: the tab, filters and sort (not the page), null when all are defaults. */
export function rememberedDashboardSearch(query: DashboardQuery): Record<string, string> | null {
  const href = dashboardHref({ ...query, limit: undefined, page: 1 });
  const search = href.split("?")[1];
  return search ? Object.fromEntries(new URLSearchParams(search)) : null;
}

/** The dashboard's address with a remembered search (a stored value is parsed leniently, as an address is). */
export function rememberedDashboardHref(search: unknown): string {
  if (!search || typeof search !== "object") return "/dashboard";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (typeof value === "string") params.set(key, value);
  return dashboardHref({ ...parseDashboardQuery(params), limit: undefined, page: 1 });
}
