import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, auditChanges, auditQuery, type AuditEntry, type AuditFilters } from "#domain/audit.ts";
import { BEIRUT } from "#domain/days.ts";
import { dateFormat } from "#domain/intl.ts";
import { lastPage } from "#domain/paging.ts";
import { listAdminAudit } from "#server/audit/list-admin-audit.server.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import type { Route } from "./+types/audit";
import { Button } from "~/components/ui/button.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { filters, page } = auditQuery(url.searchParams);
  const found = await listAdminAudit(requireUser(context).id, filters, page);
  redirectPastLastPage(url, lastPage(found.total, AUDIT_PAGE_SIZE));
  return { ...found, filters, page };
}

/** One filter of the list: its label above its control. */
function AuditFilter({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** The filters as the address keeps them, for the pager's links. */
function filterParams(filters: AuditFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <>
      {changes.length ? (
        <ul dir="ltr" className="space-y-0.5 text-start font-mono text-xs text-slate-800">
          {changes.map((change) => (
            <li key={change.field} className="break-all">
              {change.field}: {shown(change.before)} → {shown(change.after)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-700">{t("admin.audit.noChange")}</p>
      )}
      {entry.reason ? (
        <p className="mt-1 text-sm text-slate-800">
          {t("admin.audit.reason")}: <span dir="auto">{entry.reason}</span>
        </p>
      ) : null}
    </>
  );
}

const field = "block w-full rounded border border-slate-400 px-3 py-2";

/** `/admin/audit`: every admin action on money or a listing, newest first (decision 0065). */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { entries, total, filters, page } = loaderData;
  const when = dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT });
  // On a phone each entry is a block of its own (the headers stay for screen readers): nothing to scroll sideways.
  const cell = "border-b border-slate-200 p-2 text-start align-top text-sm max-sm:block max-sm:border-0 max-sm:px-0 max-sm:py-0.5";
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.audit.heading")}
      </h2>
      <p className="text-slate-700">{t("admin.audit.intro")}</p>
      <Form method="get" role="search" aria-label={t("admin.audit.filters")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <AuditFilter id="audit-admin" label={t("admin.audit.admin")} className="lg:col-span-2">
          <input id="audit-admin" type="search" name="admin" dir="ltr" defaultValue={filters.admin ?? ""} maxLength={100} className={field} />
        </AuditFilter>
        <AuditFilter id="audit-kind" label={t("admin.audit.kind")}>
          <select id="audit-kind" name="kind" defaultValue={filters.kind ?? ""} className={field}>
            <option value="">{t("admin.audit.allKinds")}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.audit.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </AuditFilter>
        <AuditFilter id="audit-record" label={t("admin.audit.record")}>
          <input id="audit-record" type="search" name="record" dir="ltr" defaultValue={filters.record ?? ""} maxLength={100} className={field} />
        </AuditFilter>
        <AuditFilter id="audit-from" label={t("admin.audit.from")}>
          <input id="audit-from" type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </AuditFilter>
        <AuditFilter id="audit-to" label={t("admin.audit.to")}>
          <input id="audit-to" type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </AuditFilter>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <Button type="submit">{t("admin.audit.apply")}</Button>
          {filtered ? (
            <Link to="/admin/audit" className="px-2 py-2 font-medium text-brand-700 underline">
              {t("admin.audit.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="text-sm font-medium text-slate-800">{t("admin.audit.count", { count: total })}</p>
      {entries.length ? (
        <div role="region" aria-label={t("admin.audit.entries")} tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse sm:min-w-[40rem]">
            <thead className="max-sm:sr-only">
              <tr className="text-slate-600">
                <th scope="col" className={cell}>
                  {t("admin.audit.when")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.audit.admin")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.audit.action")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.audit.change")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-audit={entry.kind} className="max-sm:block max-sm:border-b max-sm:border-slate-200 max-sm:py-3">
                  <td className={`${cell} whitespace-nowrap max-sm:text-slate-700`}>{when.format(new Date(entry.at))}</td>
                  <td className={`${cell} break-all`} dir="ltr">
                    {entry.adminEmail}
                  </td>
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block font-semibold text-slate-900">{t(`admin.audit.kinds.${entry.kind}`)}</span>
                    <span className="block text-xs text-slate-700">{t(`admin.audit.records.${entry.recordType}`)}</span>
                    <Link
                      to={`?${new URLSearchParams({ record: entry.recordId }).toString()}`}
                      aria-label={t("admin.audit.recordLink", { id: entry.recordId })}
                      dir="ltr"
                      className="block break-all font-mono text-xs text-brand-700 underline"
                    >
                      {entry.recordId}
                    </Link>
                  </th>
                  <td className={cell}>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded border border-slate-200 p-4 text-slate-700">{t(filtered ? "admin.audit.noneFound" : "admin.audit.empty")}</p>
      )}
      <Pagination page={page} total={total} pageSize={AUDIT_PAGE_SIZE} search={filterParams(filters)} />
    </section>
  );
}
