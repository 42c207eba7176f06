import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import type { Messages } from "#domain/i18n/locales/en.ts";

/** The success notices of SPEC.md §8, each with a header and a message. */
export type ToastKey = Exclude<keyof Messages["toasts"], "dismiss">;

const TOAST_KEYS = new Set<string>([
  "accountCreated",
  "accountActivated",
  "verificationSent",
  "passwordResetSent",
  "passwordChanged",
  "settingsSaved",
  "emailChangeSent",
  "sessionExpired",
  "listingUnderReview",
  "listingChangesInReview",
  "listingChangesLive",
  "listingRenewed",
  "planChanged",
  "listingActivated",
  "membershipCancelled",
  "listingUpdated",
  "listingDeleted",
  "bulkUploaded",
  "inspectionStarted",
  "leaseStartSent",
] satisfies ToastKey[]);

export const NOTICE_PARAM = "notice";

interface Toast {
  id: number;
  key: ToastKey;
}

const ToastContext = createContext<(key: ToastKey) => void>(() => {});
export const useToast = () => useContext(ToastContext);

let nextId = 1;

/** The known notice an address asks for, if any. */
function noticeIn(search: string): ToastKey | null {
  const notice = new URLSearchParams(search).get(NOTICE_PARAM);
  return notice && TOAST_KEYS.has(notice) ? (notice as ToastKey) : null;
}

/**
 * Toasts of the DISCRETE style: a header and a message, announced politely to
 * screen readers. Server redirects ask for one with `?notice=<key>`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The notice the page was asked for renders on the server too: a phone whose scripts have not
  // started yet shows it (decision 0030). Hydration starts from the same address, so the same toast.
  const [fromServer] = useState(() => noticeIn(location.search));
  const [toasts, setToasts] = useState<Toast[]>(() => (fromServer ? [{ id: 0, key: fromServer }] : []));
  const dismissLater = useCallback((id: number) => {
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), 8_000);
  }, []);
  const show = useCallback(
    (key: ToastKey) => {
      const id = nextId++;
      setToasts((current) => [...current.filter((toast) => toast.key !== key), { id, key }]);
      dismissLater(id);
    },
    [dismissLater],
  );

  const shownFirst = useRef(fromServer);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get(NOTICE_PARAM);
    if (!notice) return;
    // The address is the outside system here: its notice is shown once, then dropped. The one the
    // server rendered is already on screen: it only needs its timer.
    const key = noticeIn(location.search);
    if (key && key === shownFirst.current) dismissLater(0);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (key) show(key);
    shownFirst.current = null;
    params.delete(NOTICE_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.pathname, location.hash, navigate, show, dismissLater]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-4 top-4 z-[60] flex flex-col items-center gap-2">
        {toasts.map((toast) => (
          <div key={toast.id} data-toast={toast.key} className="pointer-events-auto w-full max-w-md rounded-lg border border-brand-100 bg-white p-4 shadow-lg">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{t(`toasts.${toast.key}.title`)}</p>
                <p className="mt-1 text-sm text-slate-700">{t(`toasts.${toast.key}.body`)}</p>
              </div>
              <button
                type="button"
                className="rounded px-2 text-slate-600 hover:bg-slate-100"
                aria-label={t("toasts.dismiss")}
                onClick={() => setToasts((current) => current.filter((item) => item.id !== toast.id))}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** A same-site path with `?notice=` added. */
export function withNotice(path: string, key: ToastKey): string {
  const url = new URL(path, "http://beitna.local");
  url.searchParams.set(NOTICE_PARAM, key);
  return `${url.pathname}${url.search}`;
}
