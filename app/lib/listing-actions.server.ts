import { data } from "react-router";
import { AppError, type AppErrorCode } from "#server/errors.server.ts";
import type { Actor } from "#server/listings/apply-transition.server.ts";
import { findOwnListing } from "#server/listings/own-listing.server.ts";

/** Runs a listing use case; a typed refusal comes back as its code, anything else is thrown. */
export async function refusalOf(work: () => Promise<unknown>): Promise<AppErrorCode | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** The lifecycle screens' listing: the user's own (or any, for an admin), else the not-found screen. */
export async function ownListingOr404(propertyId: string, actor: Actor) {
  try {
    return await findOwnListing(propertyId, actor);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** A refusal of one of the lifecycle screens' actions: another user's listing is simply not there. */
export function refusalResponse(code: AppErrorCode): never | AppErrorCode {
  if (code === "not_found") throw data(null, { status: 404 });
  return code;
}
