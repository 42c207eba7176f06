import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { shareListingSchema } from "#domain/share.ts";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { SHARE_FETCHER_KEY, type ShareActionData } from "./share-panel.tsx";

/**
 * Share by email (Share_Property): the share panel's form, loaded when "By email" first opens
 * (decision 0032). The mail names a signed-in sender by their account (decision 0044), as the
 * form says.
 */
export function ShareEmailForm({ propertyId, senderName }: { propertyId: string; senderName: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ShareActionData>({ key: SHARE_FETCHER_KEY });
  const busy = isFetcherPending(fetcher);
  const answer = !busy && fetcher.data?.intent === "share" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: "share-listing",
    defaultValue: { propertyId },
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareListingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="share" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <FormAlert errors={form.errors} />
      {answer?.sentTo ? (
        <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t("listingPage.share.sent", { email: answer.sentTo })}
        </p>
      ) : null}
      <Field field={fields.email} label={t("listingPage.share.email")} type="email" dir="ltr" autoComplete="off" />
      <p className="text-sm text-slate-600">{senderName ? t("listingPage.share.fromYou", { name: senderName }) : t("listingPage.share.fromSomeone")}</p>
      <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("listingPage.share.sending")}>
        {t("listingPage.share.send")}
      </StatusButton>
    </fetcher.Form>
  );
}
