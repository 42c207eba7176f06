import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { whatsappLink } from "#domain/contact.ts";
import { shareListingSchema } from "#domain/share.ts";
import { FormAlert, TextField } from "~/components/form-parts.tsx";

export type ShareActionData = { intent: "share"; result?: SubmissionResult<string[]>; sentTo?: string };

/** Share by WhatsApp, by copying the link, or by email (Share_Property). */
export function SharePanel({ propertyId, title, url, senderName }: { propertyId: string; title: string; url: string; senderName: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "copyFailed" | null>(null);
  const fetcher = useFetcher<ShareActionData>();
  const answer = fetcher.state === "idle" && fetcher.data?.intent === "share" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: "share-listing",
    defaultValue: { fullName: senderName, propertyId },
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareListingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("copyFailed");
    }
  };
  const button = "rounded border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <section aria-labelledby="share-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="share-title" className="text-lg font-semibold text-slate-900">
        {t("listingPage.share.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a href={whatsappLink(`${title} ${url}`)} target="_blank" rel="noopener noreferrer" className={button}>
          {t("listingPage.share.whatsapp")}
        </a>
        <button type="button" onClick={() => void copy()} className={button}>
          {t("listingPage.share.copy")}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied ? t(`listingPage.share.${copied}`) : ""}
      </p>
      <details open={Boolean(answer)}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("listingPage.share.byEmail")}</summary>
        <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="propertyId" value={propertyId} />
          <FormAlert errors={form.errors} />
          {answer?.sentTo ? (
            <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {t("listingPage.share.sent", { email: answer.sentTo })}
            </p>
          ) : null}
          <TextField field={fields.email} label={t("listingPage.share.email")} type="email" dir="ltr" autoComplete="off" />
          <TextField field={fields.fullName} label={t("listingPage.share.fullName")} autoComplete="name" />
          <button type="submit" disabled={fetcher.state !== "idle"} className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {fetcher.state === "idle" ? t("listingPage.share.send") : t("listingPage.share.sending")}
          </button>
        </fetcher.Form>
      </details>
    </section>
  );
}
