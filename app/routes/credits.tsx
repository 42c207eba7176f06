import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData } from "react-router";
import { LEDGER_PAGE_SIZE } from "#domain/credits.ts";
import { buyCreditsSchema, payPlanSchema } from "#domain/payments.ts";
import { errorMessageKey, errorStatus } from "#domain/errors.ts";
import { pageParam } from "#domain/admin.ts";
import { creditBalanceCents } from "#server/credits/credit-balance.server.ts";
import { creditLedgerLines } from "#server/credits/credit-ledger.server.ts";
import { refusalOf } from "#server/errors.server.ts";
import { currentLbpPerUsd } from "#server/money/exchange-rate.server.ts";
import { listCreditPacks } from "#server/settings/credit-packs.server.ts";
import { userPayments } from "#server/payments/find-payments.server.ts";
import { makePayment, type StartedPayment } from "#server/payments/make-payment.server.ts";
import { availableMethods } from "#server/payments/payment-providers.server.ts";
import { userPlanWaits } from "#server/payments/plan-wait.server.ts";
import { referralSummary } from "#server/referrals/referral-summary.server.ts";
import { BuyCreditsForm } from "~/components/credits/buy-credits-form.tsx";
import { Usd } from "~/components/credits/credit-parts.tsx";
import { LedgerTable } from "~/components/credits/ledger-table.tsx";
import { PaymentsList } from "~/components/credits/payments-list.tsx";
import { PlanWaits } from "~/components/credits/plan-waits.tsx";
import { ReferralInvites } from "~/components/credits/referral-invites.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/credits";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { lastPage } from "#domain/paging.ts";
import { readForm } from "~/lib/read-form.server.ts";

const CARD_OUTCOMES = ["confirmed", "cancelled", "failed", "pending"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const page = pageParam(url.searchParams.get("page"));
  const [balanceCents, ledger, packs, lbpPerUsd, payments, waits, referrals] = await Promise.all([
    creditBalanceCents(user.id),
    creditLedgerLines(user.id, page),
    listCreditPacks(),
    currentLbpPerUsd(),
    userPayments(user.id),
    userPlanWaits(user.id),
    referralSummary(user.id),
  ]);
  redirectPastLastPage(url, lastPage(ledger.total, LEDGER_PAGE_SIZE));
  const card = CARD_OUTCOMES.find((outcome) => outcome === url.searchParams.get("card")) ?? null;
  // A fresh key per rendered form: submitting it twice is one payment.
  return { balanceCents, ledger, page, packs, lbpPerUsd, payments, waits, referrals, methods: availableMethods(), formKey: crypto.randomUUID(), card };
}

/** Starts a payment with its provider: on to the gateway's page (card) or the payment's instructions. */
async function startPayment(input: Parameters<typeof makePayment>[0]): Promise<{ to: string } | { error: string; status: number }> {
  let started: StartedPayment | undefined;
  const code = await refusalOf(async () => {
    started = await makePayment(input);
  });
  if (started) return { to: started.checkoutUrl ?? `/credits/payments/${started.paymentId}` };
  return { error: errorMessageKey(code ?? "internal"), status: code ? errorStatus(code) : 500 };
}

type ActionData = { result?: SubmissionResult<string[]>; plan?: { propertyId: string; error: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await readForm(request);
  const key = `web:${user.id}:${String(formData.get("key") ?? "").slice(0, 120) || crypto.randomUUID()}`;
  if (formData.get("intent") === "plan") {
    const parsed = payPlanSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw data(null, { status: 400 });
    const wait = (await userPlanWaits(user.id)).find((candidate) => candidate.propertyId === parsed.data.propertyId);
    if (!wait) throw data(null, { status: 404 });
    const outcome = await startPayment({
      userId: user.id,
      propertyId: wait.propertyId,
      amount: wait.priceCents / 100,
      currency: "USD",
      method: parsed.data.method,
      idempotencyKey: key,
    });
    return "to" in outcome
      ? redirect(outcome.to)
      : data<ActionData>({ plan: { propertyId: wait.propertyId, error: outcome.error } }, { status: outcome.status });
  }
  const submission = parseWithZod(formData, { schema: buyCreditsSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await startPayment({ userId: user.id, amount: submission.value.pack, currency: "USD", method: submission.value.method, idempotencyKey: key });
  return "to" in outcome ? redirect(outcome.to) : data<ActionData>({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status });
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const { balanceCents, ledger, page, packs, lbpPerUsd, payments, waits, referrals, methods, formKey, card } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <PageTitle title={t("pages.credits")} subtitle={t("credits.intro")} />
      {card ? (
        <p
          role="status"
          data-card-outcome={card}
          className={`rounded-lg border px-4 py-3 text-sm ${card === "confirmed" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900"}`}
        >
          {t(`credits.card.${card}`)}
        </p>
      ) : null}
      <section aria-labelledby="balance-heading" className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm">
        <h2 id="balance-heading" className="text-sm font-medium text-white/80">
          {t("credits.balance")}
        </h2>
        <p data-balance className="mt-1 text-4xl font-bold tracking-tight">
          <Usd cents={balanceCents} />
        </p>
        <p className="mt-1 text-sm text-white/80">{t("credits.balanceNote")}</p>
      </section>
      <PlanWaits waits={waits} methods={methods} formKey={formKey} failure={answer?.plan} />
      <section aria-labelledby="buy-heading" className="space-y-4 rounded-2xl border border-slate-200 p-5">
        <h2 id="buy-heading" className="text-xl font-semibold text-slate-900">
          {t("credits.buyTitle")}
        </h2>
        <BuyCreditsForm packs={packs} methods={methods} lbpPerUsd={lbpPerUsd} formKey={formKey} lastResult={answer?.result} />
      </section>
      <ReferralInvites initial={referrals} />
      <PaymentsList payments={payments} />
      <LedgerTable lines={ledger.lines} total={ledger.total} page={page} />
    </div>
  );
}
