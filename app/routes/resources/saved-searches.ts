import { data } from "react-router";
import { SAVE_SEARCH_FORM_ERRORS, type SaveSearchAnswer, type SaveSearchError, saveSearchSchema } from "#domain/saved-searches.ts";
import { AppError } from "#server/errors.server.ts";
import { saveSearch } from "#server/saved-searches/save-search.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/saved-searches";
import { readForm } from "~/lib/read-form.server.ts";

/** The first problem's message, when it is one of the form's own. */
function formError(message: string | undefined): SaveSearchError {
  return SAVE_SEARCH_FORM_ERRORS.find((key) => key === message) ?? "errors.invalidPayload";
}

/** `POST /resources/saved-searches`: saves the results page's search, named, for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = Object.fromEntries(await readForm(request));
  // A name left empty is the one the dialog suggested from the filters ("Rent · Beirut · 2+ bedrooms").
  if (typeof form.name !== "string" || !form.name.trim()) form.name = form.suggested_name ?? "";
  const parsed = saveSearchSchema.safeParse(form);
  if (!parsed.success) return data<SaveSearchAnswer>({ saved: false, error: formError(parsed.error.issues[0]?.message) }, { status: 400 });
  try {
    await saveSearch(user.id, parsed.data);
  } catch (error) {
    if (error instanceof AppError)
      return data<SaveSearchAnswer>(
        { saved: false, error: error.code === "saved_search_limit" ? "errors.savedSearchLimit" : "errors.generic" },
        { status: error.status },
      );
    throw error;
  }
  return data<SaveSearchAnswer>({ saved: true, error: null });
}
