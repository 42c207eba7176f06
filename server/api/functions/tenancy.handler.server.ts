import { receiptLabel } from "../../../domain/receipts.ts";
import type { RentFrequency } from "../../../domain/tenancy.ts";
import { type Money, toDecimal } from "../../../domain/money.ts";
import { inviteTenant as invite } from "../../tenants/invite-tenant.server.ts";
import { leaseStartNotify as notifyLeaseStart } from "../../tenants/lease-start-notify.server.ts";
import { linkTenant } from "../../tenants/link-tenant.server.ts";
import { notifyInspectionStart } from "../../tenants/notify-inspection-start.server.ts";
import { readRentAccounts } from "../../tenants/rent-account.server.ts";
import { propertyCode } from "../../tenants/rent-account-csv.server.ts";
import { MAX_ISSUE_PHOTOS, reportIssue } from "../../tenants/report-issue.server.ts";
import { MAX_TENANCY_FILE_BYTES } from "../../../domain/tenancy-files.ts";
import { requireTenancyAccess } from "../../tenants/tenancy-access.server.ts";
import { listTenancyFiles } from "../../tenants/tenancy-files.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { absoluteUrl } from "../json-values.server.ts";
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID, EXAMPLE_TENANT } from "./examples.ts";
import {
  filesByPropertyInput,
  filesByPropertyOutput,
  inviteTenantInput,
  inviteTenantOutput,
  issueReportInput,
  issueReportOutput,
  notifyInput,
  rentAccountInput,
  rentAccountOutput,
  successOutput,
  tenantPropertyInput,
  tenantPropertyOutput,
} from "./tenancy.schema.ts";

const TAG = "Tenancies";

export const inviteTenant = defineFunction({
  name: "invitetenant",
  tag: TAG,
  summary: "Invite a tenant to a rental",
  description:
    "SPEC.md §7 `invitetenant`: the listing's owner invites a tenant by email; the mail's link is valid 14 days. A pending invitation to the same address is replaced; a current tenant answers 409 `already_tenant`. Another user's listing is 404.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "already_tenant", "rate_limited"],
  input: inviteTenantInput,
  output: inviteTenantOutput,
  idempotent: true,
  example: {
    input: { TenantName: "Lina Aoun", TenantEmail: "lina.aoun@example.com", TenantPhone: "70222333", PropertyID: EXAMPLE_LISTING_ID },
    output: { result: "success", InvitationID: "5e1f0000-0000-4000-8000-0000000000c1" },
  },
  async handler(input, { caller, locale }) {
    const { id } = await invite(caller.id, input.PropertyID, {
      tenantName: input.TenantName,
      tenantEmail: input.TenantEmail.toLowerCase(),
      tenantPhone: input.TenantPhone,
      locale: input.locale ?? locale,
    });
    return { result: "success" as const, InvitationID: id };
  },
});

export const tenantProperty = defineFunction({
  name: "tenantproperty",
  tag: TAG,
  summary: "Link the invited tenant to the property",
  description:
    "SPEC.md §7 `tenantproperty`: the caller (TenantID is their own id) joins the property through the pending invitation sent to their email. Already linked, or the property's landlord, it answers the role and changes nothing. Without an invitation, or for someone else's id, 404.",
  access: "signed-in",
  errors: ["not_found", "invitation_used", "invitation_revoked", "invitation_expired", "invitation_wrong_account"],
  input: tenantPropertyInput,
  output: tenantPropertyOutput,
  example: {
    input: { TenantID: EXAMPLE_OWNER_ID, PropertyID: EXAMPLE_LISTING_ID },
    output: { result: "success", role: "landlord", path: `/tenant/${EXAMPLE_LISTING_ID}` },
  },
  async handler(input, { caller }) {
    const role = await linkTenant(caller.id, input.TenantID, input.PropertyID);
    return { result: "success" as const, role, path: `/tenant/${input.PropertyID}` };
  },
});

export const leaseStartNotify = defineFunction({
  name: "leaseStartNotify",
  tag: TAG,
  summary: "Send the lease start notice",
  description:
    "SPEC.md §7 `leaseStartNotify`: the landlord mails the tenant (PersonID) the lease's dates and rent, and the notice is listed on the tenancy. Before the lease is recorded: 409 `lease_required`. Anyone but the landlord: 404.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "lease_required"],
  input: notifyInput,
  output: successOutput,
  example: { input: { PersonID: EXAMPLE_TENANT.id, PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  async handler(input, { caller }) {
    await notifyLeaseStart(caller.id, input.PropertyID, input.PersonID);
    return { result: "success" as const };
  },
});

/** An amount on the API's wire: a decimal number of its currency, as the API has always answered. */
function wireAmount(amount: Money): number;
function wireAmount(amount: Money | null): number | null;
function wireAmount(amount: Money | null): number | null {
  return amount && toDecimal(amount.minor);
}

export const rentAccount = defineFunction({
  name: "rentAccount",
  tag: TAG,
  summary: "The rent account of a property",
  description:
    "SPEC.md §7 \"Account ... by property\": the landlord reads every tenant's account, a tenant (or former tenant) their own: the lease, each period's charge and standing, the payments with their receipts, the balance. Anyone else: 404.",
  access: "signed-in",
  errors: ["not_found"],
  input: rentAccountInput,
  output: rentAccountOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID }, output: { role: "landlord", accounts: [] } },
  async handler(input, { caller }) {
    const access = await requireTenancyAccess(caller.id, input.PropertyID);
    const code = propertyCode(access.property);
    const accounts = await readRentAccounts(caller.id, access);
    return {
      role: access.role,
      accounts: accounts.map((account) => ({
        TenantID: account.tenantId,
        tenantName: account.tenantName,
        ...account.lease,
        rentAmount: wireAmount(account.lease.rentAmount),
        deposit: wireAmount(account.lease.deposit),
        paymentFrequency: account.lease.paymentFrequency as RentFrequency | null,
        endedOn: account.endedOn,
        balance: wireAmount(account.balance),
        charges: account.charges.map(({ periodStart, periodEnd, dueOn, amount, covered, status }) => ({
          periodStart,
          periodEnd,
          dueOn,
          amount: wireAmount(amount),
          covered: wireAmount(covered),
          status,
        })),
        payments: account.payments.map((payment) => ({
          id: payment.id,
          status: payment.status,
          paidOn: payment.paidOn,
          amount: wireAmount(payment.amount),
          unit: payment.amount.currency,
          lbpPerUsd: payment.lbpPerUsd,
          credited: payment.credited && wireAmount(payment.credited),
          method: payment.method,
          receipt: payment.receiptNumber ? receiptLabel(code, payment.receiptNumber) : null,
        })),
      })),
    };
  },
});

