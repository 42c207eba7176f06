import { readRequestActor, signedInUser } from "../auth/request-actor.server.ts";
import type { Caller } from "./define-function.server.ts";

/**
 * The user behind an API call, through the same actor step as the web (session cookie or bearer
 * token). `expired`: a token was presented but its session is gone, SPEC.md §8's code 209.
 */
export async function resolveCaller(headers: Headers): Promise<{ caller: Caller | null; expired: boolean }> {
  const actor = await readRequestActor(headers);
  const user = signedInUser(actor);
  if (!user || !actor.user) return { caller: null, expired: actor.expired };
  return { caller: { id: user.id, email: actor.user.email, isAdmin: user.isAdmin }, expired: false };
}
