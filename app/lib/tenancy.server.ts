import { data, type RouterContextProvider } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { errorMessageKey } from "#domain/errors.ts";
import { AppError } from "#server/errors.server.ts";
import { requireTenancyAccess, type TenancyAccess } from "#server/tenants/tenancy-access.server.ts";
import { requireUser } from "./current-user.server.ts";

/** The signed-in user's access to the tenancy of `/tenant/:propertyId`; anyone else gets the 404 page. */
export async function tenancyOf(context: Readonly<RouterContextProvider>, propertyId: string | undefined): Promise<{ userId: string; access: TenancyAccess }> {
  const user = requireUser(context);
  try {
    return { userId: user.id, access: await requireTenancyAccess(user.id, propertyId ?? "") };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

export interface TenancyActionData {
  intent: string;
  /** The form's answer (its errors, the values kept), for Conform. */
  result?: SubmissionResult<string[]>;
  /** The catalog key of what was done, shown under the form. */
  done?: string;
  doneValues?: Record<string, string | number>;
  toast?: "leaseStartSent";
}

/**
 * Runs a tenancy write; a typed refusal comes back as the form's message (and its status), a
 * `not_found` as the 404 page, so a form for another tenancy learns nothing.
 */
export async function runTenancyWrite(
  intent: string,
  reply: (formErrors: string[]) => SubmissionResult<string[]>,
  work: () => Promise<Omit<TenancyActionData, "intent">>,
) {
  try {
    return data<TenancyActionData>({ intent, ...(await work()) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404 });
    return data<TenancyActionData>({ intent, result: reply([errorMessageKey(error.code)]) }, { status: error.status });
  }
}
