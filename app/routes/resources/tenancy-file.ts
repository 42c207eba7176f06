import { signedInUser } from "#server/auth/request-actor.server.ts";
import { AppError } from "#server/errors.server.ts";
import { isFileShelf, readTenancyFile } from "#server/tenants/tenancy-files.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/tenancy-file";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The only address a tenancy file (lease, ID, inspection or issue photo) is read at. Every request
 * is checked: the property's landlord or one of its linked tenants gets the file; a visitor, any
 * other user, an unknown id and a wrong shelf all get the same 404 (decision 0029). Never cached
 * by a shared cache; PDFs and photos open in the browser, sandboxed, under their cleaned name.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context.get(sessionContext));
  if (!user || !isFileShelf(params.shelf)) return notFound();
  try {
    const file = await readTenancyFile(user.id, params.shelf, params.fileId);
    return new Response(new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.length),
        "Content-Disposition": `${new URL(request.url).searchParams.has("download") ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return notFound();
    throw error;
  }
}
