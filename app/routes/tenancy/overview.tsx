import { parseWithZod } from "@conform-to/zod/v4";
import { isolate } from "#domain/bidi.ts";
import { joinList } from "#domain/intl.ts";
import { data } from "react-router";
import { endTenancySchema, invitationRefSchema, invitationSchema, leaseSchema, tenantRefSchema } from "#domain/tenancy.ts";
import type { OfferedLease } from "#domain/tenancy-views.ts";
import { acceptedOfferInvitee } from "#server/offers/accepted-offer-invitee.server.ts";
import { endTenancy } from "#server/tenants/end-tenancy.server.ts";
import { inviteTenant } from "#server/tenants/invite-tenant.server.ts";
import { leaseStartNotify } from "#server/tenants/lease-start-notify.server.ts";
import { listInvitations } from "#server/tenants/list-invitations.server.ts";
import { offeredLeases } from "#server/tenants/offered-leases.server.ts";
import { resendInvitation, revokeInvitation } from "#server/tenants/manage-invitation.server.ts";
import { readRentAccounts } from "#server/tenants/rent-account.server.ts";
import { recordLease } from "#server/tenants/record-lease.server.ts";
import { tenancyOverview } from "#server/tenants/tenancy-overview.server.ts";
import { InvitePanel } from "~/components/tenancy/invite-panel.tsx";
import { LeaseSummary } from "~/components/tenancy/lease-summary.tsx";
import { Panel } from "~/components/tenancy/tenancy-form.tsx";
import { TenantLeaseCard } from "~/components/tenancy/tenant-lease-card.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { runTenancyWrite, tenancyOf } from "~/lib/tenancy.server.ts";
import type { Route } from "./+types/overview";
import { readForm } from "~/lib/read-form.server.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  const landlord = access.role === "landlord";
  // "Invite as tenant" from an accepted offer: the invitation starts filled with its buyer.
  const fromOffer = new URL(request.url).searchParams.get("fromOffer");
  const [overview, accounts, invitations, invitee, offered] = await Promise.all([
    tenancyOverview(access),
    readRentAccounts(userId, access),
    landlord ? listInvitations(userId, access.property.id) : Promise.resolve([]),
    landlord && fromOffer ? acceptedOfferInvitee(userId, access.property.id, fromOffer) : Promise.resolve(null),
    // A tenant who joined from an accepted offer: their lease form starts at its rent.
    landlord ? offeredLeases(userId, access.property.id) : Promise.resolve<Record<string, OfferedLease>>({}),
  ]);
  return { role: access.role, overview, accounts, invitations, invitee, offered };
}

const SCHEMAS = {
  invite: invitationSchema,
  resend: invitationRefSchema,
  revoke: invitationRefSchema,
  lease: leaseSchema,
  notify: tenantRefSchema,
  end: endTenancySchema,
};
type Intent = keyof typeof SCHEMAS;

/** The landlord's writes on the Overview; each use case checks the landlord again (a tenant's post is a 404). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  const propertyId = access.property.id;
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (!(intent in SCHEMAS)) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent as Intent] });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value as Record<string, unknown>;
  const tenantId = String(formData.get("tenantId") ?? "");
  const reply = (formErrors: string[]) => submission.reply({ formErrors });
  return runTenancyWrite({ intent, reply }, async () => {
    switch (intent as Intent) {
      case "invite": {
        const input = invitationSchema.parse(value);
        await inviteTenant(userId, propertyId, input);
        return { result: submission.reply({ resetForm: true }), done: "tenancy.invite.sent", doneValues: { email: isolate(input.tenantEmail) } };
      }
      case "resend":
        await resendInvitation(userId, propertyId, String(value.invitationId));
        return { done: "tenancy.invite.resent" };
      case "revoke":
        await revokeInvitation(userId, propertyId, String(value.invitationId));
        return { done: "tenancy.invite.revoked" };
      case "lease":
        await recordLease(userId, propertyId, tenantId, leaseSchema.parse(value));
        return { done: "tenancy.lease.saved" };
      case "notify":
        await leaseStartNotify(userId, propertyId, tenantId);
        return { done: "toasts.leaseStartSent.body", toast: "leaseStartSent" as const };
      case "end":
        await endTenancy(userId, propertyId, tenantId, endTenancySchema.parse(value));
        return { done: "tenancy.lease.ended" };
    }
  });
}

export default function TenancyOverview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { role, overview, accounts, invitations, invitee, offered } = loaderData;
  const own = role === "landlord" ? null : accounts[0];
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="space-y-5 lg:col-span-2">
        {own ? (
          <Panel title={t("tenancy.overview.lease")} id="lease">
            <LeaseSummary lease={own.lease} endedOn={own.endedOn} />
          </Panel>
        ) : (
          <Panel title={t("tenancy.overview.tenants")} id="tenants">
            {accounts.length ? (
              <ul className="divide-y divide-slate-200">
                {accounts.map((account) => (
                  <TenantLeaseCard key={account.accountId} account={account} offered={offered[account.tenantId] ?? null} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t("tenancy.overview.noTenants")}</p>
            )}
          </Panel>
        )}
        {role === "landlord" ? <InvitePanel invitations={invitations} invitee={invitee} /> : null}
      </div>
      <div className="space-y-5">
        <Panel title={t("tenancy.overview.property")} id="property">
          <p dir="auto" className="font-medium text-slate-900">
            {overview.property.title}
          </p>
          <p className="text-sm text-slate-600">{joinList([overview.property.address, overview.property.city, overview.property.district], i18n.language)}</p>
          {overview.property.reference ? (
            <p className="text-xs text-slate-500">{t("tenancy.overview.reference", { reference: overview.property.reference })}</p>
          ) : null}
          <a href={overview.property.listingPath} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {t("tenancy.overview.seeListing")}
          </a>
        </Panel>
        <Panel title={t("tenancy.overview.landlord")} id="landlord">
          <div className="space-y-1 text-sm">
            <p className="font-medium text-slate-900">{overview.landlord.name}</p>
            <p>
              <a
                href={`mailto:${overview.landlord.email}`}
                aria-label={`${t("tenancy.overview.email")}: ${overview.landlord.email}`}
                className="text-brand-700 underline"
                dir="ltr"
              >
                {overview.landlord.email}
              </a>
            </p>
            <p>
              <a
                href={`tel:${overview.landlord.phone.replace(/\s+/g, "")}`}
                aria-label={`${t("tenancy.overview.phone")}: ${overview.landlord.phone}`}
                className="text-brand-700 underline"
                dir="ltr"
              >
                {overview.landlord.phone}
              </a>
            </p>
          </div>
        </Panel>
      </div>
    </div>
  );
}
