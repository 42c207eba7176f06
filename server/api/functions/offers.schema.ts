import { z } from "zod";
import { OFFER_ANSWERS, OFFER_MOVES, OFFER_SIDES, OFFER_STATUSES } from "../../../domain/offers.ts";
import { conversationCount, conversationWindow } from "./conversation-window.schema.ts";

const offerId = z.uuid().describe("An offer thread's id");
const propertyId = z.uuid().describe("A listing's id");
const amount = z.number().int().positive().describe("Whole units of the currency");
const currency = z.enum(["USD", "LBP"]);
const message = z.string().max(1000).optional();
const confirmed = z
  .boolean()
  .optional()
  .describe("The sender confirms an amount above the asking price or under half of it (without it: 409 `offer_above_asking` or `offer_far_below_asking`)");

export const makeOfferInput = z.strictObject({ PropertyID: propertyId, amount, currency, message, confirmed });
export const makeOfferOutput = z.object({ OfferID: offerId });

export const answerOfferInput = z.strictObject({
  OfferID: offerId,
  move: z.enum(OFFER_ANSWERS).describe("The owner accepts, declines or counters on their turn; the buyer accepts or counters on theirs, and may withdraw"),
  amount: amount.optional().describe("counter: the new amount"),
  currency: currency.optional().describe("counter: its currency"),
  message,
  confirmed,
});
export const answerOfferOutput = z.object({ result: z.literal("success") });

export const markListingTakenInput = z.strictObject({ OfferID: offerId.describe("An accepted offer on one of the caller's listings") });
export const markListingTakenOutput = z.object({ result: z.literal("success") });

export const offersInput = z.strictObject({
  box: z.enum(["received", "sent"]).default("received").describe("Received (as the listing's owner) or sent"),
  PropertyID: propertyId.optional(),
  status: z.enum(OFFER_STATUSES).optional(),
  ...conversationWindow,
});
export const offersOutput = z.object({
  count: conversationCount,
  results: z.array(
    z
      .object({
        OfferID: offerId,
        status: z.enum(OFFER_STATUSES),
        myTurn: z.boolean(),
        amount,
        currency,
        expiresAt: z.iso.datetime(),
        PropertyID: propertyId,
        title: z.string(),
        otherName: z.string(),
        unread: z.boolean(),
      })
      .meta({ id: "OfferSummary" }),
  ),
});

export const offerThreadInput = z.strictObject({ OfferID: offerId });
export const offerThreadOutput = z.object({
  thread: z
    .object({
      OfferID: offerId,
      status: z.enum(OFFER_STATUSES),
      side: z.enum(OFFER_SIDES),
      turn: z.enum(OFFER_SIDES),
      amount,
      currency,
      otherCurrencyAmount: z.number().int().describe("The standing amount in the other currency at the current rate"),
      expiresAt: z.iso.datetime(),
      PropertyID: propertyId,
      title: z.string(),
      otherName: z.string(),
      moves: z.array(z.enum(OFFER_ANSWERS)).describe("What the caller may do now"),
      history: z.array(
        z.object({
          mine: z.boolean(),
          move: z.enum(OFFER_MOVES),
          amount: amount.nullable(),
          currency: currency.nullable(),
          message: z.string(),
          createdAt: z.iso.datetime(),
        }),
      ),
    })
    .meta({ id: "OfferThread" }),
});
