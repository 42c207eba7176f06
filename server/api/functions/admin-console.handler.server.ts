import { decideListingReport } from "../../admin/listing-reports.server.ts";
import { setAdminRole as setUserAdminRole } from "../../admin/set-admin-role.server.ts";
import { setExchangeRateAsAdmin } from "../../admin/set-exchange-rate.server.ts";
import { setVerifiedOwner as setUserVerifiedOwner } from "../../admin/set-verified-owner.server.ts";
import { updatePlan } from "../../admin/update-plan.server.ts";
import { currentLbpPerUsd } from "../../money/exchange-rate.server.ts";
import { createPromoCode as createCode, setPromoCodePaused as pauseCode } from "../../promo/admin-promo-codes.server.ts";
import { readBoostSettings, saveBoostSettings } from "../../settings/boost-settings.server.ts";
import { listCreditPacks, setCreditPacks as saveCreditPacks } from "../../settings/credit-packs.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_REPORT_ID, EXAMPLE_PAUSABLE_PROMO_CODE, EXAMPLE_SECOND_OWNER_ID } from "./examples.ts";
import {
  adminRoleInput,
  boostSettingsInput,
  boostSettingsOutput,
  createPromoCodeInput,
  createPromoCodeOutput,
  creditPacksInput,
  creditPacksOutput,
  decideReportInput,
  doneOutput,
  exchangeRateInput,
  exchangeRateOutput,
  planPricesInput,
  planPricesOutput,
  setPromoCodePausedInput,
  verifiedOwnerInput,
} from "./admin-console.schema.ts";

const TAG = "Admin";
const ADMIN_RULE =
  "Admins only (403 for anyone else, checked again against the database's roles); the change is written to the audit trail (/admin/audit) in the same transaction, as the console's.";
const done = { result: "success" as const };

export const createPromoCode = defineFunction({
  name: "createPromoCode",
  tag: TAG,
  summary: "Create a promo code for a paid plan",
  description: `\`/admin/promo-codes\`' New code: a campaign code for \`planId\` (\`durationDays\` of it, up to \`maxUses\` listings, until \`expiresOn\`), or with \`ownerEmail\` a personal code for that user alone, who is mailed it (404 for an unknown email). A \`code\` already taken is 409 \`promo_code_taken\`. Send an \`Idempotency-Key\`: a retry does not create a second code. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["promo_code_taken", "not_found"],
  idempotent: true,
  input: createPromoCodeInput,
  output: createPromoCodeOutput,
  example: { input: { planId: "gold", durationDays: 30, maxUses: 100 }, output: { code: "PROMO-K7QH2M9XWA" } },
  async handler(input, { caller }) {
    return { code: await createCode(caller.id, input) };
  },
});

export const setPromoCodePaused = defineFunction({
  name: "setPromoCodePaused",
  tag: TAG,
  summary: "Pause or resume a promo code",
  description: `\`/admin/promo-codes\`' Pause and Resume: a paused code is refused (\`promo_paused\`) until it is resumed. An unknown code is 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found"],
  input: setPromoCodePausedInput,
  output: doneOutput,
  example: { input: { code: EXAMPLE_PAUSABLE_PROMO_CODE, paused: true }, output: done },
  async handler({ code, paused }, { caller }) {
    await pauseCode(caller.id, code, paused);
    return done;
  },
});

export const setBoostSettings = defineFunction({
  name: "setBoostSettings",
  tag: TAG,
  summary: "Set the boost's price and cooldown",
  description: `\`/admin/promo-codes\`' Boosts form: what boostProperty charges and how long a listing waits between boosts. Answers the settings now in force. ${ADMIN_RULE}`,
  access: "admin",
  input: boostSettingsInput,
  output: boostSettingsOutput,
  example: { input: { priceUsd: 2, cooldownHours: 24 }, output: { priceUsd: 2, cooldownHours: 24 } },
  async handler(settings, { caller }) {
    await saveBoostSettings(caller.id, settings);
    return readBoostSettings();
  },
});

