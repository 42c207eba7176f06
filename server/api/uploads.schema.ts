import { z } from "zod";
import type { ErrorCode } from "../../domain/errors.ts";

// `POST /api/uploads`: a listing photo for AddProperty's `images`, documented beside the functions.

export const UPLOADS_PATH = "/api/uploads";

export const uploadRequestSchema = z.object({
  photo: z.file().describe("One photo: JPEG, PNG, WebP or AVIF, at most 15 MB, 200 pixels a side and 40 megapixels"),
});

export const uploadOutput = z.object({
  ref: z.string().describe("`u:<id>`: name it in AddProperty's `Property.images`; held for the caller for a day"),
  url: z.url().describe("The 800×800 variant, to show while the listing is written"),
  placeholder: z.string().describe("A tiny blurred `data:image/webp;base64,…` for blur-up loading"),
});

export const uploadExample = {
  ref: "u:6d2c1f0e-8b7a-4c3d-9e2f-1a0b9c8d7e6f",
  url: "http://localhost:3000/media/photos/0c5e9a7d-2b4f-4e1a-8c3d-5f6a7b8c9d0e-low.webp",
  placeholder: "data:image/webp;base64,UklGRkAAAABXRUJQVlA4…",
} satisfies z.input<typeof uploadOutput>;

/** The refusals of an upload, documented with the path. */
export const UPLOAD_FAILURES: readonly ErrorCode[] = ["invalid_payload", "sign_in_required", "session_expired", "file_too_large", "image_rejected", "internal"];
