import { Form } from "react-router";
import type { IssueStatus, IssueView } from "#domain/issue-reports.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { cardClass, FieldMessages, PhotoStrip, Refusal } from "./tenancy-parts.tsx";

const STATUS_STYLE: Record<IssueStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  in_progress: "bg-sky-100 text-sky-900",
  resolved: "bg-brand-100 text-brand-800",
  closed: "bg-slate-200 text-slate-800",
};

/** One issue: its report, photos, status, thread, and the moves and message the viewer can make. */
export function IssueCard({ issue, answer, canWrite }: { issue: IssueView; answer?: TenancyActionData; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const mine = answer?.target === issue.id ? answer : undefined;
  const titleId = `issue-${issue.id}-title`;
  return (
    <article id={`issue-${issue.id}`} aria-labelledby={titleId} className={`${cardClass} space-y-4`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="font-semibold text-slate-900">
            {t(`tenantFiles.issues.categories.${issue.category}`)} · {t(`tenantFiles.issues.urgencies.${issue.urgency}`)}
          </h3>
          <p className="text-xs text-slate-600">
            {t("tenantFiles.issues.reportedBy", { name: issue.reporterName, date: formatDate(new Date(issue.createdAt), i18n.language) })}
          </p>
        </div>
        <span data-issue-status={issue.status} className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[issue.status]}`}>
          {t(`tenantFiles.issues.statuses.${issue.status}`)}
        </span>
      </header>
      <p className="whitespace-pre-line text-slate-800" dir="auto">
        {issue.description}
      </p>
      <PhotoStrip photos={issue.photos} label={(number) => t("tenantFiles.photoOf", { number, area: t(`tenantFiles.issues.categories.${issue.category}`) })} />

      {issue.thread.length > 0 ? (
        <section aria-label={t("tenantFiles.issues.threadTitle")}>
          <ol className="space-y-2">
            {issue.thread.map((message) => {
              const author = message.mine ? t("tenantFiles.issues.you") : message.authorName;
              return (
                <li key={message.id} className={`rounded-lg p-3 text-sm ${message.mine ? "ms-6 bg-brand-50" : "me-6 bg-slate-100"}`}>
                  <p className="font-semibold text-slate-800">
                    {message.action ? t(`tenantFiles.issues.moves.${message.action}`, { name: author }) : author}
                    <span className="ms-2 text-xs font-normal text-slate-600">{formatDate(new Date(message.createdAt), i18n.language)}</span>
                  </p>
                  {message.body ? (
                    <p className="mt-1 whitespace-pre-line text-slate-800" dir="auto">
                      {message.body}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      {canWrite ? (
        <div className="space-y-3 border-t border-slate-100 pt-3">
          <Refusal code={mine?.code} />
          {issue.actions.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {issue.actions.map((action) => (
                <Form method="post" key={action}>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="issueId" value={issue.id} />
                  <input type="hidden" name="action" value={action} />
                  <Button type="submit" variant="outline" size="sm">
                    {t(`tenantFiles.issues.actions.${action}`)}
                  </Button>
                </Form>
              ))}
            </div>
          ) : null}
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="message" />
            <input type="hidden" name="issueId" value={issue.id} />
            <div className="grow">
              <label htmlFor={`message-${issue.id}`} className={labelClass}>
                {t("tenantFiles.issues.messageLabel")}
              </label>
              <textarea
                id={`message-${issue.id}`}
                name="body"
                rows={2}
                required
                defaultValue={mine?.intent === "message" ? mine.values?.body : undefined}
                aria-describedby={`message-${issue.id}-error`}
                className={inputClass(Boolean(mine?.fieldErrors?.body))}
              />
              <FieldMessages id={`message-${issue.id}-error`} errors={mine?.fieldErrors?.body} />
            </div>
            <Button type="submit" variant="outline" size="sm">
              {t("tenantFiles.issues.send")}
            </Button>
          </Form>
        </div>
      ) : null}
    </article>
  );
}