export const setCreditPacks = defineFunction({
  name: "setCreditPacks",
  tag: TAG,
  summary: "Set the credit packs offered",
  description: `The payment desk's Credit packs form: the amounts \`/credits\` and makePayment offer (payments already made keep theirs). ${ADMIN_RULE}`,
  access: "admin",
  input: creditPacksInput,
  output: creditPacksOutput,
  example: { input: { packs: "10, 25, 50, 100" }, output: { packs: [10, 25, 50, 100] } },
  async handler({ packs }, { caller }) {
    await saveCreditPacks(caller.id, packs);
    return { packs: await listCreditPacks() };
  },
});

export const setVerifiedOwner = defineFunction({
  name: "setVerifiedOwner",
  tag: TAG,
  summary: "Give or take a user's verified-owner badge",
  description: `\`/admin/users\`' Verified owner (decision 0035): the badge shows on the user's listings; who gave it and when are kept. An unknown or closed account is 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found"],
  input: verifiedOwnerInput,
  output: doneOutput,
  example: { input: { userId: EXAMPLE_SECOND_OWNER_ID, verified: true }, output: done },
  async handler({ userId, verified }, { caller }) {
    await setUserVerifiedOwner(caller.id, userId, verified);
    return done;
  },
});

export const setAdminRole = defineFunction({
  name: "setAdminRole",
  tag: TAG,
  summary: "Give or take a user's Admin role",
  description: `\`/admin/users\`' Make admin and Remove admin: one change at a time, so two admins cannot remove each other at once; an admin cannot remove their own role (409 \`own_admin_role\`). An unknown or closed account is 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["own_admin_role", "not_found"],
  input: adminRoleInput,
  output: doneOutput,
  example: { input: { userId: EXAMPLE_SECOND_OWNER_ID, grant: false }, output: done },
  async handler({ userId, grant }, { caller }) {
    await setUserAdminRole(caller.id, userId, grant);
    return done;
  },
});

export const updatePlanPrices = defineFunction({
  name: "updatePlanPrices",
  tag: TAG,
  summary: "Set a plan's prices and period",
  description: `\`/admin/plans\`: a plan's price per period for rentals and for sales, and its period's days. The price pages and the next payments follow; listings already approved keep their expiry. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found"],
  input: planPricesInput,
  output: planPricesOutput,
  example: {
    input: { planId: "gold", rentalPriceUsd: 15, salePriceUsd: 30, durationDays: 30 },
    output: { planId: "gold", rentalPriceUsd: 15, salePriceUsd: 30, durationDays: 30 },
  },
  async handler(input, { caller }) {
    await updatePlan(caller.id, input);
    return input;
  },
});

export const setExchangeRate = defineFunction({
  name: "setExchangeRate",
  tag: TAG,
  summary: "Set the exchange rate",
  description: `\`/admin/exchange-rate\`: a new rate in Lebanese pounds per US dollar, in force at once (exchangeRate answers it); the listings' calculated prices follow in a background job. ${ADMIN_RULE}`,
  access: "admin",
  input: exchangeRateInput,
  output: exchangeRateOutput,
  example: { input: { lbpPerUsd: 89_500 }, output: { lbpPerUsd: 89_500 } },
  async handler({ lbpPerUsd }, { caller }) {
    await setExchangeRateAsAdmin(caller.id, lbpPerUsd);
    return { lbpPerUsd: await currentLbpPerUsd() };
  },
});

export const decideReport = defineFunction({
  name: "decideReport",
  tag: TAG,
  summary: "Resolve or dismiss a listing report",
  description: `\`/admin/reports/{id}\`: \`resolved\` when the admin acted on the listing (hid it, asked its owner to fix it), \`dismissed\` when there was nothing to do; who decided and when are kept. An unknown report is 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found"],
  input: decideReportInput,
  output: doneOutput,
  example: { input: { ReportID: EXAMPLE_LISTING_REPORT_ID, decision: "dismissed" }, output: done },
  async handler({ ReportID, decision }, { caller }) {
    await decideListingReport(caller.id, ReportID, decision);
    return done;
  },
});
