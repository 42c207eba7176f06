import { z } from "zod";
import { paymentSchema } from "../../../domain/tenancy.ts";

// A tenancy's files through the API (decision 0029's private upload path): the Files tab's upload
// and the tenant's declared payment with its proof, each file sent beside the JSON as multipart.

export const TENANCY_FILE_FIELD = "file";
export const PROOF_FIELD = "proof";

export const uploadTenancyFileInput = z.strictObject({
  PropertyID: z.uuid().describe("The rented property; anyone but its landlord and current tenants gets 404"),
  shelf: z.enum(["legal", "inspection"]).default("legal").describe("`legal` (lease, ID, receipts) or `inspection` (a report); the Files tab's two lists"),
});

export const uploadTenancyFileOutput = z.object({
  id: z.uuid(),
  File: z.string().describe("The authorised address the file is read at, as legalFiles lists it"),
  FileName: z.string().describe("The uploaded name with special characters stripped (SPEC.md §5)"),
  ContentType: z.string().describe("Found from the content, never the name: application/pdf, image/jpeg, image/png or image/webp"),
  Size: z.number().int().describe("Bytes"),
});

export const declareRentPaymentInput = paymentSchema
  .safeExtend({
    PropertyID: z.uuid().describe("The rented property; anyone but its current tenants gets 404 (its landlord records payments with recordRentPayment)"),
  })
  .strict();

export const declareRentPaymentOutput = z.object({
  result: z.literal("success"),
  paymentId: z.uuid().describe("The declared payment, waiting for the landlord's confirmRentPayment or rejectRentPayment"),
});
