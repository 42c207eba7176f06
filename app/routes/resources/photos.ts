import type { PhotoUploadAnswer } from "#domain/images.ts";
import { receiveListingPhoto } from "#server/media/receive-listing-photo.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/photos";

const STATUS: Record<string, number> = { too_large: 413, file_too_large: 413, aborted: 400, malformed: 400, too_many_files: 400 };

/**
 * One listing photo, uploaded as soon as the owner picks it (the posting form shows its
 * progress). It is held for the owner until a listing is saved with it, so a refused or
 * interrupted upload changes no listing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const result = await receiveListingPhoto(user.id, request);
  if ("problem" in result) return Response.json({ error: result.problem } satisfies PhotoUploadAnswer, { status: STATUS[result.problem] ?? 422 });
  return Response.json({ ...result.photo, ...result.size } satisfies PhotoUploadAnswer);
}
