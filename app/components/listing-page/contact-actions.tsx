import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { type ContactEvent, whatsappLink } from "#domain/contact.ts";
import { listingRequestSchema } from "#domain/listing-request.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { FieldError, FormAlert, inputClass } from "~/components/form-parts.tsx";
import { useAuthDialog } from "~/lib/auth-state.tsx";

/** Counts a contact action; the visitor's way to the owner never waits for it. */
export function countContact(propertyId: string, event: ContactEvent): void {
  void fetch("/resources/listing-events", { method: "POST", body: new URLSearchParams({ propertyId, event }), keepalive: true }).catch(() => {});
}

export type RequestKind = "message" | "tour";
export type RequestActionData = { intent: "request"; result?: SubmissionResult<string[]>; sent?: boolean };

/**
 * How the owner may be reached, as the listing's contact method allows: a WhatsApp link with a
 * message naming the listing, a number to call, and whether Beitna messages are offered (when the
 * owner asked for them, or when there is no other way to reach them).
 */
export function useContactChannels(listing: ListingPageData) {
  const { t } = useTranslation();
  const digits = listing.owner.phoneDigits;
  const whatsapp = listing.contactMethod.includes("WhatsApp") && digits ? whatsappLink(t("listingPage.contact.whatsappMessage", { title: listing.title, url: listing.url }), digits) : null;
  const call = listing.contactMethod.includes("Phone call") && digits ? `+${digits}` : null;
  const write = listing.contactMethod.includes("Message on Beitna") || !(whatsapp || call);
  return { whatsapp, call, write };
}

/** Opens the message or tour dialog, counting it. */
export function useRequestDialog(propertyId: string) {
  const [dialog, setDialog] = useState<RequestKind | null>(null);
  const open = (kind: RequestKind) => {
    countContact(propertyId, kind === "tour" ? "requestTour" : "messageOwner");
    setDialog(kind);
  };
  return { dialog, open, close: () => setDialog(null) };
}

const primary = "inline-flex items-center justify-center gap-2 rounded px-4 py-2.5 font-semibold";

/**
 * The owner's ways to be reached, as the listing's contact method allows: WhatsApp with a message
 * naming the listing, a call, a message or a tour request on Beitna, and "I'm interested". Each
 * counts in the listing's counter.
 */
export function ContactActions({ listing, signedIn }: { listing: ListingPageData; signedIn: boolean }) {
  const { t } = useTranslation();
  const { dialog, open, close } = useRequestDialog(listing.id);
  const { whatsapp, call, write } = useContactChannels(listing);
  const [interested, setInterested] = useState(false);
  if (listing.isOwner) return <p className="text-sm text-slate-700">{t("listingPage.contact.ownListing")}</p>;

  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => countContact(listing.id, "whatsapp")} className={`${primary} bg-[#1f7a47] text-white hover:bg-[#17603a]`}>
            {t("listingPage.contact.whatsapp")}
          </a>
        ) : null}
        {call ? (
          <a href={`tel:${call}`} onClick={() => countContact(listing.id, "call")} className={`${primary} bg-brand-600 text-white hover:bg-brand-700`}>
            <span>{t("listingPage.contact.call")}</span>
            <span dir="ltr">{call}</span>
          </a>
        ) : null}
        <button type="button" onClick={() => open("message")} className={`${primary} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
          {t("listingPage.contact.messageOwner")}
        </button>
        <button type="button" onClick={() => open("tour")} className={`${primary} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
          {t("listingPage.contact.requestTour")}
        </button>
        <button
          type="button"
          aria-pressed={interested}
          disabled={interested}
          onClick={() => {
            countContact(listing.id, "interested");
            setInterested(true);
          }}
          className={`${primary} border border-slate-400 text-slate-800 hover:bg-slate-50 disabled:opacity-70 sm:col-span-2`}
        >
          {t("listingPage.contact.interested")}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {interested ? t("listingPage.contact.interestedDone") : ""}
      </p>
      {dialog ? <RequestDialog kind={dialog} listing={listing} signedIn={signedIn} channels={{ whatsapp, call, write }} onClose={close} /> : null}
    </div>
  );
}

