import { Field, SelectField } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { invitationSchema } from "#domain/tenancy.ts";
import { LOCALES } from "#domain/locale.ts";
import { formatDate } from "~/lib/format.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { InvitationLine } from "#domain/tenancy-views.ts";
import type { OfferInvitee } from "#domain/offer-views.ts";
import { isolate } from "#domain/bidi.ts";
import { formatMoney } from "#domain/money.ts";
import { useAgainstAsking } from "~/components/offers/against-asking.ts";
import { ListActionButton, ListActionOutcome, type ListActions, Panel, TenancyForm, useListActions, useTenancyForm } from "./tenancy-form.tsx";

function PendingInvitation({ invitation, actions }: { invitation: InvitationLine; actions: ListActions }) {
  const { t, i18n } = useTranslation();
  const expiry = formatDate(new Date(invitation.expiresAt), i18n.language);
  const hidden = { invitationId: invitation.id };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{invitation.tenantName}</p>
        <p className="truncate text-sm text-slate-600" dir="ltr">
          {invitation.tenantEmail}
        </p>
        <p className={`text-xs ${invitation.state === "expired" ? "text-red-700" : "text-slate-500"}`}>
          {t(invitation.state === "expired" ? "tenancy.invite.expired" : "tenancy.invite.expires", { date: expiry })}
        </p>
      </div>
      <div className="flex gap-2">
        <ListActionButton actions={actions} intent="resend" hidden={hidden} label={t("tenancy.invite.resendLabel", { email: invitation.tenantEmail })}>
          {t("tenancy.invite.resend")}
        </ListActionButton>
        <ListActionButton actions={actions} intent="revoke" hidden={hidden} label={t("tenancy.invite.revokeLabel", { email: invitation.tenantEmail })}>
          {t("tenancy.invite.revoke")}
        </ListActionButton>
      </div>
    </li>
  );
}

/** The landlord invites a tenant by email and sees the invitations not yet accepted. */
export function InvitePanel({ invitations, invitee }: { invitations: InvitationLine[]; invitee: OfferInvitee | null }) {
  const { t, i18n } = useTranslation();
  const state = useTenancyForm("invite-tenant", "invite", invitationSchema, {
    locale: i18n.language,
    ...(invitee ? { tenantName: invitee.tenantName, tenantEmail: invitee.tenantEmail, tenantPhone: invitee.tenantPhone } : {}),
  });
  const actions = useListActions();
  const against = useAgainstAsking();
  const { fields } = state;
  return (
    <Panel title={t("tenancy.invite.title")} id="invite">
      <p className="mb-3 text-sm text-slate-600">{t("tenancy.invite.intro")}</p>
      {invitee ? (
        <p role="status" className="mb-3 rounded bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t("tenancy.invite.fromOffer", { name: isolate(invitee.tenantName), rent: formatMoney(invitee.rent.amount, invitee.rent.currency, i18n.language) })}
        </p>
      ) : null}
      {invitee?.farFromAsking && invitee.asking ? (
        <p role="alert" className="mb-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("tenancy.invite.farFromAsking", { against: against(invitee.rent, invitee.asking, invitee.lbpPerUsd) })}
        </p>
      ) : null}
      <TenancyForm state={state} intent="invite" className="grid gap-3 sm:grid-cols-2">
        <Field field={fields.tenantName!} label={t("tenancy.invite.name")} />
        <Field field={fields.tenantEmail!} label={t("tenancy.invite.email")} type="email" dir="ltr" />
        <Field field={fields.tenantPhone!} label={t("tenancy.invite.phone")} type="tel" dir="ltr" />
        <SelectField
          field={fields.locale!}
          label={t("tenancy.invite.language")}
          options={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
        />
        <div className="sm:col-span-2">
          <StatusButton status={state.status} className="text-sm">
            {t("tenancy.invite.send")}
          </StatusButton>
        </div>
      </TenancyForm>
      {invitations.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t("tenancy.invite.pending")}</h3>
          <ul className="divide-y divide-slate-200">
            {invitations.map((invitation) => (
              <PendingInvitation key={invitation.id} invitation={invitation} actions={actions} />
            ))}
          </ul>
        </div>
      ) : null}
      <ListActionOutcome actions={actions} />
    </Panel>
  );
}
