import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { changeEmail } from "../../server/accounts/change-email.server.ts";
import { changePassword } from "../../server/accounts/change-password.server.ts";
import { requestPasswordReset } from "../../server/accounts/request-password-reset.server.ts";
import { resendVerification } from "../../server/accounts/resend-verification.server.ts";
import { signIn } from "../../server/accounts/sign-in.server.ts";
import { signOut } from "../../server/accounts/sign-out.server.ts";
import { listingActorOf, readRequestActor, requireSignedIn } from "../../server/auth/request-actor.server.ts";
import { createUser, type UserFactoryInput } from "../../server/db/factories/users.server.ts";
import { rateLimits, sessions } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { db } from "../../server/runtime.server.ts";
import { withLimitsOn } from "../support/env.ts";
import { startTestJobs } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";
import { startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const from = (clientAddress = "192.0.2.10") => ({ clientAddress, headers: new Headers({ "user-agent": "BeitnaApp/1.0" }) });
const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

async function signedIn(input: UserFactoryInput = {}) {
  const user = await createUser(db(), input);
  return { user, session: await signIn({ email: user.email, password: user.password }, from()) };
}

describe("signIn", () => {
  it("returns a bearer token that names the user, and the web's cookie", async () => {
    const { user, session } = await signedIn({ firstName: "Maya", lastName: "Khoury" });
    expect(session.user).toMatchObject({ id: user.id, email: user.email, firstName: "Maya", lastName: "Khoury", name: "Maya Khoury" });
    expect(session.token).toMatch(/^[^.\s]+\.[^.\s]+$/);
    expect(session.cookies.join("\n")).toMatch(/better-auth\.session_token=.+HttpOnly/i);

    const actor = await readRequestActor(bearer(session.token));
    expect(actor).toMatchObject({ expired: false, state: { isAuth: true, isAdmin: false }, user: { id: user.id, firstName: "Maya" } });
    expect(listingActorOf(requireSignedIn(actor))).toEqual({ kind: "user", userId: user.id, isAdmin: false });

    // The cookie and the bearer are the same session row.
    const cookie = new Headers({ cookie: session.cookies.map((value) => value.split(";")[0]).join("; ") });
    expect((await readRequestActor(cookie)).user?.id).toBe(user.id);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("refuses a wrong password, or an unknown email, as invalid_credentials", async () => {
    const user = await createUser(db());
    expect(await refusal(signIn({ email: user.email, password: "Wrong-pass1" }, from()))).toBe("invalid_credentials");
    expect(await refusal(signIn({ email: "nobody-here@example.com", password: user.password }, from()))).toBe("invalid_credentials");
  });

  it("refuses an unverified email as email_not_verified", async () => {
    const user = await createUser(db(), { emailVerified: false });
    expect(await refusal(signIn({ email: user.email, password: user.password }, from()))).toBe("email_not_verified");
  });

  describe("limits that suit shared addresses (decision 0044)", () => {
    const wrong = (email: string, address: string) => refusal(signIn({ email, password: "Wrong-pass1" }, from(address)));
    const right = (user: { email: string; password: string }, address: string) =>
      refusal(signIn({ email: user.email, password: user.password }, from(address)));

    it("does not count a sign-in that went through: the same account signs in 20 times from one address", () =>
      withLimitsOn(async () => {
        const user = await createUser(db());
        const outcomes = [];
        for (let attempt = 0; attempt < 20; attempt += 1) outcomes.push(await right(user, "203.0.113.1"));
        expect(outcomes).toEqual(Array(20).fill("allowed"));
        // Nor an unverified account's right password.
        const unverified = await createUser(db(), { emailVerified: false });
        for (let attempt = 0; attempt < 11; attempt += 1) expect(await right(unverified, "203.0.113.1")).toBe("email_not_verified");
      }));

    it("refuses an address after 10 wrong passwords for one account, even the right one, while other addresses still sign in", () =>
      withLimitsOn(async () => {
        const user = await createUser(db());
        const outcomes = [];
        for (let attempt = 0; attempt < 11; attempt += 1) outcomes.push(await wrong(user.email, "203.0.113.2"));
        expect(outcomes.slice(0, 10)).toEqual(Array(10).fill("invalid_credentials"));
        expect(outcomes[10]).toBe("rate_limited");
        expect(await right(user, "203.0.113.2")).toBe("rate_limited");
        // The owner, from their own address, is not locked out.
        expect(await right(user, "203.0.113.3")).toBe("allowed");
        // That address may still sign in to other accounts.
        const neighbour = await createUser(db());
        expect(await right(neighbour, "203.0.113.2")).toBe("allowed");
      }));

    it("slows down, and never locks out, an account guessed at from many addresses", () =>
      withLimitsOn(async () => {
        const user = await createUser(db());
        for (let attempt = 0; attempt < 12; attempt += 1) expect(await wrong(user.email, `198.51.100.${attempt}`)).toBe("invalid_credentials");
        const started = Date.now();
        expect(await right(user, "203.0.113.4")).toBe("allowed");
        // 12 failures so far from 12 addresses: a one-second wait before the password is checked.
        expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      }));

    it("refuses an address after 300 wrong passwords across accounts, a crowd's worth", () =>
      withLimitsOn(async () => {
        const address = "203.0.113.5";
        // 299 wrong passwords already counted from this address within the window.
        await db()
          .insert(rateLimits)
          .values({ key: `sign-in-failed:ip:${address}`, hits: 299, windowStartedAt: new Date() });
        const user = await createUser(db());
        expect(await right(user, address)).toBe("allowed");
        expect(await wrong("someone@example.com", address)).toBe("invalid_credentials");
        expect(await wrong("someone-else@example.com", address)).toBe("rate_limited");
        expect(await right(user, address)).toBe("rate_limited");
        expect(await right(user, "203.0.113.6")).toBe("allowed");
      }));
  });
});

describe("readRequestActor", () => {
  it("looks nothing up without a cookie or a bearer", async () => {
    expect(await readRequestActor(new Headers({ authorization: "Basic abc" }))).toEqual({
      state: { isAuth: false, isSpecial: false, isAdmin: false, completionPath: null },
      user: null,
      expired: false,
    });
  });

  it("treats an unknown, unsigned or garbage bearer as expired", async () => {
    const { session } = await signedIn();
    const [raw] = session.token.split(".");
    for (const token of ["garbage", "made-up.signature", raw!, `${raw}.${"A".repeat(43)}`]) {
      expect(await readRequestActor(bearer(token))).toMatchObject({ user: null, expired: true });
    }
    expect(await refusal(Promise.resolve().then(async () => requireSignedIn(await readRequestActor(bearer("garbage")))))).toBe("session_expired");
    expect(await refusal(Promise.resolve().then(async () => requireSignedIn(await readRequestActor(new Headers()))))).toBe("sign_in_required");
  });
});

describe("signOut", () => {
  it("revokes the bearer's session: the token then reads as expired", async () => {
    const { session } = await signedIn();
    await signOut(bearer(session.token));
    expect(await readRequestActor(bearer(session.token))).toMatchObject({ user: null, expired: true });
  });

  it("revokes the cookie's session and clears the cookie", async () => {
    const { session } = await signedIn();
    const cookie = new Headers({ cookie: session.cookies.map((value) => value.split(";")[0]).join("; ") });
    const { cookies } = await signOut(cookie);
    expect(cookies.join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);
    expect(await readRequestActor(cookie)).toMatchObject({ user: null, expired: true });
    expect(await readRequestActor(bearer(session.token))).toMatchObject({ expired: true });
  });
});

describe("password reset and verification mail", () => {
  it("answer the same whether or not the address has an account, and mail only a real one", async () => {
    const user = await createUser(db());
    const unverified = await createUser(db(), { emailVerified: false });
    expect(await refusal(requestPasswordReset({ email: "no-account@example.com" }, from()))).toBe("allowed");
    expect(await refusal(requestPasswordReset({ email: user.email }, from()))).toBe("allowed");
    expect(await refusal(resendVerification({ email: "no-account@example.com" }, from()))).toBe("allowed");
    // Already verified: better-auth refuses, the caller cannot tell.
    expect(await refusal(resendVerification({ email: user.email }, from()))).toBe("allowed");
    expect(await refusal(resendVerification({ email: unverified.email }, from()))).toBe("allowed");
    expect((await smtp.waitFor(user.email, /./)).text).toContain("/resetpassword?token=");
    expect((await smtp.waitFor(unverified.email, /./)).text).toContain("/activate?token=");
  });

  it("are rate-limited (3 per email per 15 minutes)", () =>
    withLimitsOn(async () => {
      for (const send of [requestPasswordReset, resendVerification]) {
        const outcomes = [];
        for (let attempt = 0; attempt < 4; attempt += 1) outcomes.push(await refusal(send({ email: "limited@example.com" }, from())));
        expect(outcomes).toEqual(["allowed", "allowed", "allowed", "rate_limited"]);
      }
    }));
});

describe("changePassword and changeEmail", () => {
  it("refuse a wrong current password, and a request without a session", async () => {
    const { session } = await signedIn();
    const headers = bearer(session.token);
    expect(await refusal(changePassword({ currentPassword: "Wrong-pass1", newPassword: "Another-Pass2" }, headers))).toBe("current_password_wrong");
    expect(await refusal(changeEmail({ newEmail: "elsewhere@example.com", currentPassword: "Wrong-pass1" }, headers))).toBe("current_password_wrong");
    expect(await refusal(changePassword({ currentPassword: "Beitna-Pass1", newPassword: "Another-Pass2" }, new Headers()))).toBe("sign_in_required");
  });

  it("change the session's user's password, revoke the old token and hand out a new one", async () => {
    const { user, session } = await signedIn();
    const renewed = await changePassword({ currentPassword: user.password, newPassword: "Another-Pass2" }, bearer(session.token));
    expect(await readRequestActor(bearer(session.token))).toMatchObject({ expired: true });
    expect((await readRequestActor(bearer(renewed.token))).user?.id).toBe(user.id);
    expect(await refusal(signIn({ email: user.email, password: user.password }, from()))).toBe("invalid_credentials");
    expect(await refusal(signIn({ email: user.email, password: "Another-Pass2" }, from()))).toBe("allowed");
  });

  it("mail the new address a link when the password is right", async () => {
    const { user, session } = await signedIn();
    await changeEmail({ newEmail: "moved-here@example.com", currentPassword: user.password }, bearer(session.token));
    expect((await smtp.waitFor("moved-here@example.com", /./)).text).toContain("/activate?token=");
  });

  it("refuse the address the account already has, whatever its case (better-auth's own refusal answered 500)", async () => {
    const { user, session } = await signedIn();
    expect(await refusal(changeEmail({ newEmail: ` ${user.email.toUpperCase()} `, currentPassword: user.password }, bearer(session.token)))).toBe(
      "email_unchanged",
    );
  });
});
