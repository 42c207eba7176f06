import { receiptLabel, type RentFrequency } from "../../../domain/tenancy.ts";
import { inviteTenant as invite } from "../../tenants/invite-tenant.server.ts";
import { leaseStartNotify as notifyLeaseStart } from "../../tenants/lease-start-notify.server.ts";
import { linkTenant } from "../../tenants/link-tenant.server.ts";
import { readRentAccounts } from "../../tenants/rent-account.server.ts";
import { propertyCode } from "../../tenants/rent-account-csv.server.ts";
import { requireTenancyAccess } from "../../tenants/tenancy-access.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID, EXAMPLE_OWNER_ID, EXAMPLE_TENANT_ID } from "./examples.ts";
import {
  inviteTenantInput,
  inviteTenantOutput,
  leaseStartNotifyInput,
  leaseStartNotifyOutput,
  rentAccountInput,
  rentAccountOutput,
  tenantPropertyInput,
  tenantPropertyOutput,
} from "./tenancy.schema.ts";

export const inviteTenant = defineFunction({
  name: "invitetenant",
  tag: "Tenancies",
  summary: "Invite a tenant to a rental",
  description:
    "SPEC.md §7 `invitetenant`: the listing's owner invites a tenant by email; the mail's link is valid 14 days. A pending invitation to the same address is replaced; a current tenant answers 409 `already_tenant`. Another user's listing is 404.",
  access: "signed-in",
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
  tag: "Tenancies",
  summary: "Link the invited tenant to the property",
  description:
    "SPEC.md §7 `tenantproperty`: the caller (TenantID is their own id) joins the property through the pending invitation sent to their email. Already linked, or the property's landlord, it answers the role and changes nothing. Without an invitation, or for someone else's id, 404.",
  access: "signed-in",
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
  tag: "Tenancies",
  summary: "Send the lease start notice",
  description:
    "SPEC.md §7 `leaseStartNotify`: the landlord mails the tenant (PersonID) the lease's dates and rent, and the notice is listed on the tenancy. Before the lease is recorded: 409 `lease_required`. Anyone but the landlord: 404.",
  access: "signed-in",
  input: leaseStartNotifyInput,
  output: leaseStartNotifyOutput,
  example: { input: { PersonID: EXAMPLE_TENANT_ID, PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  async handler(input, { caller }) {
    await notifyLeaseStart(caller.id, input.PropertyID, input.PersonID);
    return { result: "success" as const };
  },
});

export const rentAccount = defineFunction({
  name: "rentAccount",
  tag: "Tenancies",
  summary: "The rent account of a property",
  description:
    "SPEC.md §7 \"Account ... by property\": the landlord reads every tenant's account, a tenant (or former tenant) their own: the lease, each period's charge and standing, the payments with their receipts, the balance. Anyone else: 404.",
  access: "signed-in",
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
        paymentFrequency: account.lease.paymentFrequency as RentFrequency | null,
        endedOn: account.endedOn,
        balance: account.balance,
        charges: account.charges.map(({ periodStart, periodEnd, dueOn, amount, covered, status }) => ({ periodStart, periodEnd, dueOn, amount, covered, status })),
        payments: account.payments.map((payment) => ({
          id: payment.id,
          status: payment.status,
          paidOn: payment.paidOn,
          amount: payment.amount,
          unit: payment.unit,
          lbpPerUsd: payment.lbpPerUsd,
          credited: payment.credited,
          method: payment.method,
          receipt: payment.receiptNumber ? receiptLabel(code, payment.receiptNumber) : null,
        })),
      })),
    };
  },
});
