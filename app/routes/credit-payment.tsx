import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData } from "react-router";
import { errorMessageKey, errorStatus } from "#domain/errors.ts";
import { toDecimal } from "#domain/money.ts";
import { isId } from "#domain/ids.ts";
import { refusalOf } from "#server/errors.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { instructionKey, instructionValues } from "#server/payments/instructions.server.ts";
import { receivePaymentProof } from "#server/payments/payment-proof.server.ts";
import { PaymentSummary } from "~/components/credits/payment-details.tsx";
import { FieldError, labelClass } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { paymentOr404 } from "~/lib/payment-or-404.server.ts";
import type { Route } from "./+types/credit-payment";
import { isolate } from "#domain/bidi.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const payment = await paymentOr404(user.id, params.paymentId);
  const manual = payment.method !== "card";
  return {
    payment,
    instructions:
      manual && payment.status === "pending"
        ? {
            key: instructionKey(payment.method),
            values: instructionValues({ reference: payment.reference, amountUsd: toDecimal(payment.amountCents) }, context.get(requestContext).locale),
          }
        : null,
    mayAttachProof: manual && payment.status === "pending" && payment.buyer.id === user.id,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context);
  if (!isId(params.paymentId)) throw data(null, { status: 404 });
  const code = await refusalOf(() => receivePaymentProof(user.id, params.paymentId, request));
  if (code === "not_found") throw data(null, { status: 404 });
  if (code) return data({ error: errorMessageKey(code), saved: false }, { status: errorStatus(code) });
  return { error: null, saved: true };
}

export default function CreditPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { payment, instructions, mayAttachProof } = loaderData;
  const answer = useActionData<typeof action>();
  // Only while the proof is on its way: once the answer is shown (a refusal beside the field) the
  // page's data is read again, and a button disabled through that let a Tab pass over it.
  const busy = useIsPending({ state: "submitting" });
  const proofInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer?.error) proofInput.current?.focus();
  }, [answer]);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      {/* The reference is isolated left-to-right inside an Arabic title. */}
      <PageTitle title={t("credits.payment.title", { reference: `\u2066${payment.reference}\u2069` })} />
      <PaymentSummary payment={payment} />
      {payment.status === "rejected" && payment.rejectionReason ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {t("credits.payment.rejectedBecause", { reason: isolate(payment.rejectionReason) })}
        </p>
      ) : null}
      {payment.receiptNumber ? (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {t("credits.payment.confirmedNote")}{" "}
          <Link to={`/credits/receipts/${payment.id}`} className="font-semibold underline">
            {t("credits.viewReceipt")}
          </Link>
        </p>
      ) : null}
      {instructions ? (
        <section aria-labelledby="how-heading" className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="how-heading" className="text-lg font-semibold text-slate-900">
            {t("credits.payment.howToPay")}
          </h2>
          <p data-instructions className="text-slate-900">
            {t(instructions.key as never, instructions.values)}
          </p>
          <div>
            <p className="text-sm text-slate-700">{t("credits.payment.reference")}</p>
            <p data-reference dir="ltr" className="inline-block rounded-lg bg-white px-3 py-1.5 font-mono text-2xl font-bold tracking-wider text-slate-900">
              {payment.reference}
            </p>
            <p className="mt-1 text-sm text-slate-700">{t("credits.payment.quote")}</p>
          </div>
          <p className="text-sm text-slate-700">{t("credits.payment.afterPaying")}</p>
        </section>
      ) : null}
      {payment.hasProof ? (
        <p className="text-sm text-slate-700">
          {t("credits.payment.proofAttached")}{" "}
          <a href={`/credits/payments/${payment.id}/proof`} className="font-semibold text-brand-700 underline">
            {t("credits.payment.viewProof")}
          </a>
        </p>
      ) : null}
      {mayAttachProof ? (
        <section aria-labelledby="proof-heading" className="space-y-3 rounded-2xl border border-slate-200 p-5">
          <h2 id="proof-heading" className="text-lg font-semibold text-slate-900">
            {t("credits.payment.proofTitle")}
          </h2>
          <p id="proof-hint" className="text-sm text-slate-700">
            {t("credits.payment.proofHint")}
          </p>
          {answer?.saved ? (
            <p role="status" className="text-sm font-medium text-emerald-800">
              {t("credits.payment.proofSaved")}
            </p>
          ) : null}
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-start gap-3">
            <div>
              <label htmlFor="proof" className={labelClass}>
                {t("credits.payment.proofLabel")}
              </label>
              {/* A refused file is named beside the field, which keeps focus for the next try. */}
              <input
                id="proof"
                name="proof"
                type="file"
                required
                accept="image/jpeg,image/png,image/webp,application/pdf"
                aria-invalid={answer?.error ? true : undefined}
                aria-describedby={answer?.error ? "proof-hint proof-error" : "proof-hint"}
                ref={proofInput}
                className="block max-w-full text-sm"
              />
              <FieldError id="proof-error" errors={answer?.error ? [answer.error] : undefined} />
            </div>
            <StatusButton status={busy ? "pending" : "idle"} className="mt-6 min-h-11">
              {t("credits.payment.proofSubmit")}
            </StatusButton>
          </Form>
        </section>
      ) : null}
      <Link to="/credits" className="inline-block font-semibold text-brand-700 hover:underline">
        {t("credits.payment.back")}
      </Link>
    </div>
  );
}
