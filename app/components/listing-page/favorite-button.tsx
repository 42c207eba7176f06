import { Icon } from "~/components/icon.tsx";
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useAuthDialog } from "~/lib/auth-state.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";

// A save asked for while signed out waits here (this tab only) until the visitor has signed in.
const PENDING_KEY = "beitna.pendingFavorite";
const PENDING_MINUTES = 15;

function takePendingSave(propertyId: string): boolean {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return false;
  const pending = JSON.parse(raw) as { propertyId: string; at: number };
  if (pending.propertyId !== propertyId) return false;
  sessionStorage.removeItem(PENDING_KEY);
  return Date.now() - pending.at < PENDING_MINUTES * 60_000;
}

/**
 * Save / Saved: the listing page's button, or a card's heart (`title` names the listing in its
 * accessible name). Signed out, it opens the Sign In dialog and the save completes once signed in
 * (`?save=<id>` does the same for a browser without scripts, through /login).
 */
export function FavoriteButton({
  propertyId,
  saved,
  signedIn,
  path,
  title,
}: {
  propertyId: string;
  saved: boolean;
  signedIn: boolean;
  path: string;
  title?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ saved: boolean | null; error: string | null }>();
  const hydrated = useHydrated();
  const auth = useAuthDialog();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get("save") === propertyId;
  const done = useRef(false);

  useEffect(() => {
    if (!signedIn || done.current) return;
    const pending = takePendingSave(propertyId) || asked;
    if (!pending) return;
    done.current = true;
    if (!saved) void fetcher.submit({ intent: "save", propertyId }, { method: "post", action: "/resources/favorites" });
    if (asked) {
      const rest = new URLSearchParams(params);
      rest.delete("save");
      void navigate({ search: rest.size ? `?${rest}` : "" }, { replace: true, preventScrollReset: true });
    }
  }, [signedIn, propertyId, saved, asked, params, fetcher, navigate]);

  const askToSignIn = (event: MouseEvent) => {
    if (signedIn) return;
    event.preventDefault();
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ propertyId, at: Date.now() }));
    auth.open("sign-in");
  };
  const optimistic = fetcher.formData ? fetcher.formData.get("intent") === "save" : saved;
  return (
    <fetcher.Form method="post" action="/resources/favorites">
      <input type="hidden" name="intent" value={optimistic ? "remove" : "save"} />
      <input type="hidden" name="propertyId" value={propertyId} />
      {/* Without scripts the form is a plain POST that comes back here. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
      {title === undefined ? (
        <button
          type="submit"
          aria-pressed={optimistic}
          aria-label={optimistic ? t("listingPage.favorite.savedLabel") : t("listingPage.favorite.saveLabel")}
          onClick={askToSignIn}
          className={`inline-flex items-center gap-2 rounded border px-4 py-2 font-semibold ${optimistic ? "border-rose-600 bg-rose-50 text-rose-800" : "border-slate-400 text-slate-800 hover:bg-slate-50"}`}
        >
          <span aria-hidden="true">{optimistic ? "♥" : "♡"}</span>
          {optimistic ? t("listingPage.favorite.saved") : t("listingPage.favorite.save")}
        </button>
      ) : (
        <button
          type="submit"
          aria-pressed={optimistic}
          aria-label={t("cards.save", { title })}
          onClick={askToSignIn}
          className="grid size-10 place-items-center rounded-full bg-white/95 text-rose-600 shadow ring-1 ring-black/10 hover:bg-white"
        >
          <HeartIcon filled={optimistic} />
        </button>
      )}
      {!isFetcherPending(fetcher) && fetcher.data?.error ? (
        <p role="alert" className={title === undefined ? "mt-1 text-sm text-red-700" : "mt-1 rounded bg-white px-2 py-1 text-xs text-red-700 shadow"}>
          {t("listingPage.favorite.failed")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return <Icon name="heart" className="size-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />;
}
