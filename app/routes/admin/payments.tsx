import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { z } from "zod";
import { pageParam } from "#domain/admin.ts";
import { adjustCreditsSchema, creditPacksSchema, formatUsd } from "#domain/credits.ts";
import { toDecimal, toMinor } from "#domain/money.ts";
import { ADMIN_PAYMENTS_PAGE_SIZE, refundPaymentSchema, rejectPaymentSchema } from "#domain/payments.ts";
import { adjustCredits } from "#server/credits/adjust-credits.server.ts";
import { listCreditPacks, setCreditPacks } from "#server/settings/credit-packs.server.ts";
import { adminPayments, revenueSummary } from "#server/payments/find-payments.server.ts";
import { confirmManualPayment, refundPaymentToCredits, rejectManualPayment } from "#server/payments/review-payment.server.ts";
import { AdminNotice, Pagination } from "~/components/admin/admin-parts.tsx";
import { AdjustCreditsForm, CreditPacksForm } from "~/components/admin-payments/credit-forms.tsx";
import { AdminPaymentCard, type PaymentAnswer } from "~/components/admin-payments/payment-card.tsx";
import { RevenueTable } from "~/components/admin-payments/revenue-table.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/payments";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { lastPage } from "#domain/paging.ts";
import { readForm } from "~/lib/read-form.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const adminId = requireUser(context).id;
  const page = pageParam(url.searchParams.get("page"));
  const [list, revenue, packs] = await Promise.all([adminPayments(adminId, page), revenueSummary(adminId), listCreditPacks()]);
  redirectPastLastPage(url, lastPage(list.total, ADMIN_PAYMENTS_PAGE_SIZE));
  return { ...list, page, revenue, packs };
}

type Done = "confirmed" | "rejected" | "refunded" | "adjusted" | "packs";
type ActionData = { done?: Done; balance?: string; payment?: PaymentAnswer; form?: "adjust" | "packs"; result?: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  const reply = (payload: ActionData, status = 200) => data<ActionData>(payload, { status });

  if (intent === "confirm") {
    const paymentId = z.uuid().safeParse(formData.get("paymentId"));
    if (!paymentId.success) throw data(null, { status: 400 });
    const failure = await attemptAdmin(() => confirmManualPayment(adminId, paymentId.data));
    return failure ? reply({ payment: { paymentId: paymentId.data, intent, error: failure.error } }, failure.status) : reply({ done: "confirmed" });
  }
  if (intent === "reject") {
    const submission = parseWithZod(formData, { schema: rejectPaymentSchema });
    const paymentId = String(formData.get("paymentId") ?? "");
    if (submission.status !== "success") return reply({ payment: { paymentId, intent, result: submission.reply() } }, 400);
    const failure = await attemptAdmin(() => rejectManualPayment(adminId, submission.value.paymentId, submission.value.reason));
    if (failure) return reply({ payment: { paymentId, intent, result: submission.reply({ formErrors: [failure.error] }) } }, failure.status);
    return reply({ done: "rejected" });
  }
  if (intent === "refund") {
    const submission = parseWithZod(formData, { schema: refundPaymentSchema });
    const paymentId = String(formData.get("paymentId") ?? "");
    if (submission.status !== "success") return reply({ payment: { paymentId, intent, result: submission.reply() } }, 400);
    const { amount, reason } = submission.value;
    const failure = await attemptAdmin(() => refundPaymentToCredits(adminId, { paymentId: submission.value.paymentId, amountCents: toMinor(amount), reason }));
    if (failure) return reply({ payment: { paymentId, intent, result: submission.reply({ formErrors: [failure.error] }) } }, failure.status);
    return reply({ done: "refunded" });
  }
  if (intent === "adjust") {
    const submission = parseWithZod(formData, { schema: adjustCreditsSchema });
    if (submission.status !== "success") return reply({ form: "adjust", result: submission.reply() }, 400);
    let balanceCents = 0;
    const failure = await attemptAdmin(async () => {
      balanceCents = await adjustCredits(adminId, {
        email: submission.value.email,
        amountCents: toMinor(submission.value.amount),
        reason: submission.value.reason,
      });
    });
    if (failure) return reply({ form: "adjust", result: submission.reply({ formErrors: [failure.error] }) }, failure.status);
    return reply({ done: "adjusted", balance: formatUsd(toDecimal(balanceCents), "en"), form: "adjust", result: submission.reply({ resetForm: true }) });
  }
  if (intent === "packs") {
    const submission = parseWithZod(formData, { schema: creditPacksSchema });
    if (submission.status !== "success") return reply({ form: "packs", result: submission.reply() }, 400);
    const failure = await attemptAdmin(() => setCreditPacks(adminId, submission.value.packs));
    if (failure) return reply({ form: "packs", result: submission.reply({ formErrors: [failure.error] }) }, failure.status);
    return reply({ done: "packs" });
  }
  throw data(null, { status: 400 });
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const { items, total, page, revenue, packs } = loaderData;
  return (
    <div className="space-y-8">
      <section aria-labelledby="payments-heading" className="space-y-4">
        <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
          {t("credits.admin.heading")}
        </h2>
        <p className="text-sm text-slate-700">{t("credits.admin.intro")}</p>
        <AdminNotice message={answer?.done ? t(`credits.admin.done.${answer.done}`, { balance: answer.balance ?? "" }) : undefined} />
        {items.length === 0 ? (
          <p className="text-slate-700">{t("credits.admin.empty")}</p>
        ) : (
          <ul className="space-y-3">
            {items.map((payment) => (
              <AdminPaymentCard key={payment.id} payment={payment} answer={answer?.payment} />
            ))}
          </ul>
        )}
        <Pagination page={page} total={total} pageSize={ADMIN_PAYMENTS_PAGE_SIZE} search={new URLSearchParams()} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <AdjustCreditsForm lastResult={answer?.form === "adjust" ? answer.result : undefined} />
        <CreditPacksForm packs={packs} lastResult={answer?.form === "packs" ? answer.result : undefined} />
      </div>
      <RevenueTable rows={revenue} />
    </div>
  );
}
