import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LISTING_INTENTS } from "../../domain/dashboard.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";

// Issue 28: the phone app at parity with the website. Every `intent` of the `action` of every route
// behind the private and admin guards is a row here, mapped to the API function that does the same
// through the same use case (docs/decisions/0064-api-parity.md). A route action without an intent
// is one row, `(action)`. The routes and their intents are read from the source, so a new web
// action fails this test until it has a function or is listed as a gap.

const SINGLE = "(action)";

/** `<route file>#<intent>` → the function(s) doing the same. */
const PARITY: Record<string, readonly string[]> = {
  "routes/renew-membership.tsx#(action)": ["renewProperty"],
  "routes/activate-listing.tsx#(action)": ["activateProperty"],
  "routes/change-membership.tsx#(action)": ["changePlan"],
  "routes/apply-credits.tsx#(action)": ["applyCredits"],
  "routes/edit-credits.tsx#(action)": ["editCredits"],
  // /postlisting and /editlisting share the editor's action.
  "routes/listing-editor.tsx#(action)": ["AddProperty", "updateProperty"],
  "routes/settings.tsx#profile": ["updateProfile"],
  "routes/settings.tsx#email": ["changeEmail"],
  "routes/settings.tsx#password": ["changePassword"],
  "routes/settings.tsx#bank": ["setBankInformation"],
  "routes/settings.tsx#mail": ["setMailPreferences"],
  "routes/settings.tsx#delete": ["deleteAccount"],
  "routes/dashboard.tsx#add": ["setPropertyVisibility"],
  "routes/dashboard.tsx#remove": ["setPropertyVisibility"],
  "routes/dashboard.tsx#boost": ["boostProperty"],
  "routes/dashboard.tsx#cancelMembership": ["cancelMembership"],
  "routes/dashboard.tsx#permanentDelete": ["deleteProperty"],
  "routes/dashboard.tsx#bulkRenew": ["renewProperties"],
  // One listing per call; the page's several are several calls.
  "routes/promote-dashboard.tsx#(action)": ["boostProperty"],
  "routes/saved-searches.tsx#frequency": ["setAlertFrequency"],
  "routes/saved-searches.tsx#delete": ["deleteSavedSearch"],
  "routes/saved-searches.tsx#rename": ["renameSavedSearch"],
  "routes/requests.tsx#reply": ["sendMessage"],
  "routes/requests.tsx#answer": ["answerRequest"],
  "routes/requests.tsx#block": ["blockSender"],
  "routes/requests.tsx#unblock": ["blockSender"],
  "routes/offers.tsx#markTaken": ["markListingTaken"],
  "routes/offers.tsx#(action)": ["answerOffer"],
  "routes/notifications.tsx#(action)": ["markNotificationsRead"],
  "routes/credits.tsx#plan": ["makePayment"],
  "routes/credits.tsx#(action)": ["makePayment"],
  "routes/tenancy/overview.tsx#invite": ["invitetenant"],
  "routes/tenancy/overview.tsx#resend": ["resendInvitation"],
  "routes/tenancy/overview.tsx#revoke": ["revokeInvitation"],
  "routes/tenancy/overview.tsx#lease": ["recordLease"],
  "routes/tenancy/overview.tsx#notify": ["leaseStartNotify"],
  "routes/tenancy/overview.tsx#end": ["endTenancy"],
  "routes/tenancy/rent.tsx#record": ["recordRentPayment"],
  "routes/tenancy/rent.tsx#confirm": ["confirmRentPayment"],
  "routes/tenancy/rent.tsx#reject": ["rejectRentPayment"],
  "routes/tenancy/inspections.tsx#notify": ["inspectionStartNotify"],
  "routes/tenancy/inspections.tsx#publish": ["setInspectionPublic"],
  "routes/tenancy/inspections.tsx#record": ["recordInspection"],
  "routes/tenancy/inspections.tsx#respond": ["respondToInspection"],
  "routes/tenancy/files.tsx#(action)": ["uploadTenancyFile"],
  "routes/tenancy/rent.tsx#declare": ["declareRentPayment"],
  "routes/credit-payment.tsx#(action)": ["attachPaymentProof"],
  "routes/tenancy/issues.tsx#report": ["issueReport"],
  "routes/tenancy/issues.tsx#message": ["issueMessage"],
  "routes/tenancy/issues.tsx#move": ["moveIssue"],
  // The admin's console (access "admin"); the queue and the desk's list are moderationQueue and pendingPayments.
  "routes/admin/moderation.tsx#approve": ["approveProperty"],
  "routes/admin/moderation.tsx#reject": ["rejectProperty"],
  // The price changes' one action puts a price back (decision 0076).
  "routes/admin/prices.tsx#(action)": ["revertPrice"],
  "routes/admin/payments.tsx#confirm": ["confirmPayment"],
  "routes/admin/payments.tsx#reject": ["rejectPayment"],
  "routes/admin/payments.tsx#refund": ["refundPayment"],
  "routes/admin/payments.tsx#adjust": ["adjustCredits"],
  "routes/admin/payments.tsx#packs": ["setCreditPacks"],
  "routes/admin/promo-codes.tsx#pause": ["setPromoCodePaused"],
  "routes/admin/promo-codes.tsx#boost": ["setBoostSettings"],
  "routes/admin/promo-codes.tsx#create": ["createPromoCode"],
  "routes/admin/users.tsx#verified": ["setVerifiedOwner"],
  "routes/admin/users.tsx#(action)": ["setAdminRole"],
  "routes/admin/plans.tsx#(action)": ["updatePlanPrices"],
  "routes/admin/exchange-rate.tsx#(action)": ["setExchangeRate"],
  "routes/admin/report.tsx#(action)": ["decideReport"],
};

