import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useLoaderData, useMatches, useNavigation } from "react-router";
import { DEFAULT_LOCALE, isLocale, textDirection } from "#domain/locale.ts";
import { countFavorites } from "#server/favorites/list-favorites.server.ts";
import { myTenancies } from "#server/tenants/my-tenancies.server.ts";
import { unreadCount } from "#server/notifications/notifications.server.ts";
import { runtime } from "#server/runtime.server.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ChunkErrorNotice } from "./components/chunk-error-notice.tsx";
import { sendPageView, sendStartupEvent } from "./lib/analytics.client.ts";
import { AuthDialogProvider } from "./lib/auth-state.tsx";
import { GuardErrorBoundary } from "./lib/guard-route.tsx";
import { watchNavigationTimeout } from "./lib/chunk-errors.client.ts";
import { sessionMiddleware } from "./lib/guards.server.ts";
import { useBootGuardScript } from "./lib/boot-guard.ts";
import { useNonce } from "./lib/nonce.ts";
import { ToastProvider, useToast } from "./lib/toasts.tsx";
import { requestContext } from "#server/http/request-context.ts";
import { sessionContext } from "./lib/session-context.ts";
import { lazyPartsShown } from "./lib/lazy-on-first-use.ts";
import { partsOfPage } from "#domain/i18n/catalog-parts.ts";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export const links: Route.LinksFunction = () => [
  // With a precedence React emits the stylesheet ahead of the modulepreloads it hoists into the
  // head; without one it stayed where <Links /> renders, after 30 of them, and on a phone's
  // connection the first paint waited for 170 kB of JavaScript to share the line with it (decision 0030).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const session = context.get(sessionContext);
  // The header's favourites and unread notifications counts (in the server's HTML): one index-only
  // count each, for signed-in users only.
  const signedIn = session.user && session.state.isAuth === true ? session.user.id : null;
  const [favoritesCount, tenancies, unreadNotifications] = signedIn
    ? await Promise.all([countFavorites(signedIn), myTenancies(signedIn), unreadCount(signedIn)])
    : [0, [], 0];
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = runtime().env;
  // Public configuration for the browser: only what the maps need, never the rest of env.
  return { locale, session, favoritesCount, tenancies, unreadNotifications, mapTiles: { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION } };
}

export function Layout({ children }: { children: ReactNode }) {
  // The i18n instance knows the language even when the root loader did not
  // run (a guard refused the request first).
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const nonce = useNonce();
  const bootGuard = useBootGuardScript();
  // The parts of the catalog this page shows, which the client entry loads before hydrating.
  const catalogParts = partsOfPage(useMatches().map((match) => match.id)).join(" ");
  // Marks the page as interactive (browser tests wait for it): hydrated, and the parts whose code
  // loads on first use that the page shows at once (a signed-in menu, a guard's dialog) are in.
  useEffect(() => {
    void lazyPartsShown().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <html lang={locale} dir={textDirection(locale)} data-catalog={catalogParts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6e56" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootGuard }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useFirstPartyAnalytics() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    void sendStartupEvent();
  }, []);
  useEffect(() => {
    void sendPageView(location.pathname, previous.current ?? document.referrer);
    previous.current = location.pathname;
  }, [location.pathname]);
}

function useNavigationTimeout() {
  const navigation = useNavigation();
  // eslint-disable-next-line no-restricted-syntax -- any slow navigation of the page is told, not one form's busy state
  useEffect(() => (navigation.state === "loading" ? watchNavigationTimeout() : undefined), [navigation.state]);
}

/** Code 209 of SPEC.md §8: a session that expired is announced once, then gone. */
function SessionExpiryNotice() {
  const root = useLoaderData<typeof loader>();
  const toast = useToast();
  useEffect(() => {
    if (root.session.expired) toast("sessionExpired");
  }, [root.session.expired, toast]);
  return null;
}

export default function App() {
  useFirstPartyAnalytics();
  useNavigationTimeout();
  return (
    <ToastProvider>
      <AuthDialogProvider>
        <SessionExpiryNotice />
        <Outlet />
        <ChunkErrorNotice />
      </AuthDialogProvider>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuardErrorBoundary error={error} />;
}
