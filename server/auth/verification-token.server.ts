/**
 * The claims of one of better-auth's email-verification tokens (a signed
 * JWT), read without verifying it: only to choose which mail to send or to
 * tell a used link. better-auth verifies the token itself when it is used.
 */
export function verificationTokenClaims(token: string): { email?: string; updateTo?: string } {
  try {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    return {
      email: typeof claims.email === "string" ? claims.email : undefined,
      updateTo: typeof claims.updateTo === "string" ? claims.updateTo : undefined,
    };
  } catch {
    return {};
  }
}
