import { auth } from "../auth/auth.server.ts";

/**
 * Revokes the request's session, named by its cookie or its bearer token. Answers the
 * `Set-Cookie` values that clear the web's cookie.
 */
export async function signOut(headers: Headers): Promise<{ cookies: string[] }> {
  // As a response, so that signing out without a live session is not an error.
  const response = await auth().api.signOut({ headers, asResponse: true });
  return { cookies: response.headers.getSetCookie() };
}
