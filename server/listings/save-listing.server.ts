import { eq } from "drizzle-orm";
import { newListingState } from "../../domain/lifecycle.ts";
import type { ListingFormInput, PostingFormInput } from "../../domain/listing-form.ts";
import { paymentOf, type PlanPayment } from "../../domain/plan-payment.ts";
import { type PhotoRef, replaceListingPhotos } from "../media/listing-photos.server.ts";
import type { Transaction } from "../db/client.server.ts";
import { plans, properties, propertyStatusHistory } from "../db/schema.ts";
import { derivedColumns } from "./derived-columns.server.ts";
import { db } from "../runtime.server.ts";
import { storeQualityScores } from "./listing-quality.server.ts";
import { payForPlan } from "../payments/plan-payment.server.ts";

export interface NewListingOptions {
  /** Its photos in order, the first one featured. */
  photos?: readonly PhotoRef[];
  /** How a paid plan is paid for; a paid plan without one is refused (payment_required). */
  payment?: PlanPayment;
  now?: Date;
}

/**
 * SPEC.md §4 "Create" inside the caller's transaction: a new listing of the owner's, Pending
 * Approval with Flag New, its history, its photos, and its plan paid for.
 */
export async function insertListing(tx: Transaction, ownerId: string, input: ListingFormInput, options: NewListingOptions = {}): Promise<string> {
  const now = options.now ?? new Date();
  const state = newListingState(input.planId, now);
  const [plan] = await tx.select({ priority: plans.searchPriority }).from(plans).where(eq(plans.id, input.planId));
  const [row] = await tx
    .insert(properties)
    .values({ ownerId, ...(await derivedColumns(tx, input)), ...state, priority: plan?.priority ?? 1 })
    .returning({ id: properties.id });
  await tx
    .insert(propertyStatusHistory)
    .values({ propertyId: row!.id, actorId: ownerId, action: "create", toStatus: state.status, toFlag: state.flag, at: now });
  await replaceListingPhotos(tx, { propertyId: row!.id, ownerId, photos: options.photos ?? [] });
  await storeQualityScores(tx, [row!.id]);
  await payForPlan(tx, { payerId: ownerId, propertyId: row!.id, planId: input.planId, payment: options.payment, now });
  return row!.id;
}

/** One new listing of the owner's, in its own transaction. */
export async function createListingForOwner(ownerId: string, input: ListingFormInput, options: NewListingOptions = {}): Promise<string> {
  return db().transaction((tx) => insertListing(tx, ownerId, input, options));
}

/** A new listing as the posting form (`/postlisting`) or the API's AddProperty sends it: fields, photos, plan payment. */
export async function createPostedListing(ownerId: string, form: PostingFormInput): Promise<string> {
  const { photos, payment, promoCode, ...listing } = form;
  return createListingForOwner(ownerId, listing, { photos, payment: paymentOf({ payment, promoCode }) });
}
