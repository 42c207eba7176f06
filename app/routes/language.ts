import { redirect } from "react-router";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { isLocale, LOCALE_COOKIE } from "#domain/locale.ts";
import type { Route } from "./+types/language";
import { readForm } from "~/lib/read-form.server.ts";

const ONE_YEAR_SECONDS = 31_536_000;

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const lang = form.get("lang");
  // A `?lang=` in the address would override the choice just made.
  const url = new URL(safeRedirect(form.get("redirectTo")), "http://beitna.local");
  url.searchParams.delete("lang");
  const target = `${url.pathname}${url.search}`;
  if (!isLocale(lang)) return redirect(target, { status: 303 });
  return redirect(target, {
    status: 303,
    headers: { "set-cookie": `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
