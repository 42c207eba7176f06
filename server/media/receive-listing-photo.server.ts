import { imageUrl, type ReceivedPhoto } from "../../domain/images.ts";
import { MultipartError, readMultipart } from "../http/multipart.server.ts";
import { runtime } from "../runtime.server.ts";
import { type ImageProblem, ImageRejectedError, MAX_UPLOAD_BYTES } from "./process-image.server.ts";
import { uploadListingImage } from "./upload-listing-image.server.ts";

/** Why an upload was refused: the photo's problem, or the multipart body's. Nothing was kept. */
export type PhotoUploadProblem = ImageProblem | MultipartError["problem"];

/**
 * One listing photo from a multipart body (field `photo`, one file, 15 MB, read with hard limits
 * while it streams): checked, stored and held for `ownerId` until a listing is saved with it.
 * The posting form's `/resources/photos` and the API's `/api/uploads` both take photos here; `size`
 * (the stored large variant's, for the form's quality score: decision 0068) is beside the photo, so
 * the API's answer stays as documented.
 */
export async function receiveListingPhoto(
  ownerId: string,
  request: Request,
): Promise<{ photo: ReceivedPhoto; size: { width: number; height: number } } | { problem: PhotoUploadProblem }> {
  try {
    const body = await readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 1, maxFields: 2 });
    const file = body.files.find((candidate) => candidate.field === "photo");
    if (!file || file.data.length === 0) return { problem: "not_an_image" };
    const image = await uploadListingImage(ownerId, file.data);
    return {
      photo: { ref: `u:${image.id}`, url: imageUrl(image.imageLowKey, { cdnBase: runtime().env.MEDIA_CDN_URL }), placeholder: image.placeholder },
      size: { width: image.width, height: image.height },
    };
  } catch (error) {
    if (error instanceof ImageRejectedError || error instanceof MultipartError) return { problem: error.problem };
    throw error;
  }
}
