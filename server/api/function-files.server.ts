import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { Request } from "express";
import type { ErrorCode } from "../../domain/errors.ts";
import { MultipartError, readMultipart, type UploadedFile } from "../http/multipart.server.ts";
import { AppError } from "../errors.server.ts";
import type { FunctionFiles } from "./define-function.server.ts";

/** The multipart field that carries a file-taking function's JSON payload. */
export const PAYLOAD_FIELD = "payload";

/**
 * A file-taking function's multipart body: its JSON payload and its files, read with hard limits
 * while it streams (nothing of a refused body is kept). Refused: a file over the function's limit
 * (413 with its `tooLarge` code), more files than it takes, a file in another field, a payload that
 * is not JSON (400 `invalid_payload`).
 */
export async function readFunctionFiles(
  req: Request,
  spec: FunctionFiles,
  headers: Headers,
): Promise<{ payload: unknown; files: UploadedFile[] } | { code: ErrorCode; detail: string }> {
  const request = new Request("http://function.files/", {
    method: "POST",
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  try {
    const body = await readMultipart(request, {
      maxFileBytes: spec.maxFileBytes,
      maxFiles: spec.maxFiles,
      maxFields: 1,
      maxTotalBytes: spec.maxTotalBytes ?? spec.maxFileBytes * spec.maxFiles,
    });
    const stray = body.files.find((file) => file.field !== spec.field);
    if (stray) return { code: "invalid_payload", detail: `${stray.field}: files go in the field ${spec.field}` };
    const text = body.fields.get(PAYLOAD_FIELD)?.[0] ?? "{}";
    try {
      return { payload: JSON.parse(text), files: body.files.filter((file) => file.data.length > 0) };
    } catch {
      return { code: "invalid_payload", detail: `${PAYLOAD_FIELD}: not JSON` };
    }
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    const tooLarge = error.problem === "file_too_large" || error.problem === "too_large";
    return { code: tooLarge ? spec.tooLarge : "invalid_payload", detail: error.problem };
  }
}

/** What an `Idempotency-Key` is held to: the payload and each file's content. */
export function idempotentContent(payload: unknown, files: readonly UploadedFile[]): unknown {
  if (files.length === 0) return payload;
  return { payload, files: files.map((file) => createHash("sha256").update(file.data).digest("hex")) };
}

/** The one file a function cannot do without: refused as the web form refuses a missing file (400, naming the field). */
export function requiredFile(files: readonly UploadedFile[], field: string): UploadedFile {
  const [file] = files;
  if (!file) throw new AppError("invalid_payload", `${field}: required`);
  return file;
}
