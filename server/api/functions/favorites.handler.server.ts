import { listFavorites } from "../../favorites/list-favorites.server.ts";
import { removeFavorite as removeSavedListing, saveFavorite } from "../../favorites/set-favorite.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { favoriteChangeInput, favoriteChangeOutput, favoritesInput, favoritesOutput } from "./favorites.schema.ts";

export const favorites = defineFunction({
  name: "favorites",
  tag: "Favourites",
  summary: "The caller's favourites",
  description:
    "The listings the caller saved, newest first (200 at most); `ids` narrows them to a list. A listing no longer public stays, marked unavailable, without its card unless it was rented or sold (`taken`).",
  access: "signed-in",
  input: favoritesInput,
  output: favoritesOutput,
  example: { input: { ids: [EXAMPLE_LISTING_ID] }, output: { results: [], count: 0 } },
  async handler(input, { caller }) {
    const wanted = input.ids ? new Set(input.ids) : null;
    const saved = (await listFavorites(caller.id)).filter((favorite) => !wanted || wanted.has(favorite.listing.id));
    const results = saved.map((favorite) => ({
      PropertyID: favorite.listing.id,
      savedAt: favorite.savedAt.toISOString(),
      available: favorite.available,
      taken: favorite.taken,
      title: favorite.listing.title,
      listing: favorite.available || favorite.taken ? favorite.listing : null,
    }));
    return { results, count: results.length };
  },
});

export const addFavorite = defineFunction({
  name: "addFavorite",
  tag: "Favourites",
  summary: "Save a listing",
  description: "Saves a public listing to the caller's favourites; saving it again changes nothing. A listing that is not public answers 404.",
  access: "signed-in",
  errors: ["not_found"],
  input: favoriteChangeInput,
  output: favoriteChangeOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  async handler(input, { caller }) {
    await saveFavorite(caller.id, input.PropertyID);
    return { result: "success" as const };
  },
});

export const removeFavorite = defineFunction({
  name: "removeFavorite",
  tag: "Favourites",
  summary: "Forget a saved listing",
  description: "Removes a listing from the caller's favourites, public or not; removing it twice changes nothing.",
  access: "signed-in",
  input: favoriteChangeInput,
  output: favoriteChangeOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID }, output: { result: "success" } },
  async handler(input, { caller }) {
    await removeSavedListing(caller.id, input.PropertyID);
    return { result: "success" as const };
  },
});
