import { redirect, type RouterContextProvider } from "react-router";
import { listingActorOf, signedInUser, type SignedInUser } from "#server/auth/request-actor.server.ts";
import type { Actor } from "#server/auth/actor.server.ts";
import { sessionContext } from "./session-context.ts";

/**
 * The signed-in user of a request. Pages under the private and admin guards always have one (the
 * guard has refused anyone else); a resource route outside them gets a 401.
 */
export function requireUser(context: Readonly<RouterContextProvider>): SignedInUser {
  const session = context.get(sessionContext);
  const user = signedInUser(session);
  if (user) return user;
  if (session.state.isSpecial && session.state.completionPath) throw redirect(session.state.completionPath);
  throw Response.json({ error: "sign_in_required" }, { status: 401 });
}

/** The user as the actor of a listing transition (server/listings/apply-transition). */
export function listingActor(context: Readonly<RouterContextProvider>): Actor {
  return listingActorOf(requireUser(context));
}
