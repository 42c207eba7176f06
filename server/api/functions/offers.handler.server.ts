import { inOtherCurrency, offerAmountSchema, offerAnswerSchema } from "../../../domain/offers.ts";
import { AppError } from "../../errors.server.ts";
import { answerOffer as applyAnswer } from "../../offers/answer-offer.server.ts";
import { listOffers } from "../../offers/list-offers.server.ts";
import { markListingTaken as markTaken } from "../../offers/mark-listing-taken.server.ts";
import { makeOffer as createOffer } from "../../offers/make-offer.server.ts";
import { offerThread as readOfferThread } from "../../offers/offer-thread.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_ACCEPTED_OFFER_ID, EXAMPLE_LISTING_ID, EXAMPLE_OFFER_ID, EXAMPLE_SECOND_LISTING_ID, exampleTourTime } from "./examples.ts";
import {
  answerOfferInput,
  answerOfferOutput,
  makeOfferInput,
  makeOfferOutput,
  markListingTakenInput,
  markListingTakenOutput,
  offersInput,
  offersOutput,
  offerThreadInput,
  offerThreadOutput,
} from "./offers.schema.ts";

const limits = [{ per: "caller" as const, max: 30, windowSeconds: 60 }];

export const makeOffer = defineFunction({
  name: "makeOffer",
  tag: "Offers",
  summary: "Make an offer on a listing",
  description:
    "A price offer in USD or LBP with a message, valid 7 days unless answered. One open thread per person per listing (409); the daily limit of new conversations and an owner's block apply. An amount above the asking price or under half of it is sent only with `confirmed: true` (409 `offer_above_asking` or `offer_far_below_asking` otherwise: ask the person first, as the site does).",
  access: "signed-in",
  errors: [
    "not_found",
    "forbidden",
    "messages_not_accepted",
    "conversation_limit",
    "sender_blocked",
    "offer_already_open",
    "offer_above_asking",
    "offer_far_below_asking",
  ],
  input: makeOfferInput,
  output: makeOfferOutput,
  idempotent: true,
  rateLimits: limits,
  example: {
    input: { PropertyID: EXAMPLE_SECOND_LISTING_ID, amount: 850, currency: "USD", message: "Would you take 850 a month?" },
    output: { OfferID: EXAMPLE_OFFER_ID },
  },
  async handler(input, { caller }) {
    const offer = offerAmountSchema.safeParse(input);
    if (!offer.success) throw new AppError("invalid_payload", offer.error.issues[0]?.message);
    const { id } = await createOffer(caller.id, input.PropertyID, offer.data);
    return { OfferID: id };
  },
});

export const answerOffer = defineFunction({
  name: "answerOffer",
  tag: "Offers",
  summary: "Accept, decline, counter or withdraw",
  description:
    "A move in an offer thread, in turn (409 `offer_not_your_turn` otherwise; 409 once it is closed or past its date). Every move is kept. Accepting mails both sides. A counter above the asking price or under half of it needs `confirmed: true`, as makeOffer.",
  access: "signed-in",
  errors: [
    "not_found",
    "sender_blocked",
    "offer_closed",
    "offer_expired",
    "offer_not_your_turn",
    "offer_move_not_allowed",
    "offer_counter_not_better",
    "offer_counter_backwards",
    "offer_above_asking",
    "offer_far_below_asking",
  ],
  input: answerOfferInput,
  output: answerOfferOutput,
  rateLimits: limits,
  example: { input: { OfferID: EXAMPLE_OFFER_ID, move: "accept", message: "Agreed. When would you like to sign?" }, output: { result: "success" } },
  async handler(input, { caller }) {
    const answer = offerAnswerSchema.safeParse(input);
    if (!answer.success) throw new AppError("invalid_payload", answer.error.issues[0]?.message);
    await applyAnswer(caller.id, input.OfferID, answer.data);
    return { result: "success" as const };
  },
});

export const markListingTaken = defineFunction({
  name: "markListingTaken",
  tag: "Offers",
  summary: "Mark the listing rented or sold after an accepted offer",
  description:
    "The owner of an accepted offer's listing marks it rented (a rental) or sold (a sale): it leaves search and its history is kept, as on `/offers`. 403 `forbidden` to the buyer, 404 to anyone else, 409 `offer_not_accepted` while the offer is not accepted.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "offer_not_accepted", "transition_not_allowed"],
  input: markListingTakenInput,
  output: markListingTakenOutput,
  rateLimits: limits,
  example: { input: { OfferID: EXAMPLE_ACCEPTED_OFFER_ID }, output: { result: "success" } },
  async handler(input, { caller }) {
    await markTaken(caller.id, input.OfferID);
    return { result: "success" as const };
  },
});

export const offers = defineFunction({
  name: "offers",
  tag: "Offers",
  summary: "The caller's offers",
  description: "Received (on the caller's listings) or sent, latest move first, by listing and status, `limit` at a time from `skip`, with the `count` of all.",
  access: "signed-in",
  input: offersInput,
  output: offersOutput,
  example: { input: { box: "sent" }, output: { count: 0, results: [] } },
  async handler(input, { caller }) {
    const found = await listOffers(caller.id, { box: input.box, propertyId: input.PropertyID, status: input.status }, input);
    return {
      count: found.count,
      results: found.items.map((offer) => ({
        OfferID: offer.id,
        status: offer.status,
        myTurn: offer.myTurn,
        amount: offer.amount,
        currency: offer.currency,
        expiresAt: offer.expiresAt,
        PropertyID: offer.listing.id,
        title: offer.listing.title,
        otherName: offer.otherName,
        unread: offer.unread,
      })),
    };
  },
});

export const offerThread = defineFunction({
  name: "offerThread",
  tag: "Offers",
  summary: "One offer thread",
  description:
    "Every move of an offer thread, the standing amount in both currencies and the caller's possible moves, for one of its two people (404 for anyone else).",
  access: "signed-in",
  errors: ["not_found"],
  input: offerThreadInput,
  output: offerThreadOutput,
  example: {
    input: { OfferID: EXAMPLE_OFFER_ID },
    output: {
      thread: {
        OfferID: EXAMPLE_OFFER_ID,
        status: "open",
        side: "owner",
        turn: "owner",
        amount: 1200,
        currency: "USD",
        otherCurrencyAmount: 107_400_000,
        expiresAt: exampleTourTime(),
        PropertyID: EXAMPLE_LISTING_ID,
        title: "4-bedroom apartment for rent in Abdeh",
        otherName: "Nour Khoury",
        moves: ["accept", "decline", "counter"],
        history: [{ mine: false, move: "make", amount: 1200, currency: "USD", message: "Would you take this?", createdAt: exampleTourTime() }],
      },
    },
  },
  async handler(input, { caller }) {
    const thread = await readOfferThread(caller.id, input.OfferID);
    if (!thread) throw new AppError("not_found");
    return {
      thread: {
        OfferID: thread.id,
        status: thread.status,
        side: thread.side,
        turn: thread.turn,
        amount: thread.amount,
        currency: thread.currency,
        otherCurrencyAmount: inOtherCurrency(thread.amount, thread.currency, thread.lbpPerUsd).amount,
        expiresAt: thread.expiresAt,
        PropertyID: thread.listing.id,
        title: thread.listing.title,
        otherName: thread.otherName,
        moves: thread.moves,
        history: thread.history.map(({ mine, move, amount, currency, message, createdAt }) => ({ mine, move, amount, currency, message, createdAt })),
      },
    };
  },
});
