import { Form, useActionData } from "react-router";
import { beirutInputValue } from "#domain/beirut-clock.ts";
import type { RequestThread } from "#domain/request-views.ts";
import { Bubble, MessageText, formatWhen, StatusBadge } from "~/components/conversations/parts.tsx";
import { ThreadFrame } from "~/components/conversations/thread-frame.tsx";
import { Button, buttonClass, type ButtonVariant } from "~/components/ui/button.tsx";
import { inputClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { RequestActionData } from "~/lib/route-answers.ts";
import { REQUEST_TONE } from "./request-list.tsx";
import { isolate } from "#domain/bidi.ts";

/** One request: its listing, its steps and messages, what the reader may answer, and a reply box. */
export function RequestThreadView({ thread, now }: { thread: RequestThread; now: string }) {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<RequestActionData>();
  const when = (iso: string | null) => (iso ? formatWhen(iso, i18n.language) : "");
  const author = (mine: boolean) => (mine ? t("requests.you") : thread.other.name);
  const waiting = thread.kind === "tour" && (thread.status === "pending" || thread.status === "proposed");
  return (
    <ThreadFrame
      titleId="thread-title"
      badges={
        <>
          <StatusBadge tone="closed">{t(`requests.kinds.${thread.kind}`)}</StatusBadge>
          <StatusBadge tone={REQUEST_TONE[thread.status]}>{t(`requests.statuses.${thread.status}`)}</StatusBadge>
        </>
      }
      otherName={thread.other.name}
      listing={thread.listing}
      header={
        <>
          {thread.other.phoneDigits ? (
            <a href={`tel:+${thread.other.phoneDigits}`} className="inline-block text-sm font-medium text-brand-700 underline">
              {t("requests.callOwner", { phone: `+${thread.other.phoneDigits}` })}
            </a>
          ) : null}
          {thread.tourAt && (thread.status === "accepted" || thread.status === "proposed") ? (
            <p className="font-semibold text-slate-900">{t("requests.tourAt", { when: when(thread.tourAt) })}</p>
          ) : null}
          {thread.kind === "tour" && thread.status === "accepted" && thread.tourAt ? (
            <a href={`/requests/${thread.id}/tour.ics`} download="tour.ics" className={buttonClass({ variant: "quiet", className: "min-h-11 text-sm" })}>
              {t("requests.addToCalendar")}
            </a>
          ) : null}
          {waiting && thread.answerBy ? <p className="text-sm text-slate-600">{t("requests.answerBy", { when: when(thread.answerBy) })}</p> : null}
        </>
      }
      lead={
        thread.kind === "tour" && thread.preferredDates.length ? (
          <section aria-labelledby="times-title" className="space-y-2">
            <h3 id="times-title" className="text-sm font-semibold text-slate-700">
              {t("requests.preferredTimes")}
            </h3>
            <ul className="space-y-2">
              {thread.preferredDates.map((iso) => (
                <li key={iso} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
                  <span className="font-medium text-slate-900">{when(iso)}</span>
                  {thread.side === "owner" && thread.status === "pending" && iso > now ? (
                    <AnswerButton requestId={thread.id} answer="accept" fields={{ at: iso }} label={t("requests.accept")} variant="primary" />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
      entriesLabel={t("requests.conversation")}
      entries={thread.messages.map((message) =>
        message.event === "message" ? (
          <Bubble key={message.id} mine={message.mine} author={author(message.mine)} time={when(message.createdAt)}>
            <MessageText>{message.body}</MessageText>
          </Bubble>
        ) : (
          <Bubble
            key={message.id}
            step
            mine={message.mine}
            author={message.event === "expired" ? t("common.appName") : author(message.mine)}
            time={when(message.createdAt)}
          >
            {message.event === "declined" && message.body
              ? t("requests.events.declinedReason", { reason: isolate(message.body) })
              : t(`requests.events.${message.event}`, { when: when(message.at) })}
          </Bubble>
        ),
      )}
      error={actionData?.error}
    >
      {waiting ? <TourAnswers thread={thread} /> : null}
      {thread.blocked ? <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{t("requests.blockedNote")}</p> : null}
      {thread.canWrite ? <ReplyForm thread={thread} /> : <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{t("requests.closedNote")}</p>}
      {thread.side === "owner" ? (
        <Form method="post" className="border-t border-slate-100 pt-3">
          <input type="hidden" name="requestId" value={thread.id} />
          <button type="submit" name="intent" value={thread.blocked ? "unblock" : "block"} className="text-sm font-medium text-red-700 underline">
            {thread.blocked ? t("requests.unblock") : t("requests.block")}
          </button>
        </Form>
      ) : null}
    </ThreadFrame>
  );
}

function AnswerButton({
  requestId,
  answer,
  fields = {},
  label,
  variant,
}: {
  requestId: string;
  answer: string;
  fields?: Record<string, string>;
  label: string;
  variant: ButtonVariant;
}) {
  const busy = useIsPending();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="answer" value={answer} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={busy} variant={variant} className="text-sm">
        {label}
      </Button>
    </Form>
  );
}

/** The owner declines or proposes another time; the visitor accepts or declines a proposed time. */
function TourAnswers({ thread }: { thread: RequestThread }) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  if (thread.side === "sender") {
    return thread.status === "proposed" && thread.tourAt ? (
      <div className="flex flex-wrap gap-2 rounded-lg bg-brand-50 p-3">
        <AnswerButton
          requestId={thread.id}
          answer="acceptProposal"
          label={t("requests.acceptProposal", { when: formatWhen(thread.tourAt, i18n.language) })}
          variant="primary"
        />
        <AnswerButton requestId={thread.id} answer="decline" label={t("requests.declineProposal")} variant="quiet" />
      </div>
    ) : null;
  }
  const suggested = thread.tourAt ?? thread.preferredDates[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="requestId" value={thread.id} />
        <input type="hidden" name="answer" value="propose" />
        <label htmlFor="propose-at" className="block text-sm font-semibold text-slate-800">
          {t("requests.propose")}
        </label>
        <p className="text-xs text-slate-600">{t("requests.proposeTime")}</p>
        <input
          id="propose-at"
          name="at"
          type="datetime-local"
          required
          defaultValue={suggested ? beirutInputValue(new Date(suggested)) : undefined}
          className={inputClass(false)}
        />
        <Button type="submit" disabled={busy} variant="quiet" className="text-sm">
          {t("requests.proposeSend")}
        </Button>
      </Form>
      <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="requestId" value={thread.id} />
        <input type="hidden" name="answer" value="decline" />
        <label htmlFor="decline-reason" className="block text-sm font-semibold text-slate-800">
          {t("requests.declineReason")}
        </label>
        <textarea id="decline-reason" name="reason" rows={2} maxLength={500} className={inputClass(false)} />
        <Button type="submit" disabled={busy} variant="refuse" className="text-sm">
          {t("requests.declineConfirm")}
        </Button>
      </Form>
    </div>
  );
}

function ReplyForm({ thread }: { thread: RequestThread }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  return (
    // Keyed by the thread's length: a sent message empties the box, a refused one keeps it.
    <Form key={thread.messages.length} method="post" className="space-y-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="requestId" value={thread.id} />
      <label htmlFor="reply-message" className="block text-sm font-semibold text-slate-800">
        {t("requests.reply")}
      </label>
      <textarea id="reply-message" name="message" rows={3} maxLength={1000} className={inputClass(false)} />
      <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("requests.sending")} className="text-sm">
        {t("requests.send")}
      </StatusButton>
    </Form>
  );
}
