import { data, type MiddlewareFunction, redirect } from "react-router";
import { decideAccess, type RouteAccess } from "#domain/guards.ts";
import { readRequestActor } from "#server/auth/request-actor.server.ts";
import { sessionContext } from "./session-context.ts";

/** A use case's `Set-Cookie` values (a new or revoked session) as response headers. */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Expires the session cookie under either of its names (plain, or __Secure- behind https). */
export function clearSessionCookies(headers: Headers): Headers {
  headers.append("set-cookie", "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  headers.append("set-cookie", "__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  return headers;
}

/**
 * Root middleware: reads the session once per request. A cookie whose
 * session has expired (or was revoked) is cleared, and the page says so.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { state, user, expired } = await readRequestActor(request.headers);
  context.set(sessionContext, { state, user, expired });
  const response = await next();
  if (expired) clearSessionCookies(response.headers);
  return response;
};

export type GuardRejection = { reason: "sign-in" | "forbidden"; sessionExpired?: boolean };

/**
 * A guard layout's middleware. It runs before any loader below it, on the
 * first request and on every client navigation (they fetch loader data).
 */
export function guard(access: RouteAccess): MiddlewareFunction<Response> {
  return async ({ context }) => {
    const session = context.get(sessionContext);
    const outcome = decideAccess(access, session.state);
    switch (outcome.kind) {
      case "allow":
      case "wait":
        return;
      case "redirect":
        throw redirect(outcome.to);
      case "sign-in":
        throw data<GuardRejection>({ reason: "sign-in", sessionExpired: session.expired }, { status: 401 });
      case "forbidden":
        throw data<GuardRejection>({ reason: "forbidden" }, { status: 403 });
    }
  };
}
