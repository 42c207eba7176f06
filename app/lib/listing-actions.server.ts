import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { errorStatus } from "#domain/errors.ts";
import { AppError, type AppErrorCode, refusalOf } from "#server/errors.server.ts";
import { type ToastKey, withNotice } from "./toasts.tsx";
import type { Actor } from "#server/auth/actor.server.ts";
import { findOwnListing } from "#server/listings/own-listing.server.ts";
import { readForm } from "~/lib/read-form.server.ts";

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

export type PaidScreenAnswer = { result: SubmissionResult<string[]>; code?: AppErrorCode };

/**
 * The action of a paid lifecycle screen (renew, change plan): the form checked with its schema,
 * the use case run, a refusal shown with what was typed, success back on plain /dashboard with
 * its notice (SPEC.md §2 "Navigations after actions").
 */
export async function paidScreenAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  work: (value: z.output<Schema>) => Promise<unknown>,
  notice: ToastKey,
) {
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return data<PaidScreenAnswer>({ result: submission.reply() }, { status: 400 });
  const code = await refusalOf(() => work(submission.value));
  if (code) return data<PaidScreenAnswer>({ result: submission.reply(), code: refusalResponse(code) }, { status: errorStatus(code) });
  return redirect(withNotice("/dashboard", notice));
}
