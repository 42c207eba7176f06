import { getFormProps, getTextareaProps, type Submission, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useFetcher } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import { daysAfter } from "#domain/days.ts";
import { beirutInputValue } from "#domain/beirut-clock.ts";
import { listingRequestSchema, MAX_PREFERRED_TIMES, TOUR_WINDOW_DAYS } from "#domain/requests.ts";
import { FieldError, FormAlert, inputClass, labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { ContactActionData } from "./contact-draft.ts";

type RequestFields = { kind: string; message: string; preferredTimes: string[] };

/** A message or a tour request (one to three preferred times), checked with the server's schema. */
export function RequestForm({
  kind,
  listing,
  onSignedOutSubmit,
}: {
  kind: "message" | "tour";
  listing: ListingPageData;
  onSignedOutSubmit: ((form: HTMLFormElement) => void) | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${listing.id}` });
  const busy = isFetcherPending(fetcher);
  const answer = !busy && fetcher.data?.intent === "request" ? fetcher.data : undefined;
  const [form, fields] = useForm<RequestFields>({
    id: `request-${kind}`,
    lastResult: answer?.result,
    // One shape for both kinds of request: the form's fields, not the schema's union.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listingRequestSchema(new Date()) }) as unknown as Submission<RequestFields>,
    onSubmit: (event) => {
      if (!onSignedOutSubmit) return;
      event.preventDefault();
      onSignedOutSubmit(event.currentTarget);
    },
    // Checked on Send, not on leaving a field: a message appearing as Tab went from one time to the
    // next took focus off the next time box, and the dialog then put focus on itself.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  if (answer?.threadId) {
    return (
      <div role="status" className="space-y-2 rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
        <p>{t("listingPage.contact.sent", { name: listing.owner.name })}</p>
        <Link to={`/requests?box=sent&thread=${answer.threadId}`} className="font-semibold underline">
          {t("requests.compose.sentLink")}
        </Link>
      </div>
    );
  }
  const now = new Date();
  const min = beirutInputValue(now);
  const max = beirutInputValue(daysAfter(now, TOUR_WINDOW_DAYS));
  const timeErrors = Object.values(fields.preferredTimes.allErrors).flat();
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="kind" value={kind} />
      <FormAlert errors={form.errors} />
      {kind === "tour" ? (
        <fieldset aria-describedby={fields.preferredTimes.errorId}>
          <legend className={labelClass}>{t("requests.compose.preferredTimes")}</legend>
          <div className="space-y-2">
            {Array.from({ length: MAX_PREFERRED_TIMES }, (_, index) => (
              <input
                key={index}
                type="datetime-local"
                name={`${fields.preferredTimes.name}[${index}]`}
                aria-label={t("requests.compose.time", { number: index + 1 })}
                aria-invalid={timeErrors.length > 0 || undefined}
                aria-describedby={fields.preferredTimes.errorId}
                min={min}
                max={max}
                step={900}
                className={inputClass(timeErrors.length > 0)}
              />
            ))}
          </div>
          <FieldError id={fields.preferredTimes.errorId} errors={[...new Set(timeErrors)].slice(0, 1)} />
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={fields.message.id} className={labelClass}>
          {t("listingPage.contact.message")}
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={4}
          defaultValue={
            fields.message.initialValue ?? (kind === "tour" ? t("listingPage.contact.tourMessage", { title: listing.title, url: listing.url }) : "")
          }
          className={inputClass(Boolean(fields.message.errors))}
        />
        <FieldError id={fields.message.errorId} errors={fields.message.errors?.slice(0, 1)} />
      </div>
      <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("listingPage.contact.sending")} size="lg" className="w-full">
        {onSignedOutSubmit ? t("requests.compose.signInAndSend") : t("listingPage.contact.send")}
      </StatusButton>
    </fetcher.Form>
  );
}
