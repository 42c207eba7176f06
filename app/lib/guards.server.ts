import { data, type MiddlewareFunction, redirect } from "react-router";
import { decideAccess, type RouteAccess } from "#domain/guards.ts";
import { readSession } from "#server/auth/session.server.ts";
import { sessionContext } from "./session-context.ts";

/** Root middleware: reads the session cookie once per request. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(sessionContext, await readSession(request.headers));
};

export type GuardRejection = { reason: "sign-in" | "forbidden" };

/**
 * A guard layout's middleware. It runs before any loader below it, on the
 * first request and on every client navigation (they fetch loader data).
 */
export function guard(access: RouteAccess): MiddlewareFunction<Response> {
  return async ({ context }) => {
    const outcome = decideAccess(access, context.get(sessionContext).state);
    switch (outcome.kind) {
      case "allow":
      case "wait":
        return;
      case "redirect":
        throw redirect(outcome.to);
      case "sign-in":
        throw data<GuardRejection>({ reason: "sign-in" }, { status: 401 });
      case "forbidden":
        throw data<GuardRejection>({ reason: "forbidden" }, { status: 403 });
    }
  };
}
