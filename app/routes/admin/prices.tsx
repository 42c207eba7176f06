import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { pageParam, PRICE_CHANGES_PAGE_SIZE, revertPriceSchema } from "#domain/admin.ts";
import { lastPage } from "#domain/paging.ts";
import { listPriceChanges } from "#server/admin/price-changes.server.ts";
import { revertPrice } from "#server/admin/revert-price.server.ts";
import { AdminNotice, Pagination } from "~/components/admin/admin-parts.tsx";
import { PriceChangeCard, type RevertAnswer } from "~/components/admin/price-changes.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { readForm } from "~/lib/read-form.server.ts";
import type { Route } from "./+types/prices";

// Owners' price changes go live at once and are moderated afterwards (decision 0076): the admin
// reads the newest and puts a wrong one back.

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageParam(url.searchParams.get("page"));
  const list = await listPriceChanges(requireUser(context).id, page);
  redirectPastLastPage(url, lastPage(list.total, PRICE_CHANGES_PAGE_SIZE));
  return { ...list, page };
}

type ActionData = { done: "reverted" } | { revert: RevertAnswer };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  if (formData.get("intent") !== "revert") throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: revertPriceSchema });
  const changeId = Number(formData.get("changeId"));
  if (submission.status !== "success") return data<ActionData>({ revert: { changeId, result: submission.reply() } }, { status: 400 });
  const failure = await attemptAdmin(async () => void (await revertPrice(adminId, submission.value)));
  if (failure) return data<ActionData>({ revert: { changeId, result: submission.reply({ formErrors: [failure.error] }) } }, { status: failure.status });
  return data<ActionData>({ done: "reverted" });
}

export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { changes, total, page } = loaderData;
  const answer = useActionData<typeof action>() as ActionData | undefined;
  return (
    <section aria-labelledby="prices-heading" className="space-y-4">
      <h2 id="prices-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.prices.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("admin.prices.intro")}</p>
      <AdminNotice message={answer && "done" in answer ? t("admin.prices.done") : undefined} />
      <p className="text-sm font-medium text-slate-800">{t("admin.prices.count", { count: total })}</p>
      {changes.length ? (
        <ol className="space-y-3">
          {changes.map((change) => (
            <PriceChangeCard key={change.id} change={change} answer={answer && "revert" in answer ? answer.revert : undefined} />
          ))}
        </ol>
      ) : (
        <p className="rounded border border-slate-200 p-4 text-slate-700">{t("admin.prices.empty")}</p>
      )}
      <Pagination page={page} total={total} pageSize={PRICE_CHANGES_PAGE_SIZE} search={new URLSearchParams()} />
    </section>
  );
}
