import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import { ModalDialog } from "~/components/modal-dialog.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { SaveSearchAnswer } from "#domain/saved-searches.ts";
import { FrequencyOptions } from "./frequency-options.tsx";
import { useSuggestedSearchName } from "./search-summary.tsx";
import { SAVE_SEARCH_FETCHER_KEY } from "./save-search-dialog.tsx";

/**
 * The signed-in "Save this search" dialog: a name and how often to alert, for the search the page
 * shows. A chunk of its own, loaded when the button is first used (decision 0032).
 */
export function SaveSearchDialog({
  listingType,
  open,
  onOpenChange,
  onClosed,
}: {
  listingType: ListingType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<SaveSearchAnswer>({ key: SAVE_SEARCH_FETCHER_KEY });
  const answer = fetcher.data;
  // The results page's districts, for the suggested name in the reader's language.
  const page = useRouteLoaderData(listingType === "Sale" ? "buy" : "rent") as { districts?: Array<{ key: string; name: string }> } | undefined;
  const districtNames = Object.fromEntries((page?.districts ?? []).map((district) => [district.key, district.name]));
  const suggested = useSuggestedSearchName(listingType, search, districtNames);
  const busy = isFetcherPending(fetcher);
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} onClosed={onClosed}>
      <Dialog.Title className="text-lg font-bold text-slate-900">{t("savedSearches.dialogTitle")}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-slate-700">{t("savedSearches.dialogIntro")}</Dialog.Description>
      <fetcher.Form method="post" action="/resources/saved-searches" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="listing_type" value={listingType} />
        <input type="hidden" name="query" value={search} />
        <input type="hidden" name="suggested_name" value={suggested} />
        <div>
          <label htmlFor="saved-search-name" className={labelClass}>
            {t("savedSearches.name")}
          </label>
          <input
            id="saved-search-name"
            name="name"
            maxLength={80}
            defaultValue={suggested}
            placeholder={suggested}
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? "saved-search-error" : undefined}
            className="w-full rounded border border-slate-400 px-3 py-2"
          />
          {answer?.error ? (
            <p id="saved-search-error" role="alert" className="mt-1 text-sm text-red-800">
              {t(answer.error)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="saved-search-frequency" className={labelClass}>
            {t("savedSearches.frequency")}
          </label>
          <select id="saved-search-frequency" name="frequency" defaultValue="daily" className="w-full rounded border border-slate-400 bg-white px-2 py-2">
            <FrequencyOptions />
          </select>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close type="button" className={buttonClass({ variant: "quiet" })}>
            {t("savedSearches.cancel")}
          </Dialog.Close>
          <StatusButton status={busy ? "pending" : "idle"}>{t("savedSearches.submit")}</StatusButton>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}
