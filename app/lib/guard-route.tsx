import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse, Outlet, useLocation, useNavigate } from "react-router";
import { decideAccess, type RouteAccess } from "#domain/guards.ts";
import { AuthDialogsOnDemand } from "~/components/auth/lazy-auth-dialogs.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { type AuthDialog, useAuthState } from "./auth-state.tsx";
import type { GuardRejection } from "./guards.server.ts";

// Shared parts of the four guard layouts (routes/guards/*). The middleware
// does the enforcing; a loader makes every client navigation ask the server,
// and revalidating always re-checks the session on each navigation.

export const guardLoader = () => null;
export const revalidateAlways = () => true;

export function GuardedOutlet({ access }: { access: RouteAccess }) {
  const outcome = decideAccess(access, useAuthState());
  if (outcome.kind === "wait") {
    return <div data-testid="auth-placeholder" aria-busy="true" className="min-h-[60vh]" />;
  }
  return <Outlet />;
}

function SignInRequired({ sessionExpired }: { sessionExpired: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<AuthDialog>("sign-in");
  return (
    <>
      <title>{`${t("auth.signInTitle")} · ${t("common.appName")}`}</title>
      <main id="main" data-testid="private-placeholder" className="min-h-[60vh]" />
      <AuthDialogsOnDemand
        dialog={dialog}
        onSwitch={setDialog}
        onClose={() => navigate("/")}
        // Code 209 of SPEC.md §8, when the refusal is an expired session.
        message={sessionExpired ? t("errors.sessionExpired") : t("auth.signInRequired")}
        redirectTo={`${location.pathname}${location.search}`}
      />
    </>
  );
}

/**
 * A guard's refusal is thrown by its middleware before any loader runs, so
 * React Router renders it at the root's boundary: the Sign In dialog over an
 * empty page (401), or the status screen.
 */
export function GuardErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 401) {
    return <SignInRequired sessionExpired={Boolean((error.data as GuardRejection | null)?.sessionExpired)} />;
  }
  return (
    <main id="main">
      <StatusScreen status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  );
}
