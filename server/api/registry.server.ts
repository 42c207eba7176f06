import type { ApiFunction } from "./define-function.server.ts";
import { authUser, authUserByEmail, passwordReset, sendGreetings } from "./functions/account-mail.handler.server.ts";
import { addProperty } from "./functions/add-property.handler.server.ts";
import { addFavorite, favorites, removeFavorite } from "./functions/favorites.handler.server.ts";
import { getProperty } from "./functions/get-property.handler.server.ts";
import { ip } from "./functions/ip.handler.server.ts";
import { makePaymentFunction } from "./functions/make-payment.handler.server.ts";
import { ownerProperties } from "./functions/owner-properties.handler.server.ts";
import { checkEmail, me, updateProfile } from "./functions/profile.handler.server.ts";
import { areas, countries, exchangeRate, plans } from "./functions/reference-data.handler.server.ts";
import { search } from "./functions/search.handler.server.ts";
import { shareProperty } from "./functions/share-property.handler.server.ts";
import { signIn, signOut } from "./functions/session.handler.server.ts";
import { similar } from "./functions/similar.handler.server.ts";

/**
 * Every function of the JSON API (SPEC.md §7's named functions and queries), one line each:
 * Express serves them at `POST /api/functions/:name` and the OpenAPI document is made from this
 * same list. A new function is a `<name>.schema.ts`, a `<name>.handler.server.ts` and a line here.
 */
export const API_FUNCTIONS: readonly ApiFunction[] = [
  // Listings
  search,
  similar,
  getProperty,
  ownerProperties,
  shareProperty,
  addProperty,
  // Favourites
  favorites,
  addFavorite,
  removeFavorite,
  // Accounts
  signIn,
  signOut,
  checkEmail,
  me,
  updateProfile,
  authUser,
  authUserByEmail,
  passwordReset,
  sendGreetings,
  // Credits
  makePaymentFunction,
  // Reference data
  areas,
  countries,
  plans,
  exchangeRate,
  // Analytics
  ip,
];
