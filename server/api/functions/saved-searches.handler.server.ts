import { refusalOf } from "../../errors.server.ts";
import { deleteSavedSearch as deleteOwnSavedSearch } from "../../saved-searches/delete-saved-search.server.ts";
import { listSavedSearches } from "../../saved-searches/list-saved-searches.server.ts";
import { renameSavedSearch as renameOwnSavedSearch } from "../../saved-searches/rename-saved-search.server.ts";
import type { SavedSearch } from "../../saved-searches/saved-search.server.ts";
import { saveSearch as saveOwnSearch } from "../../saved-searches/save-search.server.ts";
import { setAlertFrequency as setOwnAlertFrequency } from "../../saved-searches/set-alert-frequency.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { isoOrNull } from "../json-values.server.ts";
import {
  deleteSavedSearchInput,
  deleteSavedSearchOutput,
  renameSavedSearchInput,
  renameSavedSearchOutput,
  saveSearchInput,
  saveSearchOutput,
  savedSearchesInput,
  savedSearchesOutput,
  setAlertFrequencyInput,
  setAlertFrequencyOutput,
} from "./saved-searches.schema.ts";

const EXAMPLE_SEARCH = {
  id: "3f0c2a4e-9d1b-4c55-8a0e-6f1d2b3c4d5e",
  name: "Flats in Akkar",
  listing_type: "Rental" as const,
  query: "district=Akkar&price_max=1500",
  frequency: "daily" as const,
  createdAt: "2026-11-24T08:00:00.000Z",
  lastAlertedAt: null,
};

const toJson = (search: SavedSearch) => ({
  id: search.id,
  name: search.name,
  listing_type: search.listingType,
  query: search.query,
  frequency: search.frequency,
  createdAt: search.createdAt.toISOString(),
  lastAlertedAt: isoOrNull(search.lastAlertedAt),
});

export const savedSearches = defineFunction({
  name: "savedSearches",
  tag: "Saved searches",
  summary: "The caller's saved searches",
  description: "Newest first, with how often each one alerts.",
  access: "signed-in",
  input: savedSearchesInput,
  output: savedSearchesOutput,
  example: { input: {}, output: { results: [EXAMPLE_SEARCH], count: 1 } },
  async handler(_input, { caller }) {
    const results = (await listSavedSearches(caller.id)).map(toJson);
    return { results, count: results.length };
  },
});

export const saveSearch = defineFunction({
  name: "saveSearch",
  tag: "Saved searches",
  summary: "Save a search with alerts",
  description:
    "Saves a search as /rent or /buy shows it, named; new listings that match it (and listings whose price drops into it) are mailed instantly, daily or weekly, each listing once. At most 50 per user (409 `saved_search_limit`).",
  access: "signed-in",
  errors: ["saved_search_limit"],
  idempotent: true,
  input: saveSearchInput,
  output: saveSearchOutput,
  example: {
    input: { name: "Flats in Akkar", listing_type: "Rental", query: "district=Akkar&price_max=1500", frequency: "daily" },
    output: { result: EXAMPLE_SEARCH },
  },
  async handler(input, { caller }) {
    return { result: toJson(await saveOwnSearch(caller.id, input)) };
  },
});

export const deleteSavedSearch = defineFunction({
  name: "deleteSavedSearch",
  tag: "Saved searches",
  summary: "Delete a saved search",
  description:
    "Deletes one of the caller's saved searches and stops its alerts. Another user's search is never touched: it answers `deleted: false`, as an unknown id does.",
  access: "signed-in",
  errors: ["not_found"],
  input: deleteSavedSearchInput,
  output: deleteSavedSearchOutput,
  example: { input: { id: EXAMPLE_SEARCH.id }, output: { result: "success", deleted: false } },
  async handler(input, { caller }) {
    const refused = await refusalOf(() => deleteOwnSavedSearch(caller.id, input.id));
    return { result: "success" as const, deleted: refused === null };
  },
});

export const renameSavedSearch = defineFunction({
  name: "renameSavedSearch",
  tag: "Saved searches",
  summary: "Rename a saved search",
  description:
    "The saved searches page's Rename: a new name for one of the caller's saved searches (its alerts' mails carry it). Another user's search is never touched: it answers `renamed: false`, as an unknown id does (as deleteSavedSearch).",
  access: "signed-in",
  errors: ["not_found"],
  input: renameSavedSearchInput,
  output: renameSavedSearchOutput,
  example: { input: { id: EXAMPLE_SEARCH.id, name: "Flats in Akkar under $1,500" }, output: { result: "success", renamed: false } },
  async handler(input, { caller }) {
    const refused = await refusalOf(() => renameOwnSavedSearch(caller.id, input.id, input.name));
    return { result: "success" as const, renamed: refused === null };
  },
});

export const setAlertFrequency = defineFunction({
  name: "setAlertFrequency",
  tag: "Saved searches",
  summary: "Change how often a saved search alerts",
  description:
    "The saved searches page's frequency choice: how often one of the caller's saved searches mails its new matches. Another user's search is never touched: it answers `changed: false`, as an unknown id does (as deleteSavedSearch).",
  access: "signed-in",
  errors: ["not_found"],
  input: setAlertFrequencyInput,
  output: setAlertFrequencyOutput,
  example: { input: { id: EXAMPLE_SEARCH.id, frequency: "weekly" }, output: { result: "success", changed: false } },
  async handler(input, { caller }) {
    const refused = await refusalOf(() => setOwnAlertFrequency(caller.id, input.id, input.frequency));
    return { result: "success" as const, changed: refused === null };
  },
});
