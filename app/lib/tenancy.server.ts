import { data, type RouterContextProvider } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { errorMessageKey, errorStatus } from "#domain/errors.ts";
import { MAX_TENANCY_FILE_BYTES } from "#domain/tenancy-files.ts";
import { AppError, type AppErrorCode } from "#server/errors.server.ts";
import { MultipartError, readMultipart, type UploadedFile } from "#server/http/multipart.server.ts";
import { requireTenancyAccess, type TenancyAccess } from "#server/tenants/tenancy-access.server.ts";
import { requireUser } from "./current-user.server.ts";
import { readForm } from "~/lib/read-form.server.ts";

/** A tenancy screen's read: a property the user is not landlord or tenant of is simply not there (the 404 page). */
export async function tenancyOr404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** The signed-in user's access to the tenancy of `/tenant/:propertyId`; anyone else gets the 404 page. */
export async function tenancyOf(context: Readonly<RouterContextProvider>, propertyId: string | undefined): Promise<{ userId: string; access: TenancyAccess }> {
  const user = requireUser(context);
  return { userId: user.id, access: await tenancyOr404(() => requireTenancyAccess(user.id, propertyId ?? "")) };
}

/** What a tenancy screen's action answers. */
export interface TenancyActionData {
  intent: string;
  /** The form's id when a page has several of one kind (an area, an issue, a tenant). */
  target?: string;
  /** Conform's answer to a form built with it (its errors, the values kept). */
  result?: SubmissionResult<string[]>;
  /** A form read by hand (its files streamed in): the refusal, the field messages and what was typed. */
  code?: AppErrorCode;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
  /** The catalog key of what was done, shown under the form. */
  done?: string;
  doneValues?: Record<string, string | number>;
  toast?: "leaseStartSent";
}

/**
 * Runs one write of a tenancy action. Done: `answer.done` (or what `work` answers). A typed refusal
 * comes back with its status, as Conform's form message when `answer.reply` is given, else as its
 * code with what was typed; `not_found` is the 404 page, so a form for another tenancy learns nothing.
 */
export async function runTenancyWrite(
  answer: Pick<TenancyActionData, "intent" | "target" | "values" | "done"> & { reply?: (formErrors: string[]) => SubmissionResult<string[]> },
  work: () => Promise<Omit<TenancyActionData, "intent"> | void>,
) {
  const { intent, target, values, done, reply } = answer;
  try {
    return data<TenancyActionData>({ intent, target, done, ...((await work()) ?? {}) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404 });
    const refusal: TenancyActionData = reply ? { intent, target, result: reply([errorMessageKey(error.code)]) } : { intent, target, values, code: error.code };
    return data<TenancyActionData>(refusal, { status: error.status });
  }
}

export interface TenancyForm {
  fields: FormData;
  files: UploadedFile[];
}

/**
 * A tenancy form, with or without files. Files are read with the 20 MB limit while they stream in
 * (a bigger one is refused before it is all read); the fields come back as FormData.
 */
export async function readTenancyForm(
  request: Request,
  { maxFiles, maxTotalBytes = MAX_TENANCY_FILE_BYTES * maxFiles }: { maxFiles: number; maxTotalBytes?: number },
): Promise<TenancyForm | { code: AppErrorCode }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { fields: await readForm(request), files: [] };
  try {
    const body = await readMultipart(request, { maxFileBytes: MAX_TENANCY_FILE_BYTES, maxFiles, maxTotalBytes });
    const fields = new FormData();
    for (const [name, values] of body.fields) for (const value of values) fields.append(name, value);
    return { fields, files: body.files.filter((file) => file.data.length > 0) };
  } catch (error) {
    if (error instanceof MultipartError) {
      return { code: error.problem === "file_too_large" || error.problem === "too_large" ? "tenancy_file_too_large" : "invalid_payload" };
    }
    throw error;
  }
}

/** The form's fields as plain strings, to give back what was typed after a refusal. */
export function typedValues(fields: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of fields) if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}

/** Zod's messages (catalog keys) per field path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".") || "form"] ??= []).push(issue.message);
  return errors;
}

/** The page's file form refused before its fields were read (too large, cut off). */
export function unreadFormAnswer(intent: string, code: AppErrorCode) {
  return data<TenancyActionData>({ intent, code }, { status: errorStatus(code) });
}
