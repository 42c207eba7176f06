import { redirect } from "react-router";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { auth } from "#server/auth/auth.server.ts";
import type { Route } from "./+types/social";
import { readForm } from "~/lib/read-form.server.ts";

// Where each provider's first sign-in completes the profile (SPEC.md §2); a
// complete profile is sent on home by the special-only guard.
const COMPLETION = { google: "/googleredirect2", facebook: "/fbPostLogin" } as const;

/** Starts Google or Facebook sign-in: a full-page redirect to the provider. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const provider = form.get("provider");
  if (provider !== "google" && provider !== "facebook") return redirect("/login");
  const back = safeRedirect(form.get("redirectTo"));
  const response = await auth().api.signInSocial({
    body: { provider, callbackURL: COMPLETION[provider], errorCallbackURL: `/login?social_error=1&redirectTo=${encodeURIComponent(back)}` },
    headers: request.headers,
    asResponse: true,
  });
  const { url } = (await response.json().catch(() => ({}))) as { url?: string };
  if (!response.ok || !url) return redirect("/login?social_error=1");
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(url, { headers });
}

export function loader() {
  return redirect("/login");
}
