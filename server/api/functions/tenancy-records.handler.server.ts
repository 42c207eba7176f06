import { receiptLabel } from "../../../domain/receipts.ts";
import { endTenancy as endTenantTenancy } from "../../tenants/end-tenancy.server.ts";
import { recordLease as saveLease } from "../../tenants/record-lease.server.ts";
import { recordPayment } from "../../tenants/record-payment.server.ts";
import { propertyCode } from "../../tenants/rent-account-csv.server.ts";
import { reviewRentPayment } from "../../tenants/review-rent-payment.server.ts";
import { requireTenancyAccess } from "../../tenants/tenancy-access.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_DECLARED_RENT_PAYMENTS, EXAMPLE_LEAVING_TENANT, EXAMPLE_LISTING_ID, EXAMPLE_PROMO_LISTING_ID, EXAMPLE_TENANT } from "./examples.ts";
import {
  doneOutput,
  endTenancyInput,
  recordLeaseInput,
  recordRentPaymentInput,
  recordRentPaymentOutput,
  reviewRentPaymentInput,
} from "./tenancy-records.schema.ts";

const TAG = "Tenancies";
const LANDLORD_RULE = "Only the property's landlord: its tenant is refused (403), anyone else gets 404.";

export const recordLease = defineFunction({
  name: "recordLease",
  tag: TAG,
  summary: "Record or change a tenant's lease",
  description: `The Overview's lease form: dates, rent (\`rentAmount\` in \`unit\`, every \`paymentFrequency\`, due on \`dueDay\`) and deposit, by the same rules (the end after the start, amounts in cents). The rent account's charges follow the lease. An ended tenancy is refused (409 \`tenancy_ended\`). ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "lease_required"],
  input: recordLeaseInput,
  output: doneOutput,
  example: {
    input: {
      PropertyID: EXAMPLE_LISTING_ID,
      TenantID: EXAMPLE_TENANT.id,
      leaseStart: "2026-12-01",
      leaseEnd: "2027-11-30",
      rentAmount: 1400,
      unit: "USD",
      paymentFrequency: "monthly",
      dueDay: 5,
      deposit: 1400,
    },
    output: { result: "success" },
  },
  async handler({ PropertyID, TenantID, ...lease }, { caller }) {
    await saveLease(caller.id, PropertyID, TenantID, lease);
    return { result: "success" as const };
  },
});

export const recordRentPayment = defineFunction({
  name: "recordRentPayment",
  tag: TAG,
  summary: "Record a rent payment received",
  description: `The Rent tab's "Record a payment": the landlord records money received (backdated allowed), confirmed at once with its receipt number. \`amount\` in \`unit\`; a payment in the other currency than the lease's is converted at \`lbpPerUsd\` (today's rate when absent); a cheque needs \`chequeNumber\` and \`chequeDate\`. Send an \`Idempotency-Key\`: a retry does not record the payment twice. ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 120, windowSeconds: 60 * 60 }],
  input: recordRentPaymentInput,
  output: recordRentPaymentOutput,
  example: {
    input: {
      PropertyID: EXAMPLE_LISTING_ID,
      TenantID: EXAMPLE_TENANT.id,
      paidOn: "2026-11-05",
      amount: 1400,
      unit: "USD",
      method: "cheque",
      chequeNumber: "004512",
      chequeDate: "2026-11-05",
    },
    output: { result: "success", paymentId: "7c2e4a1b-3d5f-4e6a-8b9c-0d1e2f3a4b5c", receipt: "BT-1000-0001" },
  },
  async handler({ PropertyID, TenantID, ...payment }, { caller }) {
    const recorded = await recordPayment(caller.id, PropertyID, TenantID, payment);
    const { property } = await requireTenancyAccess(caller.id, PropertyID);
    return { result: "success" as const, paymentId: recorded.id, receipt: receiptLabel(propertyCode(property), recorded.receiptNumber) };
  },
});

/** The Rent tab's Confirm and Reject of a payment the tenant declared: one use case, two answers. */
function reviewFunction(decision: "confirm" | "reject") {
  const confirms = decision === "confirm";
  return defineFunction({
    name: confirms ? "confirmRentPayment" : "rejectRentPayment",
    tag: TAG,
    summary: confirms ? "Confirm a rent payment the tenant declared" : "Reject a rent payment the tenant declared",
    description: `${
      confirms
        ? "The landlord confirms a declared payment (its currency, rate and cheque details as the tenant declared them): it counts on the account and gets its receipt number."
        : "The landlord rejects a declared payment: it stays listed as rejected and does not count."
    } A payment already confirmed or rejected is 409 \`payment_not_pending\`. ${LANDLORD_RULE}`,
    access: "signed-in",
    errors: ["not_found", "forbidden", "tenancy_ended", "payment_not_pending"],
    idempotent: true,
    input: reviewRentPaymentInput,
    output: doneOutput,
    example: {
      input: { PropertyID: EXAMPLE_LISTING_ID, paymentId: confirms ? EXAMPLE_DECLARED_RENT_PAYMENTS.confirm : EXAMPLE_DECLARED_RENT_PAYMENTS.reject },
      output: { result: "success" },
    },
    async handler({ PropertyID, paymentId }, { caller }) {
      await reviewRentPayment(caller.id, PropertyID, paymentId, decision);
      return { result: "success" as const };
    },
  });
}

export const confirmRentPayment = reviewFunction("confirm");
export const rejectRentPayment = reviewFunction("reject");

export const endTenancy = defineFunction({
  name: "endTenancy",
  tag: TAG,
  summary: "End a tenant's tenancy and settle the deposit",
  description: `The Overview's "End the tenancy" (decisions 0028, 0052): the tenancy ends on \`endedOn\` (past, today or future; no period after it is charged) and the deposit is settled in the same transaction: \`returned\`, \`kept_in_part\` (with \`depositKept\` and \`depositKeptReason\`; 409 \`deposit_kept_too_much\` above the deposit) or \`applied_to_arrears\` (a confirmed payment "from the deposit" with its receipt). The former tenant then reads everything for two years and changes nothing. Already ended: 409 \`tenancy_ended\`. ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "deposit_kept_too_much"],
  idempotent: true,
  input: endTenancyInput,
  output: doneOutput,
  example: {
    input: { PropertyID: EXAMPLE_PROMO_LISTING_ID, tenantId: EXAMPLE_LEAVING_TENANT.id, endedOn: "2026-12-31", depositOutcome: "returned" },
    output: { result: "success" },
  },
  async handler({ PropertyID, tenantId, ...end }, { caller }) {
    await endTenantTenancy(caller.id, PropertyID, tenantId, end);
    return { result: "success" as const };
  },
});
