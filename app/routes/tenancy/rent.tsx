import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { paymentRefSchema, paymentSchema, PROOF_MAX_BYTES } from "#domain/tenancy.ts";
import { MultipartError, readMultipart } from "#server/http/multipart.server.ts";
import { currentLbpPerUsd } from "#server/money/exchange-rate.server.ts";
import { declarePayment } from "#server/tenants/declare-payment.server.ts";
import { readRentAccounts } from "#server/tenants/rent-account.server.ts";
import { propertyCode } from "#server/tenants/rent-account-csv.server.ts";
import { recordPayment } from "#server/tenants/record-payment.server.ts";
import { reviewRentPayment } from "#server/tenants/review-rent-payment.server.ts";
import { PaymentForm } from "~/components/tenancy/payment-form.tsx";
import { RentAccountView } from "~/components/tenancy/rent-account-view.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { runTenancyWrite, tenancyOf } from "~/lib/tenancy.server.ts";
import type { Route } from "./+types/rent";
import { readForm } from "~/lib/read-form.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  const [accounts, lbpPerUsd] = await Promise.all([readRentAccounts(userId, access), currentLbpPerUsd()]);
  return { role: access.role, propertyId: access.property.id, propertyCode: propertyCode(access.property), accounts, lbpPerUsd };
}

/** A declared payment comes as multipart (its proof); everything else as a plain form. */
async function readPaymentForm(request: Request): Promise<{ formData: FormData; proof: Uint8Array | null }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { formData: await readForm(request), proof: null };
  const body = await readMultipart(request, { maxFileBytes: PROOF_MAX_BYTES, maxFiles: 1, maxTotalBytes: PROOF_MAX_BYTES });
  const formData = new FormData();
  for (const [name, values] of body.fields) for (const value of values) formData.append(name, value);
  const file = body.files.find((candidate) => candidate.field === "proof" && candidate.data.byteLength > 0);
  return { formData, proof: file ? new Uint8Array(file.data) : null };
}

const SCHEMAS = { record: paymentSchema, declare: paymentSchema, confirm: paymentRefSchema, reject: paymentRefSchema };
type Intent = keyof typeof SCHEMAS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { userId, access } = await tenancyOf(context, params.propertyId);
  const propertyId = access.property.id;
  const form = await readPaymentForm(request).catch((error: unknown) => {
    if (!(error instanceof MultipartError)) throw error;
    // A body that is not a readable form (cut off, a NUL in a field) is the sender's mistake.
    if (error.problem === "malformed" || error.problem === "aborted") throw data(null, { status: 400 });
    return null;
  });
  // A proof over the limit is refused while it streams in; the form says so.
  if (!form) return data({ intent: "declare", result: { status: "error" as const, error: { "": ["errors.fileTooLarge"] } } }, { status: 413 });
  const { formData, proof } = form;
  const intent = String(formData.get("intent") ?? "");
  if (!(intent in SCHEMAS)) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent as Intent] });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const reply = (formErrors: string[]) => submission.reply({ formErrors });
  return runTenancyWrite({ intent, reply }, async () => {
    switch (intent as Intent) {
      case "record": {
        const { receiptNumber } = await recordPayment(userId, propertyId, String(formData.get("tenantId") ?? ""), paymentSchema.parse(submission.value));
        return { result: submission.reply({ resetForm: true }), done: "tenancy.rent.recorded", doneValues: { number: receiptNumber } };
      }
      case "declare": {
        // Said next to the proof field, where the tenant attaches it.
        if (!proof) return { result: submission.reply({ fieldErrors: { proof: ["tenancy.errors.proofRequired"] } }) };
        await declarePayment(userId, propertyId, paymentSchema.parse(submission.value), proof);
        return { result: submission.reply({ resetForm: true }), done: "tenancy.rent.declared" };
      }
      case "confirm":
      case "reject":
        await reviewRentPayment(userId, propertyId, String(formData.get("paymentId")), intent === "confirm" ? "confirm" : "reject");
        return { done: intent === "confirm" ? "tenancy.rent.confirmed" : "tenancy.rent.rejectedDone" };
    }
  });
}

export default function RentTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { role, propertyId, propertyCode: code, accounts, lbpPerUsd } = loaderData;
  const landlord = role === "landlord";
  const open = accounts.filter((account) => !account.endedOn);
  return (
    <div className="space-y-5">
      {accounts.length === 0 ? <p className="text-sm text-slate-600">{t("tenancy.rent.noAccount")}</p> : null}
      {accounts.map((account) => (
        <RentAccountView key={account.accountId} account={account} propertyId={propertyId} propertyCode={code} landlord={landlord} />
      ))}
      {landlord && open.length ? <PaymentForm mode="record" accounts={open} lbpPerUsd={lbpPerUsd} /> : null}
      {role === "tenant" && open.length ? <PaymentForm mode="declare" accounts={open} lbpPerUsd={lbpPerUsd} /> : null}
    </div>
  );
}
