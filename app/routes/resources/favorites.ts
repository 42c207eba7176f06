import { data, redirect } from "react-router";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { favoriteIntentSchema } from "#domain/favorites.ts";
import { AppError } from "#server/errors.server.ts";
import { removeFavorite, saveFavorite } from "#server/favorites/set-favorite.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/favorites";
import { readForm } from "~/lib/read-form.server.ts";

/**
 * `POST /resources/favorites`: save or remove a favourite. Scripts get `{ saved }`; a plain form
 * (no script) sends `redirectTo` and goes back there, or to sign in first when signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const back = formData.get("redirectTo");
  const parsed = favoriteIntentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ saved: null, error: "invalid" }, { status: 400 });
  const { intent, propertyId } = parsed.data;
  if (back && !context.get(sessionContext).user) {
    // Back where the visitor was, asking to save this listing there once signed in.
    const after = new URL(safeRedirect(back), "http://beitna.invalid");
    if (intent === "save") after.searchParams.set("save", propertyId);
    return redirect(`/login?${new URLSearchParams({ redirectTo: `${after.pathname}${after.search}` })}`);
  }
  const user = requireUser(context);
  try {
    if (intent === "save") await saveFavorite(user.id, propertyId);
    else await removeFavorite(user.id, propertyId);
  } catch (error) {
    if (error instanceof AppError) return data({ saved: null, error: error.code }, { status: error.status });
    throw error;
  }
  if (back) return redirect(safeRedirect(back));
  return data({ saved: intent === "save", error: null });
}
