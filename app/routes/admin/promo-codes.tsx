import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { boostSettingsSchema } from "#domain/boost.ts";
import { createPromoCodeSchema, pausePromoCodeSchema } from "#domain/promo-codes.ts";
import { createPromoCode, listPromoCodes, setPromoCodePaused } from "#server/promo/admin-promo-codes.server.ts";
import { readBoostSettings, saveBoostSettings } from "#server/settings/boost-settings.server.ts";
import { BoostSettingsForm, CreatePromoCodeForm, PromoCodeTable } from "~/components/admin/promo-codes.tsx";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/promo-codes";
import { readForm } from "~/lib/read-form.server.ts";
import type { PromoCodesAnswer } from "~/lib/route-answers.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const adminId = requireUser(context).id;
  const [codes, boost] = await Promise.all([listPromoCodes(adminId), readBoostSettings()]);
  return { codes: codes.map((code) => ({ ...code, expiresAt: code.expiresAt?.toISOString() ?? null, createdAt: code.createdAt.toISOString() })), boost };
}

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "pause") {
    const parsed = pausePromoCodeSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<PromoCodesAnswer>({ intent, error: "admin.errors.not_found" }, { status: 400 });
    const failure = await attemptAdmin(() => setPromoCodePaused(adminId, parsed.data.code, parsed.data.paused));
    return data<PromoCodesAnswer>({ intent, error: failure?.error, saved: !failure }, { status: failure?.status ?? 200 });
  }
  if (intent === "boost") {
    const submission = parseWithZod(formData, { schema: boostSettingsSchema });
    if (submission.status !== "success") return data<PromoCodesAnswer>({ intent, result: submission.reply() }, { status: 400 });
    const failure = await attemptAdmin(() => saveBoostSettings(adminId, submission.value));
    if (failure) return data<PromoCodesAnswer>({ intent, result: submission.reply({ formErrors: [failure.error] }) }, { status: failure.status });
    return data<PromoCodesAnswer>({ intent, saved: true, result: submission.reply() });
  }
  const submission = parseWithZod(formData, { schema: createPromoCodeSchema });
  if (submission.status !== "success") return data<PromoCodesAnswer>({ intent, result: submission.reply() }, { status: 400 });
  let created: string | undefined;
  const failure = await attemptAdmin(async () => {
    created = await createPromoCode(adminId, submission.value);
  });
  if (failure) return data<PromoCodesAnswer>({ intent, result: submission.reply({ formErrors: [failure.error] }) }, { status: failure.status });
  return data<PromoCodesAnswer>({ intent, created, result: submission.reply({ resetForm: true }) });
}

export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as PromoCodesAnswer | undefined;
  return (
    <div className="space-y-8">
      <section aria-labelledby="promo-heading" className="space-y-4">
        <h2 id="promo-heading" className="text-xl font-semibold text-slate-900">
          {t("promote.admin.heading")}
        </h2>
        <p className="text-sm text-slate-700">{t("promote.admin.intro")}</p>
        <CreatePromoCodeForm answer={answer?.intent === "create" ? answer : undefined} />
        <PromoCodeTable codes={loaderData.codes} error={answer?.intent === "pause" ? answer.error : undefined} />
      </section>
      <BoostSettingsForm settings={loaderData.boost} answer={answer?.intent === "boost" ? answer : undefined} />
    </div>
  );
}
