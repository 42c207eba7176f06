import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { usePlanName } from "~/lib/plan-name.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, useActionData } from "react-router";
import { approveListingSchema, MODERATION_PAGE_SIZE, moderationRequest, pageParam, rejectListingSchema } from "#domain/admin.ts";
import { formatMoney } from "#domain/money.ts";
import { approveListing } from "#server/admin/approve-listing.server.ts";
import { listModerationQueue, type PendingListing } from "#server/admin/moderation-queue.server.ts";
import { rejectListing } from "#server/admin/reject-listing.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { AdminNotice, Pagination, DialogActions } from "~/components/admin/admin-parts.tsx";
import { FieldError, FormAlert, inputClass, labelClass } from "~/components/ui/field.tsx";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/moderation";
import { dateFormat, joinList } from "#domain/intl.ts";
import { isolate } from "#domain/bidi.ts";
import { OwnerText } from "~/components/owner-text.tsx";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { lastPage } from "#domain/paging.ts";
import { readForm } from "~/lib/read-form.server.ts";
import { BEIRUT } from "#domain/days.ts";
import { ModerationFlags } from "~/components/admin/moderation-flags.tsx";
import { WaitingChanges } from "~/components/admin/waiting-changes.tsx";
import { ListingPhotos } from "~/components/admin/listing-photos.tsx";
import { requestContext } from "#server/http/request-context.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageParam(url.searchParams.get("page"));
  const [queue, plans] = await Promise.all([listModerationQueue(requireUser(context).id, page, context.get(requestContext).locale), listPlans()]);
  redirectPastLastPage(url, lastPage(queue.total, MODERATION_PAGE_SIZE));
  return { ...queue, page, planNames: Object.fromEntries(plans.map((plan) => [plan.id, plan.name])) as Record<string, string> };
}

type ActionData = { done: "approved" | "rejected" } | { propertyId?: string; error?: string; result?: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "approve") {
    const submission = parseWithZod(formData, { schema: approveListingSchema });
    if (submission.status !== "success") throw data(null, { status: 400 });
    const failure = await attemptAdmin(() => approveListing(adminId, submission.value.propertyId));
    if (failure) return data<ActionData>({ propertyId: submission.value.propertyId, error: failure.error }, { status: failure.status });
    return data<ActionData>({ done: "approved" });
  }
  if (intent === "reject") {
    const submission = parseWithZod(formData, { schema: rejectListingSchema });
    const propertyId = String(formData.get("propertyId") ?? "");
    if (submission.status !== "success") return data<ActionData>({ propertyId, result: submission.reply() }, { status: 400 });
    const failure = await attemptAdmin(() => rejectListing(adminId, submission.value.propertyId, submission.value.reason));
    if (failure) return data<ActionData>({ propertyId, result: submission.reply({ formErrors: [failure.error] }) }, { status: failure.status });
    return data<ActionData>({ done: "rejected" });
  }
  throw data(null, { status: 400 });
}

function RequestLabel({ flag, planNames }: { flag: string | null; planNames: Record<string, string> }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const request = moderationRequest(flag);
  switch (request.kind) {
    case "new":
      return t("admin.moderation.requestNew");
    case "edit":
      return t("admin.moderation.requestEdit");
    case "renew":
      return t("admin.moderation.requestRenew");
    case "planChange":
      return t("admin.moderation.requestPlanChange", { plan: planName(planNames[request.fromPlan] ?? request.fromPlan) });
    case "other":
      // An activation's own flag is the code's word, not the admin's.
      return t("admin.moderation.requestOther");
  }
}

