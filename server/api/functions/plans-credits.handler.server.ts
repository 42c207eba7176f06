import { LEDGER_PAGE_SIZE } from "../../../domain/credits.ts";
import { paymentOf } from "../../../domain/plan-payment.ts";
import { formatReceiptNumber } from "../../../domain/receipts.ts";
import { listingActorOf } from "../../auth/request-actor.server.ts";
import { creditBalance } from "../../credits/credit-balance.server.ts";
import { creditLedgerLines } from "../../credits/credit-ledger.server.ts";
import { AppError } from "../../errors.server.ts";
import { applyCredits } from "../../listings/apply-credits.server.ts";
import { changeListingPlan } from "../../listings/change-plan.server.ts";
import { editListingCredits } from "../../listings/edit-credits.server.ts";
import { paymentFor, userPayments } from "../../payments/find-payments.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_CREDIT_PAYMENT, EXAMPLE_LIFECYCLE_LISTINGS, EXAMPLE_OWNER_EMAIL, EXAMPLE_OWNER_ID } from "./examples.ts";
import { LIFECYCLE_REFUSALS, OWNER_RULE, pendingExample, PLAN_PAYMENT_ERRORS, stateAfter } from "./listing-lifecycle.handler.server.ts";
import {
  applyCreditsInput,
  changePlanInput,
  creditsInput,
  creditsOutput,
  editCreditsInput,
  editCreditsOutput,
  paymentsInput,
  paymentsOutput,
  receiptInput,
  receiptOutput,
} from "./plans-credits.schema.ts";
import { listingStateOutput } from "./listing-lifecycle.schema.ts";

const TAG = "Credits";

const WAITS =
  "Without enough credits (402 `insufficient_credits`) the listing stays as it was, waiting for that plan: makePayment with `PropertyID` buys it, and the plan is applied once the payment is confirmed.";

export const changePlan = defineFunction({
  name: "changePlan",
  tag: TAG,
  summary: "Change a listing's plan, paid with credits or a promo code",
  description: `\`/changemembership\` (SPEC.md §4 Change plan): the listing moves to \`plan\` and waits for review (Flag \`Change_from_<plan>\`); a live listing stays public on its old plan meanwhile. Free costs nothing; Gold and Platinum cost one period, paid with the caller's credits (\`payment: credits\`) or a promo code for that plan (\`payment: promo\`, \`promoCode\`). ${WAITS} ${OWNER_RULE}`,
  access: "signed-in",
  errors: PLAN_PAYMENT_ERRORS,
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: changePlanInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.changePlan, plan: "gold", payment: "credits" },
    output: pendingExample(EXAMPLE_LIFECYCLE_LISTINGS.changePlan, "Change_from_free", "gold", true),
  },
  async handler(input, { caller }) {
    await changeListingPlan({ propertyId: input.PropertyID, actor: listingActorOf(caller), plan: input.plan, payment: paymentOf(input) });
    return stateAfter(input.PropertyID, caller);
  },
});

export const applyCreditsFunction = defineFunction({
  name: "applyCredits",
  tag: TAG,
  summary: "Buy periods of Gold or Platinum for a listing",
  description: `\`/applycredits\` (decision 0046): \`periods\` periods (1 to 12) of a paid plan, paid with credits or a promo code (a code gives its own duration), through the same plan change as changePlan. A listing that still has paid time is refused (409 \`paid_time_left\`): editCredits changes it for the time it has left. ${WAITS} ${OWNER_RULE}`,
  access: "signed-in",
  errors: [...PLAN_PAYMENT_ERRORS, "paid_time_left"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: applyCreditsInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.applyCredits, plan: "gold", periods: 2, payment: "credits" },
    output: pendingExample(EXAMPLE_LIFECYCLE_LISTINGS.applyCredits, "Change_from_free", "gold", true),
  },
  async handler(input, { caller }) {
    await applyCredits({ propertyId: input.PropertyID, actor: listingActorOf(caller), plan: input.plan, periods: input.periods, payment: paymentOf(input) });
    return stateAfter(input.PropertyID, caller);
  },
});

