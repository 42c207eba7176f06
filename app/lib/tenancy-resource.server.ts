import type { RouterContextProvider } from "react-router";
import { signedInUser } from "#server/auth/request-actor.server.ts";
import { AppError } from "#server/errors.server.ts";
import { sessionContext } from "./session-context.ts";

const NOT_FOUND = () => new Response("Not found", { status: 404, headers: { "cache-control": "private, no-store" } });

/**
 * A private tenancy download (CSV, proof): the signed-in landlord or tenant is checked on every
 * request; anyone else, signed out included, gets the same 404 as a URL that does not exist.
 */
export async function privateDownload(
  context: Readonly<RouterContextProvider>,
  read: (userId: string) => Promise<{ body: BodyInit; contentType: string; fileName?: string }>,
) {
  const user = signedInUser(context.get(sessionContext));
  if (!user) return NOT_FOUND();
  try {
    const file = await read(user.id);
    const headers = new Headers({ "content-type": file.contentType, "cache-control": "private, no-store", "x-content-type-options": "nosniff" });
    if (file.fileName) headers.set("content-disposition", `attachment; filename="${file.fileName}"`);
    return new Response(file.body, { headers });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return NOT_FOUND();
    throw error;
  }
}