/**
 * Web actions with no function yet, and why. This list must only shrink: a row leaves it when its
 * function lands in PARITY, and no new web action may be added here instead of getting a function.
 */
const KNOWN_GAPS: Record<string, string> = {
  "routes/bulk.tsx#(action)": "not exposed: the spreadsheet upload is a desk task (multipart sheet and photos)",
};

/** How many gaps there may be at most: lower it as gaps close, never raise it. */
const MAX_GAPS = 1;

const appDir = path.join(process.cwd(), "app");
const read = (file: string) => fs.readFileSync(path.join(appDir, file), "utf8");

/** The route files behind the private and admin guards (app/routes.ts), those with an action. */
function guardedActionRoutes(): string[] {
  const config = read("routes.ts");
  const guarded = config.slice(config.indexOf('layout("routes/guards/private.tsx"'));
  const files = [...new Set([...guarded.matchAll(/"(routes\/[\w/-]+\.tsx)"/g)].map((match) => match[1]!))];
  return files.filter((file) => /export (async function|const) action\b/.test(read(file)));
}

/**
 * The intents a route's action tells apart: compared (`intent === "x"`), switched on, a form
 * schema per intent (`SCHEMAS`), a discriminated union on `intent`, or the dashboard's listing
 * actions. An action that reads no intent is one, `(action)`, and so is the fall-through branch
 * of an action that tests one intent and does something else otherwise.
 */
function intentsOf(file: string): string[] {
  const source = read(file);
  const intents = new Set<string>();
  for (const match of source.matchAll(/intent(?:"\))? === "(\w+)"/g)) intents.add(match[1]!);
  const schemas = /const SCHEMAS = \{([\s\S]*?)\}/.exec(source)?.[1];
  if (schemas) for (const match of schemas.matchAll(/(\w+):/g)) intents.add(match[1]!);
  if (source.includes('discriminatedUnion("intent"')) for (const match of source.matchAll(/z\.literal\("(\w+)"\)/g)) intents.add(match[1]!);
  if (source.includes("dashboardActionSchema")) for (const intent of LISTING_INTENTS) intents.add(intent);
  // `if (intent === "x") { … } else …` or `if (…"intent") === "x") … return …` with a default branch.
  const singleTest = /get\("intent"\) === "\w+"/.test(source) && !schemas && intents.size === 1;
  if (intents.size === 0 || singleTest) intents.add(SINGLE);
  return [...intents].map((intent) => `${file}#${intent}`);
}

describe("every web action has an API function (issue 28)", () => {
  const actions = guardedActionRoutes().flatMap(intentsOf);
  const functionNames = new Set(API_FUNCTIONS.map((fn) => fn.name));

  it("finds the routes' actions", () => {
    expect(actions.length).toBeGreaterThan(40);
  });

  it("maps each action to a function or lists it as a known gap", () => {
    expect(actions.filter((action) => !(action in PARITY) && !(action in KNOWN_GAPS))).toEqual([]);
  });

  it("names only functions of the registry", () => {
    expect(Object.entries(PARITY).filter(([, names]) => names.some((name) => !functionNames.has(name)))).toEqual([]);
  });

  it("keeps no row for an action that no longer exists, and none both mapped and a gap", () => {
    const known = new Set(actions);
    expect([...Object.keys(PARITY), ...Object.keys(KNOWN_GAPS)].filter((row) => !known.has(row))).toEqual([]);
    expect(Object.keys(PARITY).filter((row) => row in KNOWN_GAPS)).toEqual([]);
  });

  it("has no more gaps than before", () => {
    expect(Object.keys(KNOWN_GAPS).length).toBeLessThanOrEqual(MAX_GAPS);
  });
});
