import { data } from "react-router";
import type { z } from "zod";
import { MAX_TENANCY_FILE_BYTES } from "#domain/tenancy-files.ts";
import { errorStatus } from "#domain/errors.ts";
import { AppError, type AppErrorCode } from "#server/errors.server.ts";
import { MultipartError, readMultipart, type UploadedFile } from "#server/http/multipart.server.ts";

/** What a tenancy screen's action answers: which form, its refusal or field messages, and what was typed. */
export interface TenancyActionData {
  intent: string;
  /** The form's id when a page has several of one kind (an area, an issue). */
  target?: string;
  code?: AppErrorCode;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
  done?: boolean;
}

/** A tenancy screen's loader: a property the user is not landlord or tenant of is simply not there. */
export async function tenancyOr404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
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
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { fields: await request.formData(), files: [] };
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

/**
 * Runs one intent of a tenancy action: its refusal comes back with the form's typed values and the
 * refusal's status; not_found is the 404 screen (another user's tenancy is not there).
 */
export async function runTenancyIntent(
  answer: Omit<TenancyActionData, "code" | "done">,
  work: () => Promise<unknown>,
): Promise<ReturnType<typeof data<TenancyActionData>>> {
  try {
    await work();
    return data<TenancyActionData>({ intent: answer.intent, target: answer.target, done: true });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") throw data(null, { status: 404 });
    return data<TenancyActionData>({ ...answer, code: error.code }, { status: error.status });
  }
}

/** The page's file form refused before its fields were read (too large, cut off). */
export function unreadFormAnswer(intent: string, code: AppErrorCode) {
  return data<TenancyActionData>({ intent, code }, { status: errorStatus(code) });
}
