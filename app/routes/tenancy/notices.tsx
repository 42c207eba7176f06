import { listNotices } from "#server/tenants/tenancy-notices.server.ts";
import { Panel } from "~/components/tenancy/tenancy-form.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import { tenancyOf } from "~/lib/tenancy.server.ts";
import type { Route } from "./+types/notices";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  return { landlord: access.role === "landlord", notices: await listNotices(userId, access) };
}

/** The notices sent on this tenancy (lease start, inspection start, reminders, its end), newest first. */
export default function NoticesTab({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { landlord, notices } = loaderData;
  return (
    <Panel title={t("tenancy.notices.title")} id="notices">
      {notices.length === 0 ? (
        <p className="text-sm text-slate-600">{t("tenancy.notices.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {notices.map((notice) => (
            <li key={notice.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900">{t(`tenancy.notices.${notice.kind}`)}</p>
                {landlord ? <p className="text-sm text-slate-600">{t("tenancy.notices.to", { name: notice.tenantName })}</p> : null}
              </div>
              <time dateTime={new Date(notice.sentAt).toISOString()} className="text-sm text-slate-600">
                {formatDate(new Date(notice.sentAt), i18n.language)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
