import { data, Form, Link, useActionData } from "react-router";
import { decideReportSchema, type ListingReportStatus } from "#domain/listing-reports.ts";
import { decideListingReport, findListingReport } from "#server/admin/listing-reports.server.ts";
import { AppError } from "#server/errors.server.ts";
import { AdminNotice } from "~/components/admin/admin-parts.tsx";
import { FormAlert } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { formatDate } from "~/lib/format.ts";
import type { Route } from "./+types/report";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return await findListingReport(requireUser(context).id, params.reportId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

type ActionData = { done?: Exclude<ListingReportStatus, "open">; error?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const parsed = decideReportSchema.safeParse({ ...Object.fromEntries(await readForm(request)), reportId: params.reportId });
  if (!parsed.success) throw data(null, { status: 400 });
  const failure = await attemptAdmin(() => decideListingReport(adminId, parsed.data.reportId, parsed.data.decision));
  if (failure) return data<ActionData>({ error: failure.error }, { status: failure.status });
  return data<ActionData>({ done: parsed.data.decision });
}

/** `/admin/reports/:reportId`: one report, the listing it is about, and the admin's decision. */
export default function Report({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { report, otherOpen } = loaderData;
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const busy = useIsPending();
  const row = "grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[10rem_1fr]";
  return (
    <section aria-labelledby="report-heading" className="space-y-4">
      <Link to="/admin/reports" className="text-sm font-medium text-brand-700 underline">
        {t("cards.admin.back")}
      </Link>
      <h2 id="report-heading" dir="auto" className="text-xl font-semibold text-slate-900">
        {report.listing.title}
      </h2>
      <AdminNotice message={answer?.done ? t(answer.done === "resolved" ? "cards.admin.resolved" : "cards.admin.dismissed") : undefined} />
      <FormAlert errors={answer?.error ? [answer.error] : undefined} />
      <dl className="rounded-xl border border-slate-200 bg-white px-4">
        <div className={row}>
          <dt className="text-sm text-slate-600">{t("cards.admin.reason")}</dt>
          <dd className="font-semibold text-slate-900">{t(`cards.report.reasons.${report.reason}`)}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600">{t("cards.admin.message")}</dt>
          <dd dir="auto" className="whitespace-pre-line text-slate-900">
            {report.message || "—"}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600">{t("cards.admin.reporter")}</dt>
          <dd className="text-slate-900">{report.reporter ? `${report.reporter.name} · ${report.reporter.email}` : t("cards.admin.anonymous")}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600">{t("cards.admin.received")}</dt>
          <dd className="text-slate-900">{formatDate(new Date(report.createdAt), i18n.language)}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600">{t("cards.admin.status")}</dt>
          <dd data-testid="report-status" className="text-slate-900">
            {report.decided
              ? t("cards.admin.decided", {
                  status: t(`cards.admin.statuses.${report.status}`),
                  name: report.decided.by,
                  date: formatDate(new Date(report.decided.at), i18n.language),
                })
              : t(`cards.admin.statuses.${report.status}`)}
          </dd>
        </div>
      </dl>
      {otherOpen > 0 ? <p className="text-sm font-medium text-rose-800">{t("cards.admin.otherReports", { count: otherOpen })}</p> : null}
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        <Link to={report.listing.path} className="text-brand-700 underline">
          {t("cards.admin.viewListing")}
        </Link>
        {report.listing.status === "Pending Approval" ? (
          <Link to="/admin" className="text-brand-700 underline">
            {t("cards.admin.moderate")}
          </Link>
        ) : null}
      </p>
      {report.status === "open" ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          {(["resolved", "dismissed"] as const).map((decision) => (
            <div key={decision} className="space-y-1 rounded-xl border border-slate-200 p-3">
              <StatusButton
                status={busy ? "pending" : "idle"}
                name="decision"
                value={decision}
                variant={decision === "resolved" ? "primary" : "quiet"}
                className="w-full"
              >
                {t(decision === "resolved" ? "cards.admin.resolve" : "cards.admin.dismiss")}
              </StatusButton>
              <p className="text-xs text-slate-600">{t(decision === "resolved" ? "cards.admin.resolveHint" : "cards.admin.dismissHint")}</p>
            </div>
          ))}
        </Form>
      ) : null}
    </section>
  );
}
