import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, useActionData } from "react-router";
import { adminRoleSchema, pageParam, USERS_PAGE_SIZE } from "#domain/admin.ts";
import type { AdminUserRow } from "#domain/admin.ts";
import { searchUsers } from "#server/admin/search-users.server.ts";
import { setAdminRole } from "#server/admin/set-admin-role.server.ts";
import { setVerifiedOwner } from "#server/admin/set-verified-owner.server.ts";
import { verifiedOwnerSchema } from "#domain/listing-reports.ts";
import { VerifiedOwnerToggle } from "~/components/admin/verified-owner-toggle.tsx";
import { AdminNotice, Pagination } from "~/components/admin/admin-parts.tsx";
import { FormAlert, labelClass } from "~/components/ui/field.tsx";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/users";
import { dateFormat } from "#domain/intl.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { lastPage } from "#domain/paging.ts";
import { readForm } from "~/lib/read-form.server.ts";
import { BEIRUT } from "#domain/days.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireUser(context).id;
  const search = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const found = await searchUsers(me, search, page);
  redirectPastLastPage(url, lastPage(found.total, USERS_PAGE_SIZE));
  return { ...found, search, page, me };
}

type ActionData = { done?: "granted" | "revoked" | "verified" | "unverified"; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  if (formData.get("intent") === "verified") {
    const parsed = verifiedOwnerSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw data(null, { status: 400 });
    const failure = await attemptAdmin(() => setVerifiedOwner(adminId, parsed.data.userId, parsed.data.verified));
    if (failure) return data<ActionData>({ error: failure.error }, { status: failure.status });
    return data<ActionData>({ done: parsed.data.verified ? "verified" : "unverified" });
  }
  const submission = parseWithZod(formData, { schema: adminRoleSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { userId, grant } = submission.value;
  const failure = await attemptAdmin(() => setAdminRole(adminId, userId, grant));
  if (failure) return data<ActionData>({ error: failure.error }, { status: failure.status });
  return data<ActionData>({ done: grant ? "granted" : "revoked" });
}

const NOTICES = {
  granted: "admin.users.granted",
  revoked: "admin.users.revoked",
  verified: "cards.admin.verifyDone",
  unverified: "cards.admin.unverifyDone",
} as const;

function RoleToggle({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  if (user.deleted) return null;
  const name = user.name || user.email;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="grant" value={user.isAdmin ? "false" : "true"} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t(user.isAdmin ? "admin.users.revokeLabel" : "admin.users.grantLabel", { name })}
        className={buttonClass({ variant: user.isAdmin ? "refuse" : "outline", size: "sm", className: "whitespace-nowrap" })}
      >
        {t(user.isAdmin ? "admin.users.revoke" : "admin.users.grant")}
      </button>
    </Form>
  );
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { users, total, search, page, me } = loaderData;
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const date = dateFormat(i18n.language, { dateStyle: "medium", timeZone: BEIRUT });
  const cell = "border-b border-slate-200 p-2 text-start align-top text-sm";
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.users.heading")}
      </h2>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="users-search" className={labelClass}>
            {t("admin.users.search")}
          </label>
          <input
            id="users-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={100}
            className="block w-full rounded border border-slate-400 px-3 py-2"
          />
        </div>
        <Button type="submit">{t("admin.users.searchButton")}</Button>
        {search ? (
          <Link to="/admin/users" className="px-2 py-2 font-medium text-brand-700 underline">
            {t("admin.users.clear")}
          </Link>
        ) : null}
      </Form>
      <AdminNotice message={answer?.done ? t(NOTICES[answer.done]) : undefined} />
      <FormAlert errors={answer?.error ? [answer.error] : undefined} />
      <p className="text-sm font-medium text-slate-800">{t("admin.users.count", { count: total })}</p>
      {users.length ? (
        <div role="region" aria-labelledby="users-heading" tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[56rem] border-collapse">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className={cell}>
                  {t("admin.users.name")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.users.email")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.users.phone")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.users.created")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.users.verified")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.users.role")}
                </th>
                <th scope="col" className={cell}>
                  {t("cards.admin.verified")}
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-user={user.email}>
                  <th scope="row" className={`${cell} font-medium text-slate-900`}>
                    {user.deleted ? <span className="italic text-slate-600">{t("admin.users.deleted")}</span> : user.name || "—"}
                    {user.id === me ? <span className="ms-2 rounded bg-slate-100 px-1 text-xs text-slate-700">{t("admin.users.you")}</span> : null}
                  </th>
                  <td className={`${cell} break-all`} dir="ltr">
                    {user.deleted ? "—" : user.email}
                  </td>
                  <td className={`${cell} whitespace-nowrap`} dir="ltr">
                    {user.phone ? `${user.countryCode} ${user.phone}` : "—"}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{date.format(new Date(user.createdAt))}</td>
                  <td className={cell}>{t(user.emailVerified ? "admin.users.yes" : "admin.users.no")}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span>{t(user.isAdmin ? "admin.users.roleAdmin" : "admin.users.roleUser")}</span>
                      <RoleToggle user={user} />
                    </div>
                  </td>
                  <td className={cell}>
                    <VerifiedOwnerToggle user={user} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded border border-slate-200 p-4 text-slate-700">{t("admin.users.empty")}</p>
      )}
      <Pagination page={page} total={total} pageSize={USERS_PAGE_SIZE} search={new URLSearchParams(search ? { q: search } : {})} />
    </section>
  );
}
