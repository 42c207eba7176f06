import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { inviteFriendSchema } from "#domain/referrals.ts";
import type { ReferralSummary } from "#domain/referrals.ts";
import type { InviteAnswer } from "~/lib/route-answers.ts";
import { Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { PersonalCodes } from "~/components/promote/personal-codes.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";

const STATUS_STYLES = { joined: "bg-green-100 text-green-900", waiting: "bg-amber-100 text-amber-900", lapsed: "bg-slate-200 text-slate-700" } as const;

/**
 * The referral section of /credits (/referrals redirects there): invite up to five friends by email and
 * follow who joined. Self-contained: it reads and posts `/resources/referrals`, so a page shows
 * it with one line; `initial` spares the first load when the page's loader has it.
 */
export function ReferralInvites({ initial }: { initial?: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const summary = useFetcher<ReferralSummary>();
  const invite = useFetcher<InviteAnswer>();
  const current = summary.data ?? initial;
  const inviting = isFetcherPending(invite);
  useEffect(() => {
    // After each invitation (and at first when the page did not load it), read the list again.
    if (!inviting && (invite.data || !initial)) summary.load("/resources/referrals");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inviting, invite.data]);
  const [form, fields] = useForm({
    id: "invite-friend",
    lastResult: invite.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteFriendSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const outcome = inviting ? null : invite.data?.outcome;
  const counted = current?.counted ?? 0;
  const needed = current?.needed ?? 5;
  return (
    <section id="referrals" aria-labelledby="referrals-title" className="space-y-5 rounded-2xl border border-slate-200 p-5 shadow-sm">
      <div>
        <h2 id="referrals-title" className="text-xl font-semibold text-slate-900">
          {t("promote.referrals.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("promote.referrals.intro")}</p>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-900">{t("promote.referrals.progress", { counted, needed })}</p>
        <div
          className="mt-2 h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t("promote.referrals.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={needed}
          aria-valuenow={counted}
        >
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${Math.min(100, (counted / needed) * 100)}%` }} />
        </div>
      </div>
      {current ? <PersonalCodes codes={current.codes} /> : null}
      <invite.Form method="post" action="/resources/referrals" {...getFormProps(form)} className="space-y-1">
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field field={fields.firstName} label={t("promote.referrals.firstName")} autoComplete="off" />
          <Field field={fields.lastName} label={t("promote.referrals.lastName")} autoComplete="off" />
        </div>
        <Field field={fields.email} label={t("promote.referrals.email")} type="email" autoComplete="off" dir="ltr" />
        <div aria-live="polite">
          {outcome ? (
            <p
              role={outcome === "invited" ? "status" : "alert"}
              className={`mb-3 rounded px-3 py-2 text-sm ${outcome === "invited" ? "bg-green-50 text-green-900 ring-1 ring-green-200" : "bg-red-50 text-red-800 ring-1 ring-red-200"}`}
            >
              {t(`promote.referrals.outcomes.${outcome}`)}
            </p>
          ) : null}
        </div>
        <StatusButton status={inviting ? "pending" : "idle"} className="w-full sm:w-auto">
          {t("promote.referrals.send")}
        </StatusButton>
      </invite.Form>
      {current && current.invitations.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">{t("promote.referrals.listTitle")}</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {current.invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span dir="ltr" className="min-w-0 truncate text-slate-900">
                  {invitation.email}
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[invitation.status]}`}>
                  {t(`promote.referrals.statuses.${invitation.status}`, { date: formatDate(new Date(invitation.windowEnd), i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