export const inspectionStartNotify = defineFunction({
  name: "inspectionStartNotify",
  tag: TAG,
  summary: "Tell a tenant the latest inspection is ready",
  description:
    "SPEC.md §7: the landlord mails a linked tenant (`PersonID`) in the tenant's language that the property's latest inspection is ready to acknowledge. Refused (409 `inspection_missing`) before any inspection is recorded; 404 for anyone but the landlord or a person not linked to the property.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "inspection_missing"],
  input: notifyInput,
  output: successOutput,
  example: { input: { PersonID: EXAMPLE_TENANT.id, PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  async handler(input, { caller }) {
    await notifyInspectionStart(caller.id, input.PropertyID, input.PersonID);
    return { result: "success" as const };
  },
});

export const issueReport = defineFunction({
  name: "issueReport",
  tag: TAG,
  summary: "Report an issue with a rented property",
  description:
    "SPEC.md §7: a linked tenant reports a problem (`Issue`, with an optional `Category` and `Urgency`); it opens in the property's issues, and the landlord gets a mail. The landlord may record one for a tenant who told them by phone (then no mail). Up to 5 photos of it (JPEG, PNG or WebP found from their content, 20 MB each) come with it as `multipart/form-data`: the JSON in the field `payload`, the photos in `photos`; the report and its photos are saved together. 404 for anyone else.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "tenancy_file_rejected", "tenancy_file_too_large"],
  files: {
    field: "photos",
    exampleFile: "jpeg",
    maxFiles: MAX_ISSUE_PHOTOS,
    maxFileBytes: MAX_TENANCY_FILE_BYTES,
    tooLarge: "tenancy_file_too_large",
    description: "Photos of the problem: JPEG, PNG or WebP, 5 at most",
  },
  idempotent: true,
  input: issueReportInput,
  output: issueReportOutput,
  example: {
    input: {
      PersonID: EXAMPLE_TENANT.id,
      PropertyID: EXAMPLE_LISTING_ID,
      Issue: "The kitchen tap leaks under the sink.",
      Category: "plumbing",
      Urgency: "normal",
    },
    output: { result: "success", IssueID: "0e6a4b1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b" },
  },
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  async handler(input, { caller, files }) {
    const report = { description: input.Issue, category: input.Category ?? "other", urgency: input.Urgency ?? "normal" } as const;
    const issue = await reportIssue(caller.id, input.PropertyID, input.PersonID, report, files);
    return { result: "success" as const, IssueID: issue.id };
  },
});

function filesFunction(shelf: "legal" | "inspection") {
  return defineFunction({
    name: shelf === "legal" ? "legalFiles" : "inspectionFiles",
    tag: TAG,
    summary: shelf === "legal" ? "A property's legal files" : "A property's inspection files",
    description: `SPEC.md §7 "${shelf} files by property", newest first: ${
      shelf === "legal" ? "lease contracts, IDs and receipts" : "inspection reports (an area's photos come with its inspection)"
    }, for the landlord and the linked tenants only (404 for anyone else). Each file is read at its \`File\` address with the same session.`,
    access: "signed-in",
    errors: ["not_found"],
    input: filesByPropertyInput,
    output: filesByPropertyOutput,
    example: {
      input: { PropertyID: EXAMPLE_LISTING_ID },
      output: {
        results: [
          {
            id: "3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e",
            File: `http://localhost:3000/resources/tenancy-files/${shelf}/3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e`,
            FileName: shelf === "legal" ? "Lease contract 2026.pdf" : "Move-in report.pdf",
            ContentType: "application/pdf",
            Size: 482_133,
            User: EXAMPLE_TENANT.id,
            Property: EXAMPLE_LISTING_ID,
            createdAt: "2026-11-24T09:30:00.000Z",
          },
        ],
        count: 1,
      },
    },
    async handler(input, { caller }) {
      const files = await listTenancyFiles(caller.id, input.PropertyID, shelf);
      return {
        results: files.map((file) => ({
          id: file.id,
          File: absoluteUrl(file.url),
          FileName: file.fileName,
          ContentType: file.contentType,
          Size: file.sizeBytes,
          User: file.uploadedBy,
          Property: input.PropertyID,
          createdAt: file.createdAt,
        })),
        count: files.length,
      };
    },
  });
}

export const legalFilesByProperty = filesFunction("legal");
export const inspectionFilesByProperty = filesFunction("inspection");
