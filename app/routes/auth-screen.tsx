import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, useMatches, useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { AuthDialogs } from "~/components/auth/auth-dialogs.tsx";
import { authScreenState } from "~/lib/auth-screen-state.ts";
import type { AuthDialog } from "~/lib/auth-state.tsx";
import type { Route } from "./+types/auth-screen";
import { signUpAction } from "./auth/sign-up-action.server.ts";

/** The Sign Up wizard posts here, from the dialog on any page or as a plain form (decision 0030). */
export async function action(args: Route.ActionArgs) {
  // /login shares this module; a script's post arrives as /signup.data.
  if (new URL(args.request.url).pathname.replace(/\.data$/, "") !== "/signup") throw data(null, { status: 405 });
  return signUpAction(args);
}

/** `/login` and `/signup` open the matching dialog over an empty page. */
export default function AuthScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useMatches().at(-1)?.id;
  // After a plain form post (scripts not started yet) the dialog comes back with its answer.
  const [initial] = useState(() => authScreenState(params));
  const [dialog, setDialog] = useState<AuthDialog>(id === "signup" ? "sign-up" : initial.dialog);
  const title = dialog === "sign-up" ? t("auth.signUpTitle") : t("auth.signInTitle");
  return (
    <>
      <title>{`${title} · ${t("common.appName")}`}</title>
      <h1 className="sr-only">{title}</h1>
      <div className="min-h-[60vh]" />
      <AuthDialogs
        dialog={dialog}
        onSwitch={setDialog}
        onClose={() => navigate("/")}
        redirectTo={safeRedirect(params.get("redirectTo"))}
        initial={initial}
        signUpAnswer={actionData}
      />
    </>
  );
}
