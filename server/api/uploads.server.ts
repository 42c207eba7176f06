import { Readable } from "node:stream";
import type { RequestHandler } from "express";
import type { z } from "zod";
import type { ErrorCode } from "../../domain/errors.ts";
import { publicUrl } from "../env.server.ts";
import { type PhotoUploadProblem, receiveListingPhoto } from "../media/receive-listing-photo.server.ts";
import { runtime } from "../runtime.server.ts";
import { resolveCaller } from "./caller.server.ts";
import { sendError } from "./error-envelope.server.ts";
import { absoluteUrl } from "./json-values.server.ts";
import { requestHeaders } from "./router.server.ts";
import type { uploadOutput } from "./uploads.schema.ts";

/** Each refusal's error code; the problem itself goes in `detail`. */
const PROBLEM_CODE: Record<PhotoUploadProblem, ErrorCode> = {
  file_too_large: "file_too_large",
  too_large: "file_too_large",
  not_an_image: "image_rejected",
  unsupported_format: "image_rejected",
  too_many_pixels: "image_rejected",
  too_small: "image_rejected",
  malformed: "invalid_payload",
  too_many_files: "invalid_payload",
  aborted: "invalid_payload",
};

/**
 * `POST /api/uploads`: one listing photo (multipart, field `photo`) for the caller, through the
 * same use case and limits as the posting form's `/resources/photos`. The session is checked
 * before the body is read, so a signed-out client's 15 MB is not processed.
 */
export const uploadPhoto: RequestHandler = async (req, res) => {
  const headers = requestHeaders(req);
  const { caller, expired } = await resolveCaller(headers);
  if (!caller) return sendError(res, expired ? "session_expired" : "sign_in_required");
  const base = publicUrl(runtime().env);
  const request = new Request(new URL(req.originalUrl, base), {
    method: "POST",
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  const result = await receiveListingPhoto(caller.id, request);
  if ("problem" in result) return sendError(res, PROBLEM_CODE[result.problem], result.problem);
  // An app has no page to resolve `/media/…` against.
  res.json({ success: true, ...result.photo, url: absoluteUrl(result.photo.url) } satisfies { success: true } & z.input<typeof uploadOutput>);
};
