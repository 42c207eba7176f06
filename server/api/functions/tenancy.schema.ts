import { z } from "zod";
import { ISSUE_CATEGORIES, ISSUE_TEXT_MAX, ISSUE_URGENCIES } from "../../../domain/issue-reports.ts";
import { CURRENCIES } from "../../../domain/listing.ts";
import { chargeStandingSchema, RENT_FREQUENCIES, rentPaymentLineSchema } from "../../../domain/tenancy.ts";

const propertyId = z.uuid().describe("The rented listing's id");
const userId = z.uuid();
const personId = userId.describe("A tenant linked to the property");
const success = z.literal("success");
const tenancyRole = z.enum(["landlord", "tenant", "former-tenant"]);

/** leaseStartNotify and inspectionStartNotify: the landlord notifies one linked tenant. */
export const notifyInput = z.strictObject({ PersonID: personId.describe("The tenant to notify"), PropertyID: propertyId });
export const successOutput = z.object({ result: success });

export const inviteTenantInput = z.strictObject({
  TenantName: z.string().trim().min(1).max(120),
  TenantEmail: z.email().max(254),
  TenantPhone: z.string().trim().max(30).optional().default(""),
  PropertyID: propertyId,
  locale: z.enum(["en", "ar", "fr"]).optional().describe("The invitation mail's language; the caller's when absent"),
});
export const inviteTenantOutput = successOutput.extend({ InvitationID: z.uuid() });

export const tenantPropertyInput = z.strictObject({
  TenantID: userId.describe("The caller's own id: one links oneself, never someone else"),
  PropertyID: propertyId,
});
export const tenantPropertyOutput = successOutput.extend({
  role: tenancyRole,
  path: z.string().describe("The tenancy page, /tenant/{PropertyID}"),
});

// The web's rent account shapes (domain/tenancy.ts), as the API names and trims them.
const chargeSchema = chargeStandingSchema.omit({ id: true }).meta({ id: "RentCharge" });

const paymentSchema = rentPaymentLineSchema
  .pick({ id: true, status: true, paidOn: true, amount: true, unit: true, lbpPerUsd: true, credited: true, method: true })
  .extend({ receipt: z.string().nullable().describe("The receipt's number, once confirmed") })
  .meta({ id: "RentPayment" });

export const rentAccountInput = z.strictObject({ PropertyID: propertyId });
export const rentAccountOutput = z.object({
  role: tenancyRole,
  accounts: z.array(
    z
      .object({
        TenantID: userId,
        tenantName: z.string(),
        leaseStart: z.iso.date().nullable(),
        leaseEnd: z.iso.date().nullable(),
        rentAmount: z.number().nullable(),
        unit: z.enum(CURRENCIES),
        paymentFrequency: z.enum(RENT_FREQUENCIES).nullable(),
        dueDay: z.number().int().nullable(),
        deposit: z.number().nullable(),
        endedOn: z.iso.date().nullable(),
        balance: z.number().describe("Owed when positive, credit when negative, in the account's currency"),
        charges: z.array(chargeSchema),
        payments: z.array(paymentSchema),
      })
      .meta({ id: "RentAccount" }),
  ),
});

export const issueReportInput = z.strictObject({
  PersonID: personId.describe("The reporting tenant: the caller, or the tenant for whom their landlord records it"),
  PropertyID: propertyId,
  Issue: z.string().trim().min(1).max(ISSUE_TEXT_MAX).describe("What is wrong, in the tenant's words"),
  Category: z.enum(ISSUE_CATEGORIES).optional().describe("Defaults to other"),
  Urgency: z.enum(ISSUE_URGENCIES).optional().describe("Defaults to normal"),
});
export const issueReportOutput = successOutput.extend({ IssueID: z.uuid() });

export const filesByPropertyInput = z.strictObject({ PropertyID: propertyId });
export const filesByPropertyOutput = z.object({
  results: z.array(
    z
      .object({
        id: z.uuid(),
        File: z.string().describe("The authorised address the file is read at: it answers 404 to anyone but the landlord and the linked tenants"),
        FileName: z.string().describe("The uploaded name with special characters stripped (SPEC.md §5)"),
        ContentType: z.string(),
        Size: z.number().int().describe("Bytes"),
        User: z.uuid().describe("Who uploaded it"),
        Property: propertyId,
        createdAt: z.iso.datetime(),
      })
      .meta({ id: "TenancyFile" }),
  ),
  count: z.number().int(),
});
