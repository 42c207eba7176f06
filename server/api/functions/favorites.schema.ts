import { z } from "zod";
import { listingCardSchema } from "../../../domain/listing-card.ts";

const propertyId = z.uuid().describe("A listing's id");

export const favoritesInput = z.strictObject({
  ids: z.array(propertyId).max(200).optional().describe("Only these of the caller's favourites (SPEC.md §7: favourites by id list); all when absent"),
});

export const favoritesOutput = z.object({
  results: z.array(
    z
      .object({
        PropertyID: propertyId,
        savedAt: z.iso.datetime(),
        available: z.boolean().describe("False once the listing is no longer public: it keeps its title, and its card only when `taken`"),
        taken: z.enum(["Rented", "Sold"]).nullable().describe("Its owner marked it rented or sold: its card and page stay, saying so"),
        title: z.string(),
        listing: listingCardSchema.nullable().describe("The listing's card while it is public or taken"),
      })
      .meta({ id: "Favorite" }),
  ),
  count: z.number().int(),
});

export const favoriteChangeInput = z.strictObject({ PropertyID: propertyId });
export const favoriteChangeOutput = z.object({ result: z.literal("success") });
