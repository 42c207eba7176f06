import { data } from "react-router";
import { ISSUE_ACTIONS, type IssueAction, issueMessageSchema, issueReportSchema } from "#domain/issue-reports.ts";
import { listIssues, moveIssueStatus, postIssueMessage } from "#server/tenants/issue-thread.server.ts";
import { MAX_ISSUE_PHOTOS, reportIssue } from "#server/tenants/report-issue.server.ts";
import { IssueCard } from "~/components/tenant-files/issue-card.tsx";
import { ReportIssueForm } from "~/components/tenant-files/report-issue-form.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { fieldErrorsOf, readTenancyForm, runTenancyWrite, type TenancyActionData, tenancyOr404, typedValues, unreadFormAnswer } from "~/lib/tenancy.server.ts";
import type { Route } from "./+types/issues";

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  return tenancyOr404(() => listIssues(user.id, params.propertyId));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readTenancyForm(request, { maxFiles: MAX_ISSUE_PHOTOS });
  if ("code" in form) return unreadFormAnswer("report", form.code);
  const { fields, files } = form;
  const intent = String(fields.get("intent") ?? "");
  const values = typedValues(fields);
  const issueId = String(fields.get("issueId") ?? "");

  if (intent === "report") {
    const parsed = issueReportSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) return data<TenancyActionData>({ intent, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    return runTenancyWrite({ intent, values, done: "tenantFiles.issues.reported" }, async () => {
      await reportIssue(user.id, params.propertyId, user.id, parsed.data, files);
    });
  }
  if (intent === "message") {
    const parsed = issueMessageSchema.safeParse(Object.fromEntries(fields));
    if (!parsed.success) return data<TenancyActionData>({ intent, target: issueId, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    return runTenancyWrite({ intent, target: issueId, values }, () => postIssueMessage(user.id, params.propertyId, issueId, parsed.data.body));
  }
  const move = String(fields.get("action") ?? "");
  if (intent === "move" && (ISSUE_ACTIONS as readonly string[]).includes(move)) {
    return runTenancyWrite({ intent, target: issueId }, async () => {
      await moveIssueStatus(user.id, params.propertyId, issueId, move as IssueAction);
    });
  }
  return data<TenancyActionData>({ intent, code: "invalid_payload" }, { status: 400 });
}

/** `/tenant/:propertyId/issues`: problems the tenant reports and their threads, open → in progress → resolved → confirmed. */
export default function TenantIssues({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { role, issues } = loaderData;
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t("tenantFiles.issues.title")}</h2>
      <p className="text-slate-700">{t("tenantFiles.issues.intro")}</p>
      {role === "tenant" ? <ReportIssueForm answer={actionData} /> : null}
      {issues.length === 0 ? (
        <p className="text-slate-600">{t("tenantFiles.issues.none")}</p>
      ) : (
        <div className="space-y-4">
          {issues.map((issue) => (
            <IssueCard key={issue.id} issue={issue} answer={actionData} canWrite={role !== "former-tenant"} />
          ))}
        </div>
      )}
    </div>
  );
}
