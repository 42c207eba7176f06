import { z } from "zod";
import { CURRENCIES } from "../../../domain/listing.ts";
import { RENT_FREQUENCIES, RENT_PAYMENT_METHODS } from "../../../domain/tenancy.ts";

const propertyId = z.uuid().describe("The rented listing's id");
const userId = z.uuid();
const success = z.literal("success");

export const inviteTenantInput = z.strictObject({
  TenantName: z.string().trim().min(1).max(120),
  TenantEmail: z.email().max(254),
  TenantPhone: z.string().trim().max(30).optional().default(""),
  PropertyID: propertyId,
  locale: z.enum(["en", "ar", "fr"]).optional().describe("The invitation mail's language; the caller's when absent"),
});
export const inviteTenantOutput = z.object({ result: success, InvitationID: z.uuid() });

export const tenantPropertyInput = z.strictObject({
  TenantID: userId.describe("The caller's own id: one links oneself, never someone else"),
  PropertyID: propertyId,
});
export const tenantPropertyOutput = z.object({
  result: success,
  role: z.enum(["landlord", "tenant", "former-tenant"]),
  path: z.string().describe("The tenancy page, /tenant/{PropertyID}"),
});

export const leaseStartNotifyInput = z.strictObject({ PersonID: userId.describe("The tenant to notify"), PropertyID: propertyId });
export const leaseStartNotifyOutput = z.object({ result: success });

const chargeSchema = z
  .object({
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    dueOn: z.iso.date(),
    amount: z.number(),
    covered: z.number(),
    status: z.enum(["paid", "partly_paid", "unpaid", "overdue"]),
  })
  .meta({ id: "RentCharge" });

const paymentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(["confirmed", "declared", "rejected"]),
    paidOn: z.iso.date(),
    amount: z.number(),
    unit: z.enum(CURRENCIES),
    lbpPerUsd: z.number().nullable(),
    credited: z.number().nullable().describe("In the account's currency, once confirmed"),
    method: z.enum(RENT_PAYMENT_METHODS),
    receipt: z.string().nullable().describe("The receipt's number, once confirmed"),
  })
  .meta({ id: "RentPayment" });

export const rentAccountInput = z.strictObject({ PropertyID: propertyId });
export const rentAccountOutput = z.object({
  role: z.enum(["landlord", "tenant", "former-tenant"]),
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
