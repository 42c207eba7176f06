import { z } from "zod";
import { endTenancySchema, leaseSchema, paymentRefSchema, paymentSchema } from "../../../domain/tenancy.ts";

// The landlord's records on a tenancy (/tenant/{id} Overview and Rent): each input is the web
// form's own schema with the property and the tenant beside it, so both refuse the same payloads.

const tenancyIds = {
  PropertyID: z.uuid().describe("The rented property; anyone but its landlord gets 404"),
  TenantID: z.uuid().describe("A tenant linked to it (rentAccount lists them)"),
};

export const recordLeaseInput = leaseSchema.extend(tenancyIds).strict();
export const recordRentPaymentInput = paymentSchema.extend(tenancyIds).strict();
export const endTenancyInput = endTenancySchema.extend({ PropertyID: tenancyIds.PropertyID }).strict();
export const reviewRentPaymentInput = paymentRefSchema.extend({ PropertyID: tenancyIds.PropertyID }).strict();

export const doneOutput = z.object({ result: z.literal("success") });
export const recordRentPaymentOutput = doneOutput.extend({
  paymentId: z.uuid(),
  receipt: z.string().describe("The receipt's number as printed, `<property code>-<number>`"),
});
