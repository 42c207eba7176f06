import { imageUrl } from "#domain/images.ts";
import { MultipartError, readMultipart } from "#server/http/multipart.server.ts";
import { ImageRejectedError, MAX_UPLOAD_BYTES } from "#server/media/process-image.server.ts";
import { uploadListingImage } from "#server/media/upload-listing-image.server.ts";
import { runtime } from "#server/runtime.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/photos";

export type PhotoUploadAnswer = { ref: `u:${string}`; url: string; placeholder: string } | { error: string };

const STATUS: Record<string, number> = { too_large: 413, file_too_large: 413, aborted: 400, malformed: 400, too_many_files: 400 };

/**
 * One listing photo, uploaded as soon as the owner picks it (the posting form shows its
 * progress). It is held for the owner until a listing is saved with it, so a refused or
 * interrupted upload changes no listing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const fail = (error: string) => Response.json({ error } satisfies PhotoUploadAnswer, { status: STATUS[error] ?? 422 });
  try {
    const body = await readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 1, maxFields: 2 });
    const file = body.files.find((candidate) => candidate.field === "photo");
    if (!file || file.data.length === 0) return fail("not_an_image");
    const image = await uploadListingImage(user.id, file.data);
    return Response.json({
      ref: `u:${image.id}`,
      url: imageUrl(image.imageLowKey, { cdnBase: runtime().env.MEDIA_CDN_URL }),
      placeholder: image.placeholder,
    } satisfies PhotoUploadAnswer);
  } catch (error) {
    if (error instanceof ImageRejectedError) return fail(error.problem);
    if (error instanceof MultipartError) return fail(error.problem);
    throw error;
  }
}
