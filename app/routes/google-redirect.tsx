import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";
import { auth } from "#server/auth/auth.server.ts";
import { publicUrl } from "#server/env.server.ts";
import type { Route } from "./+types/google-redirect";

/**
 * Google returns here (SPEC.md §7). The code is exchanged for tokens and the
 * user info on the server by better-auth's callback, whose answer (the session
 * cookie and the next address) goes back to the browser as it is.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  if (!url.searchParams.has("code") && !url.searchParams.has("error")) return null;
  const callback = new URL(`/api/auth/callback/google${url.search}`, publicUrl());
  return auth().handler(new Request(callback, { headers: request.headers }));
}

export default function GoogleRedirect() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("pages.googleredirect")} />
      <Link to="/login" className="mt-6 inline-block text-brand-700 underline">
        {t("auth.signInTitle")}
      </Link>
    </div>
  );
}