export const editCredits = defineFunction({
  name: "editCredits",
  tag: TAG,
  summary: "Move a paid listing to another plan for the time it has left",
  description: `\`/editcredits\` (decision 0025): a Gold or Platinum listing with paid time left moves to \`target\` for that time: an upgrade charges the difference in credits, a downgrade or \`free\` gives back the unused part of what was spent on it. Without paid time left: 409 \`nothing_to_refund\` (applyCredits buys periods). ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "nothing_to_refund", "insufficient_credits", ...LIFECYCLE_REFUSALS],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: editCreditsInput,
  output: editCreditsOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.editCredits, target: "gold" },
    output: {
      PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.editCredits,
      Status: "Pending Approval",
      Flag: "Change_from_platinum",
      Visible: true,
      Plan: "gold",
      ExpiresOn: "2026-12-19T09:00:00.000Z",
      change: "downgrade",
      chargedUsd: 0,
      refundedUsd: 0,
      days: 20,
    },
  },
  async handler(input, { caller }) {
    const quote = await editListingCredits({ propertyId: input.PropertyID, actor: listingActorOf(caller), target: input.target });
    return {
      ...(await stateAfter(input.PropertyID, caller)),
      change: quote.kind,
      chargedUsd: quote.kind === "upgrade" ? quote.charge : 0,
      refundedUsd: quote.kind === "upgrade" ? 0 : quote.refund,
      days: quote.days,
    };
  },
});

export const credits = defineFunction({
  name: "credits",
  tag: TAG,
  summary: "The caller's credit balance and ledger",
  description: `The caller's credits as \`/credits\` shows them: the balance and one page of the ledger (${LEDGER_PAGE_SIZE} movements, newest first), each movement with the balance right after it. Never another user's.`,
  access: "signed-in",
  input: creditsInput,
  output: creditsOutput,
  example: {
    input: { page: 1 },
    output: {
      balanceUsd: 200,
      ledger: [
        {
          id: 1,
          at: "2026-11-20T09:00:00.000Z",
          kind: "purchase",
          amountCents: 20_000,
          balanceCents: 20_000,
          propertyId: null,
          propertyTitle: null,
          paymentId: EXAMPLE_CREDIT_PAYMENT.id,
          note: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: LEDGER_PAGE_SIZE,
    },
  },
  async handler({ page }, { caller }) {
    const [balanceUsd, ledger] = await Promise.all([creditBalance(caller.id), creditLedgerLines(caller.id, page)]);
    return { balanceUsd, ledger: ledger.lines, total: ledger.total, page, pageSize: LEDGER_PAGE_SIZE };
  },
});

const examplePayment = {
  id: EXAMPLE_CREDIT_PAYMENT.id,
  reference: EXAMPLE_CREDIT_PAYMENT.reference,
  status: "confirmed" as const,
  method: "bank_transfer" as const,
  amount: EXAMPLE_CREDIT_PAYMENT.amountUsd,
  currency: "USD" as const,
  amountCents: EXAMPLE_CREDIT_PAYMENT.amountUsd * 100,
  lbpPerUsd: 89_500,
  refundedCents: 0,
  planName: null,
  propertyId: null,
  propertyTitle: null,
  receiptNumber: 1,
  rejectionReason: null,
  hasProof: false,
  createdAt: "2026-11-20T09:00:00.000Z",
  confirmedAt: "2026-11-20T09:00:00.000Z",
  buyer: { id: EXAMPLE_OWNER_ID, name: "Rami Haddad", email: EXAMPLE_OWNER_EMAIL, phone: "3123456" },
};

export const payments = defineFunction({
  name: "payments",
  tag: TAG,
  summary: "The caller's payments, with their receipts",
  description:
    "The caller's payments for credits and plans, newest first, as `/credits` lists them: pending, confirmed (with its `receiptNumber`: read it with `receipt`), rejected or refunded. Never another user's.",
  access: "signed-in",
  input: paymentsInput,
  output: paymentsOutput,
  example: { input: { limit: 10 }, output: { results: [examplePayment] } },
  async handler({ limit }, { caller }) {
    return { results: await userPayments(caller.id, limit) };
  },
});

export const receipt = defineFunction({
  name: "receipt",
  tag: TAG,
  summary: "The receipt of one of the caller's confirmed payments",
  description:
    "What `/credits/receipts/{id}` prints: a confirmed payment with its receipt number. Another user's payment, or one not confirmed (no receipt yet), is 404; an admin may read any.",
  access: "signed-in",
  errors: ["not_found"],
  input: receiptInput,
  output: receiptOutput,
  example: { input: { PaymentID: EXAMPLE_CREDIT_PAYMENT.id }, output: { receipt: formatReceiptNumber(1), payment: examplePayment } },
  async handler({ PaymentID }, { caller }) {
    const payment = await paymentFor(caller.id, PaymentID);
    if (payment.receiptNumber === null) throw new AppError("not_found");
    return { receipt: formatReceiptNumber(payment.receiptNumber), payment };
  },
});