function RejectDialog({ listing, lastResult }: { listing: PendingListing; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm<{ propertyId: string; reason: string }>({
    id: `reject-${listing.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectListingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const reason = fields.reason;
  return (
    // A refused rejection (e.g. no reason) opens again with its message.
    <Dialog.Root defaultOpen={Boolean(lastResult)}>
      <Dialog.Trigger className={buttonClass({ variant: "refuse" })}>{t("admin.moderation.reject")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("admin.moderation.rejectTitle", { title: isolate(listing.title) })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{t("admin.moderation.rejectIntro")}</Dialog.Description>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="propertyId" value={listing.id} />
            <FormAlert errors={form.errors} />
            <div>
              <label htmlFor={reason.id} className={labelClass}>
                {t("admin.moderation.reason")}
              </label>
              <textarea
                {...getTextareaProps(reason)}
                key={reason.key}
                rows={4}
                maxLength={1000}
                aria-describedby={reason.errors ? reason.errorId : undefined}
                className={inputClass(Boolean(reason.errors))}
              />
              <FieldError id={reason.errorId} errors={reason.errors?.slice(0, 1)} />
            </div>
            <DialogActions cancel={t("admin.moderation.cancel")} confirm={t("admin.moderation.rejectConfirm")} busy={busy} />
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function PendingCard({ listing, planNames, answer }: { listing: PendingListing; planNames: Record<string, string>; answer: ActionData | undefined }) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  const mine = answer && "propertyId" in answer && answer.propertyId === listing.id ? answer : undefined;
  const headingId = `pending-${listing.id}`;
  const submitted = listing.submittedAt
    ? dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT }).format(new Date(listing.submittedAt))
    : "—";
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row">
        {listing.photoUrl ? (
          <img src={listing.photoUrl} alt="" loading="lazy" className="h-32 w-full rounded object-cover sm:w-44" />
        ) : (
          <div className="flex h-32 w-full items-center justify-center rounded bg-slate-100 text-sm text-slate-600 sm:w-44">
            {t("admin.moderation.noPhoto")}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">
            {listing.title}
          </h3>
          <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            <span className="sr-only">{t("admin.moderation.request")}: </span>
            <RequestLabel flag={listing.flag} planNames={planNames} />
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3">
            <Detail term={t("admin.moderation.price")}>
              {formatMoney(listing.price, listing.unit, i18n.language)} ·{" "}
              {t(listing.listingType === "Sale" ? "admin.moderation.sale" : "admin.moderation.rental")}
            </Detail>
            <Detail term={t("admin.moderation.place")}>{joinList([listing.city, listing.district], i18n.language) || "—"}</Detail>
            <Detail term={t("admin.moderation.plan")}>{listing.planName}</Detail>
            <Detail term={t("admin.moderation.owner")}>
              <OwnerText>{listing.ownerName}</OwnerText>
              <br />
              <span dir="ltr" className="break-all text-slate-700">
                {listing.ownerEmail}
              </span>
            </Detail>
            <Detail term={t("admin.moderation.submitted")}>{submitted}</Detail>
          </dl>
          <ListingPhotos id={listing.id} photos={listing.photos} />
          <WaitingChanges changes={listing.changes} />
          <ModerationFlags listing={listing} />
          {mine && "error" in mine && mine.error ? (
            <div className="mt-3">
              <FormAlert errors={[mine.error]} />
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="propertyId" value={listing.id} />
              <StatusButton status={busy ? "pending" : "idle"}>{t("admin.moderation.approve")}</StatusButton>
            </Form>
            <RejectDialog listing={listing} lastResult={mine && "result" in mine ? mine.result : undefined} />
          </div>
        </div>
      </article>
    </li>
  );
}

export default function Moderation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listings, total, page, planNames } = loaderData;
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const done = answer && "done" in answer ? answer.done : undefined;
  return (
    <section aria-labelledby="moderation-heading" className="space-y-4">
      <h2 id="moderation-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.moderation.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("admin.moderation.intro")}</p>
      <AdminNotice message={done ? t(done === "approved" ? "admin.moderation.approved" : "admin.moderation.rejected") : undefined} />
      <p className="text-sm font-medium text-slate-800">{t("admin.moderation.count", { count: total })}</p>
      {listings.length ? (
        <ol className="space-y-4">
          {listings.map((listing) => (
            <PendingCard key={listing.id} listing={listing} planNames={planNames} answer={answer} />
          ))}
        </ol>
      ) : (
        <p className="rounded border border-slate-200 p-4 text-slate-700">{t("admin.moderation.empty")}</p>
      )}
      <Pagination page={page} total={total} pageSize={MODERATION_PAGE_SIZE} search={new URLSearchParams()} />
    </section>
  );
}
