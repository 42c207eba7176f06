// What the offer screens are answered with (issue 15): the server builds these objects, the
// components take them as props. Schemas so that the shape lives in domain/, not in a server file.
import { z } from "zod";
import { conversationEntryBase, conversationListingSchema, conversationSummaryBase } from "./conversation-views.ts";
import { CURRENCIES } from "./listing.ts";
import { OFFER_ANSWERS, OFFER_MOVES, OFFER_SIDES, OFFER_STATUSES } from "./offers.ts";

const money = z.object({ amount: z.number(), currency: z.enum(CURRENCIES) });

/** One offer thread as one of its two people sees it (/offers/:id). */
export const offerThreadViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  side: z.enum(OFFER_SIDES),
  turn: z.enum(OFFER_SIDES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  expiresAt: z.iso.datetime(),
  lbpPerUsd: z.number(),
  listing: conversationListingSchema.extend({
    listingType: z.string(),
    price: z.number(),
    unit: z.enum(CURRENCIES),
    paymentFrequency: z.string().nullable().describe("A rental's payment frequency (Monthly, ...), null for a sale"),
    onSearch: z.boolean(),
  }),
  otherName: z.string(),
  moves: z.array(z.enum(OFFER_ANSWERS)).describe("What the reader may do now (the state machine's answer)"),
  ownLastAmount: money.nullable().describe("The reader's own last amount, the far end of the room for a counter (null: no limit)"),
  canMarkTaken: z.boolean().describe("The owner of an accepted offer may mark the listing rented or sold while it is on search"),
  history: z.array(
    conversationEntryBase.extend({
      move: z.enum(OFFER_MOVES),
      amount: z.number().nullable(),
      currency: z.enum(CURRENCIES).nullable(),
      message: z.string(),
    }),
  ),
});
export type OfferThreadView = z.infer<typeof offerThreadViewSchema>;

/** One line of /offers. */
export const offerSummarySchema = conversationSummaryBase.extend({
  status: z.enum(OFFER_STATUSES),
  myTurn: z.boolean().describe("The reader's turn to answer"),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  expiresAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

/** The buyer of an accepted offer, to prefill the tenant invitation with. */
export const offerInviteeSchema = z.object({
  tenantName: z.string(),
  tenantEmail: z.string(),
  tenantPhone: z.string(),
  rent: money,
  asking: money.extend({ paymentFrequency: z.string().nullable() }).nullable().describe("The listing's asking price, null when it shows none"),
  lbpPerUsd: z.number(),
  farFromAsking: z.boolean().describe("The rent is under half or over one and a half times the asking price: the invitation warns"),
});
export type OfferInvitee = z.infer<typeof offerInviteeSchema>;