export function RequestDialog({
  kind,
  listing,
  signedIn,
  channels: { whatsapp, call, write },
  onClose,
}: {
  kind: RequestKind;
  listing: ListingPageData;
  signedIn: boolean;
  channels: ReturnType<typeof useContactChannels>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuthDialog();
  const direct = Boolean(whatsapp || call);
  const tourWhatsapp = kind === "tour" && whatsapp ? whatsappLink(t("listingPage.contact.tourMessage", { title: listing.title, url: listing.url }), listing.owner.phoneDigits) : whatsapp;
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {kind === "tour" ? t("listingPage.contact.dialogTourTitle") : t("listingPage.contact.dialogMessageTitle")}
            </Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("listingPage.contact.close")}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={direct ? "mb-3 text-sm text-slate-700" : "sr-only"}>
            {direct ? t("listingPage.contact.dialogIntro", { name: listing.owner.name }) : listing.title}
          </Dialog.Description>
          {direct ? (
            <div className="mb-4 flex flex-wrap gap-2">
              {tourWhatsapp ? (
                <a href={tourWhatsapp} target="_blank" rel="noopener noreferrer" className={`${primary} bg-[#1f7a47] text-white`}>
                  {t("listingPage.contact.whatsapp")}
                </a>
              ) : null}
              {call ? (
                <a href={`tel:${call}`} className={`${primary} bg-brand-600 text-white`}>
                  <span>{t("listingPage.contact.call")}</span>
                  <span dir="ltr">{call}</span>
                </a>
              ) : null}
            </div>
          ) : null}
          {write ? (
            <>
              <p className="mb-2 text-sm font-medium text-slate-800">{direct ? t("listingPage.contact.orWrite") : t("listingPage.contact.writeOnly")}</p>
              {signedIn ? (
                <RequestForm kind={kind} listing={listing} />
              ) : (
                <div className="space-y-2">
                  <p className="text-sm text-slate-700">{t("listingPage.contact.signInIntro")}</p>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      auth.open("sign-in");
                    }}
                    className={`${primary} bg-brand-600 text-white hover:bg-brand-700`}
                  >
                    {t("listingPage.contact.signIn")}
                  </button>
                </div>
              )}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RequestForm({ kind, listing }: { kind: RequestKind; listing: ListingPageData }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RequestActionData>();
  const answer = fetcher.state === "idle" && fetcher.data?.intent === "request" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: `request-${kind}`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listingRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (answer?.sent) {
    return (
      <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
        {t("listingPage.contact.sent", { name: listing.owner.name })}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="kind" value={kind} />
      <FormAlert errors={form.errors} />
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium text-slate-800">
          {t("listingPage.contact.message")}
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={4}
          defaultValue={fields.message.initialValue ?? (kind === "tour" ? t("listingPage.contact.tourMessage", { title: listing.title, url: listing.url }) : "")}
          className={inputClass(Boolean(fields.message.errors))}
        />
        <FieldError id={fields.message.errorId} errors={fields.message.errors?.slice(0, 1)} />
      </div>
      {kind === "tour" ? (
        <div>
          <label htmlFor={fields.preferredDate.id} className="mb-1 block text-sm font-medium text-slate-800">
            {t("listingPage.contact.preferredDate")}
          </label>
          <input {...getInputProps(fields.preferredDate, { type: "date" })} key={fields.preferredDate.key} className={inputClass(Boolean(fields.preferredDate.errors))} />
          <FieldError id={fields.preferredDate.errorId} errors={fields.preferredDate.errors?.slice(0, 1)} />
        </div>
      ) : null}
      <button type="submit" disabled={fetcher.state !== "idle"} className={`${primary} w-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60`}>
        {fetcher.state === "idle" ? t("listingPage.contact.send") : t("listingPage.contact.sending")}
      </button>
    </fetcher.Form>
  );
}
