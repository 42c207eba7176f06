import { data, Form, Link, redirect, useActionData } from "react-router";
import { z } from "zod";
import { dateFormat } from "#domain/intl.ts";
import type { ListingType } from "#domain/listing.ts";
import { ALERT_FREQUENCIES, renameSavedSearchSchema, savedSearchHref } from "#domain/saved-searches.ts";
import { refusalOf } from "#server/errors.server.ts";
import { deleteSavedSearch } from "#server/saved-searches/delete-saved-search.server.ts";
import { renameSavedSearch } from "#server/saved-searches/rename-saved-search.server.ts";
import { listSavedSearches } from "#server/saved-searches/list-saved-searches.server.ts";
import { setAlertFrequency } from "#server/saved-searches/set-alert-frequency.server.ts";
import { districtOptions } from "#server/listings/listing-form-options.server.ts";
import { FieldError, inputClass, labelClass } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { FrequencyOptions } from "~/components/saved-searches/frequency-options.tsx";
import { SearchSummary } from "~/components/saved-searches/search-summary.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/saved-searches";
import { readForm } from "~/lib/read-form.server.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const [searches, districts] = await Promise.all([listSavedSearches(requireUser(context).id), districtOptions(context.get(requestContext).locale)]);
  return { searches, districtNames: Object.fromEntries(districts.map((district) => [district.key, district.name])) };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("frequency"), id: z.uuid(), frequency: z.enum(ALERT_FREQUENCIES) }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("rename"), id: z.uuid(), name: z.string().max(500) }),
]);

/**
 * Renaming, changing or deleting works on the user's own searches only: another user's is not
 * found (404). A name refused (empty, too long) comes back with its message and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const userId = requireUser(context).id;
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const input = parsed.data;
  if (input.intent === "rename") {
    const name = renameSavedSearchSchema.safeParse({ name: input.name });
    if (!name.success) return data({ rename: { id: input.id, typed: input.name, error: name.error.issues[0]!.message } }, { status: 400 });
    if (await refusalOf(() => renameSavedSearch(userId, input.id, name.data.name))) throw data(null, { status: 404 });
    return { renamed: input.id };
  }
  const code = await refusalOf(() => (input.intent === "delete" ? deleteSavedSearch(userId, input.id) : setAlertFrequency(userId, input.id, input.frequency)));
  if (code) throw data(null, { status: 404 });
  return redirect("/saved-searches");
}

/** `/saved-searches`: the user's saved searches, their alerts, and a way to delete them. */
export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { searches, districtNames } = loaderData;
  const answer = useActionData<typeof action>();
  const refused = answer && "rename" in answer ? answer.rename : undefined;
  const renamed = answer && "renamed" in answer ? answer.renamed : undefined;
  const date = dateFormat(i18n.language, { dateStyle: "medium" });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.saved-searches")} subtitle={t("savedSearches.intro")} />
      {searches.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6">
          <p className="text-slate-700">{t("savedSearches.empty")}</p>
          <p className="flex flex-wrap gap-3">
            <Link to="/rent" className={buttonClass()}>
              {t("savedSearches.rentals")}
            </Link>
            <Link to="/buy" className={buttonClass({ variant: "outline" })}>
              {t("savedSearches.sales")}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="space-y-4">
          {searches.map((search) => (
            <li key={search.id}>
              <article aria-labelledby={`search-${search.id}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 id={`search-${search.id}`} dir="auto" className="text-lg font-semibold text-slate-900">
                      {search.name}
                    </h2>
                    <p className="text-sm text-slate-700">
                      {t(search.listingType === "Sale" ? "savedSearches.sales" : "savedSearches.rentals")} ·{" "}
                      {t("savedSearches.savedOn", { date: date.format(new Date(search.createdAt)) })}
                    </p>
                  </div>
                  <Link to={savedSearchHref(search.listingType as ListingType, search.query)} className={buttonClass({ size: "sm" })}>
                    {t("savedSearches.open")}
                  </Link>
                </div>
                <SearchSummary listingType={search.listingType as ListingType} query={search.query} districtNames={districtNames} />
                {renamed === search.id ? (
                  <p role="status" className="text-sm text-brand-800">
                    {t("savedSearches.rename.done")}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="frequency" />
                    <input type="hidden" name="id" value={search.id} />
                    <div>
                      <label htmlFor={`frequency-${search.id}`} className={labelClass}>
                        {t("savedSearches.frequency")}
                      </label>
                      <select
                        id={`frequency-${search.id}`}
                        name="frequency"
                        defaultValue={search.frequency}
                        aria-label={t("savedSearches.alertsFor", { name: search.name })}
                        className="rounded border border-slate-400 bg-white px-2 py-1.5"
                      >
                        <FrequencyOptions />
                      </select>
                    </div>
                    <Button type="submit" variant="quiet" size="sm">
                      {t("savedSearches.update")}
                    </Button>
                  </Form>
                  <RenameForm key={search.name} id={search.id} name={search.name} refused={refused?.id === search.id ? refused : undefined} />
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      aria-label={t("savedSearches.deleteLabel", { name: search.name })}
                      className={buttonClass({ variant: "refuse", size: "sm" })}
                    >
                      {t("savedSearches.delete")}
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Rename, beside the alerts and Delete: a disclosure (it works before scripts) holding the new
 * name, prefilled; a refused name opens it again with its message and what was typed. Keyed by
 * the name, it closes once the new one is saved.
 */
function RenameForm({ id, name, refused }: { id: string; name: string; refused: { typed: string; error: string } | undefined }) {
  const { t } = useTranslation();
  const field = `rename-${id}`;
  return (
    <details open={refused ? true : undefined} className="group w-full sm:w-auto">
      <summary
        aria-label={t("savedSearches.rename.label", { name })}
        className="inline-flex min-h-11 cursor-pointer list-none items-center rounded border border-slate-400 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {t("savedSearches.rename.open")}
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-start gap-2">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={id} />
        <div className="min-w-0 flex-1">
          <label htmlFor={field} className={labelClass}>
            {t("savedSearches.rename.newName")}
          </label>
          <input
            id={field}
            name="name"
            dir="auto"
            maxLength={80}
            defaultValue={refused ? refused.typed : name}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? `${field}-error` : undefined}
            className={inputClass(Boolean(refused))}
          />
          <FieldError id={`${field}-error`} errors={refused ? [refused.error] : undefined} />
        </div>
        <Button type="submit" variant="quiet" size="sm" className="mt-6 min-h-11">
          {t("savedSearches.rename.submit")}
        </Button>
      </Form>
    </details>
  );
}
