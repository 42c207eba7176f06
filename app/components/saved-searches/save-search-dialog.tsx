import { Suspense } from "react";
import type { ListingType } from "#domain/listing.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useAuthDialog, useSession } from "~/lib/auth-state.tsx";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";

const SaveSearchDialog = lazyOnFirstUse(() => import("./save-search-signed-in.tsx").then((module) => module.SaveSearchDialog));

export const saveButtonClass = "inline-flex items-center gap-2 rounded border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * "Save this search" on /rent and /buy: signed out, it opens the Sign In dialog; signed in, a
 * dialog asks for a name and how often to alert, and saves the search the page shows (its code
 * loads with the signed-in page: until then the server's HTML of the button stays in place).
 */
export function SaveSearchButton({ listingType }: { listingType: ListingType }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const auth = useAuthDialog();
  if (!user) {
    return (
      <button type="button" onClick={() => auth.open("sign-in")} className={saveButtonClass}>
        <BellIcon />
        {t("savedSearches.save")}
      </button>
    );
  }
  return (
    <Suspense>
      <SaveSearchDialog listingType={listingType} />
    </Suspense>
  );
}

export function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
