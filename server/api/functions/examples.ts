/**
 * What the documented examples name: the demo seed's first listing and its owner, so that every
 * example works against `npm start`'s database; the contract test creates the same rows.
 */
export {
  DEMO_EXAMPLE_LISTING_ID as EXAMPLE_LISTING_ID,
  DEMO_OWNER_EMAIL as EXAMPLE_OWNER_EMAIL,
  DEMO_PASSWORD as EXAMPLE_PASSWORD,
} from "../../db/seed/data/demo-listings.ts";
