import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useAuthDialog, useSession } from "~/lib/auth-state.tsx";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import type { SaveSearchAnswer } from "#domain/saved-searches.ts";

const SaveSearchDialog = lazyOnFirstUse(() => import("./save-search-signed-in.tsx").then((module) => module.SaveSearchDialog));

/** The save's fetcher, shared by the button (which says it was saved) and the dialog's form. */
export const SAVE_SEARCH_FETCHER_KEY = "save-search";

const saveButtonClass = "inline-flex items-center gap-2 rounded border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * "Save this search" on /rent and /buy: signed out, it opens the Sign In dialog; signed in, a
 * dialog asks for a name and how often to alert, and saves the search the page shows. The button
 * comes with the page, so a first tap always opens; the dialog's code loads on that tap.
 */
export function SaveSearchButton({ listingType }: { listingType: ListingType }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const auth = useAuthDialog();
  const button = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<SaveSearchAnswer>({ key: SAVE_SEARCH_FETCHER_KEY });
  const answer = fetcher.data;
  // The dialog remembers the answer it was opened with: a new "saved" answer closes it.
  const [openedWith, setOpenedWith] = useState<SaveSearchAnswer | undefined | null>(null);
  const open = openedWith !== null && !(answer?.saved && answer !== openedWith);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={button}
        type="button"
        aria-haspopup={user ? "dialog" : undefined}
        onClick={() => (user ? setOpenedWith(answer) : auth.open("sign-in"))}
        onPointerEnter={user ? SaveSearchDialog.preload : undefined}
        className={saveButtonClass}
      >
        <BellIcon />
        {t("savedSearches.save")}
      </button>
      {user ? (
        <LazyDialogSlot open={open}>
          <SaveSearchDialog
            listingType={listingType}
            open={open}
            onOpenChange={(next) => setOpenedWith(next ? answer : null)}
            onClosed={() => button.current?.focus()}
          />
        </LazyDialogSlot>
      ) : null}
      {answer?.saved ? (
        <p role="status" className="text-sm text-slate-800">
          {t("savedSearches.saved")}{" "}
          <Link to="/saved-searches" className="font-medium text-brand-700 underline">
            {t("savedSearches.manage")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
