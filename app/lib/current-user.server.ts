import { redirect, type RouterContextProvider } from "react-router";
import type { Actor } from "#server/listings/apply-transition.server.ts";
import { sessionContext } from "./session-context.ts";

export interface CurrentUser {
  id: string;
  isAdmin: boolean;
}

/**
 * The signed-in user of a request. Pages under the private and admin guards always have one (the
 * guard has refused anyone else); a resource route outside them gets a 401.
 */
export function requireUser(context: Readonly<RouterContextProvider>): CurrentUser {
  const session = context.get(sessionContext);
  if (!session.user || !session.state.isAuth) {
    if (session.state.isSpecial && session.state.completionPath) throw redirect(session.state.completionPath);
    throw Response.json({ error: "sign_in_required" }, { status: 401 });
  }
  return { id: session.user.id, isAdmin: session.user.userType === "ADMIN" };
}

/** The user as the actor of a listing transition (server/listings/apply-transition). */
export function listingActor(context: Readonly<RouterContextProvider>): Actor {
  const user = requireUser(context);
  return { kind: "user", userId: user.id, isAdmin: user.isAdmin };
}
