import { describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, cookieHeaders, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { deliveredMails, startTestJobsWithOutbox } from "../support/jobs.ts";

const api = await startApi();
const outbox = await startTestJobsWithOutbox();

/** Mail files in the outbox addressed to `email`, once the queue has delivered them. */
async function mailsTo(email: string, wait = 2500): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, wait));
  return (await deliveredMails(outbox)).filter((text) => text.includes(email));
}

describe("signIn and signOut for the app", () => {
  it("answers a bearer token that works without an Origin header, and the user", async () => {
    const user = await createUser(db(), { firstName: "Maya" });
    const response = await callFunction(api.url, "signIn", { email: user.email.toUpperCase(), password: user.password });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, first_name: "Maya" });
    expect(response.headers.getSetCookie()).toEqual([]);
    const me = await callFunction(api.url, "me", {}, { authorization: `Bearer ${body.token}` });
    expect((await me.json()).user.id).toBe(user.id);
  });

  it("a wrong email or password is code 101 with the spec's message; an unverified email says so", async () => {
    const user = await createUser(db());
    for (const attempt of [
      { email: user.email, password: "Wrong-pass1" },
      { email: "nobody@example.com", password: user.password },
    ]) {
      const response = await callFunction(api.url, "signIn", attempt);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toEqual({ code: 101, message: "The email address/ password you entered is incorrect." });
    }
    const unverified = await createUser(db(), { emailVerified: false });
    const refused = await callFunction(api.url, "signIn", { email: unverified.email, password: unverified.password });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: "email_not_verified", message: "User email is not verified. Check email to validate your account." });
  });

  it("signOut revokes the token: it then answers 209, while the user's other sessions live on", async () => {
    const user = await createUser(db());
    const app = await sessionHeaders(api.url, user.email, user.password);
    const web = await cookieHeaders(api.url, user.email, user.password);
    expect((await callFunction(api.url, "signOut", {}, app)).status).toBe(200);
    const after = await callFunction(api.url, "me", {}, app);
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe(209);
    expect((await callFunction(api.url, "me", {}, web)).status).toBe(200);
  });

  it("a forged or unsigned token is an expired session, never someone's", async () => {
    for (const token of ["made-up", "abc.def", "x".repeat(32)]) {
      const response = await callFunction(api.url, "me", {}, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe(209);
    }
  });
});

describe("the account mails never tell whether an address has an account", () => {
  it("Password Reset answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await createUser(db());
    const known = await callFunction(api.url, "Password Reset", { Email: user.email });
    const unknown = await callFunction(api.url, "PasswordReset", { Email: "no-account@example.com" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo("no-account@example.com", 0)).toHaveLength(0);
  });

  it("AuthUserByEmail and AuthUser resend the verification mail to an unverified user only", async () => {
    const pending = await createUser(db(), { emailVerified: false });
    const verified = await createUser(db());
    for (const [name, payload] of [
      ["AuthUserByEmail", { EMail: pending.email }],
      ["AuthUserByEmail", { EMail: verified.email }],
      ["AuthUser", { UserID: pending.id }],
      ["AuthUser", { UserID: "00000000-0000-4000-8000-000000000000" }],
    ] as const) {
      const response = await callFunction(api.url, name, payload);
      expect(await response.json(), name).toEqual({ success: true, result: "success" });
    }
    expect(await mailsTo(pending.email)).toHaveLength(2);
    expect(await mailsTo(verified.email, 0)).toHaveLength(0);
  });

  it("Send Greetings mails a verified user once, and an unverified one never", async () => {
    const verified = await createUser(db());
    const pending = await createUser(db(), { emailVerified: false });
    for (const user of [verified, verified, pending]) {
      expect((await callFunction(api.url, "Send Greetings", { UserID: user.id })).status).toBe(200);
    }
    expect(await mailsTo(verified.email)).toHaveLength(1);
    expect(await mailsTo(pending.email, 0)).toHaveLength(0);
  });
});
