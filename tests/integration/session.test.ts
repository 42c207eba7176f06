import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import { createUser, type UserFactoryInput } from "../../server/db/factories/users.server.ts";
import { users } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, cookieHeaders } from "../support/api.ts";
import { postJson, startApi } from "../support/http.ts";

const api = await startApi();

/** Signs in over HTTP and returns the session cookie the browser would hold. */
async function signIn(input: UserFactoryInput = {}): Promise<string> {
  const user = await createUser(db(), input);
  return (await cookieHeaders(api.url, user.email, user.password)).cookie;
}

describe("readRequestActor", () => {
  it("is signed out without a cookie or with a forged one", async () => {
    expect((await readRequestActor(new Headers())).state).toMatchObject({ isAuth: false, isSpecial: false });
    const forged = new Headers({ cookie: "better-auth.session_token=made-up.signature" });
    expect(await readRequestActor(forged)).toMatchObject({ user: null, expired: true });
  });

  it("sees a signed-in user with a complete profile", async () => {
    const cookie = await signIn({ firstName: "Maya", lastName: "Khoury" });
    const session = await readRequestActor(new Headers({ cookie }));
    expect(session.state).toEqual({ isAuth: true, isSpecial: false, isAdmin: false, completionPath: null });
    expect(session.user).toMatchObject({ firstName: "Maya", userType: "USER" });
  });

  it("marks members of the Admin role as ADMIN", async () => {
    const session = await readRequestActor(new Headers({ cookie: await signIn({ admin: true }) }));
    expect(session.state.isAdmin).toBe(true);
    expect(session.user?.userType).toBe("ADMIN");
  });

  it("treats a social sign-in without a phone as special, completing on the provider's route", async () => {
    const viaFacebook = await readRequestActor(new Headers({ cookie: await signIn({ phone: "", providers: ["facebook"] }) }));
    expect(viaFacebook.state).toEqual({ isAuth: false, isSpecial: true, isAdmin: false, completionPath: "/fbPostLogin" });
    const viaGoogle = await readRequestActor(new Headers({ cookie: await signIn({ lastName: "", providers: ["google"] }) }));
    expect(viaGoogle.state.completionPath).toBe("/googleredirect2");
  });

  it("refuses a wrong password, without a cookie", async () => {
    const user = await createUser(db());
    const response = await callFunction(api.url, "signIn", { email: user.email, password: "Wrong-pass1" });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  // better-auth's own endpoint checked passwords around the sign-in limits (decision 0054): closed.
  it("checks no password at better-auth's own sign-in endpoint, neither a wrong one nor the right one", async () => {
    const user = await createUser(db());
    for (let attempt = 1; attempt <= 12; attempt++) {
      const password = attempt === 12 ? user.password : "Wrong-pass1";
      const response = await postJson(`${api.url}/api/auth/sign-in/email`, { email: user.email, password }, { origin: api.url });
      expect(response.status).toBe(404);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  // Its own sign-up skipped the Sign Up form's limits (decision 0054): closed; the API's signUp is the app's door.
  it("creates no account at better-auth's own sign-up endpoint", async () => {
    const email = `side-door-${crypto.randomUUID()}@example.com`;
    const response = await postJson(
      `${api.url}/api/auth/sign-up/email`,
      { email, password: "Beitna-Owner1", name: "Side Door", firstName: "Side", lastName: "Door", phone: "71123456" },
      { origin: api.url },
    );
    expect(response.status).toBe(404);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("signUp creates the account unverified and mails its link; the same address again answers 409 account_exists", async () => {
    const email = `app-sign-up-${crypto.randomUUID()}@example.com`;
    const input = {
      email,
      password: "Beitna-Owner1",
      confirmpassword: "Beitna-Owner1",
      firstName: "Nour",
      lastName: "Khalil",
      country: "LB",
      phone: "71 123 456",
    };
    const created = await callFunction(api.url, "signUp", input);
    expect(created.status, await created.clone().text()).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ firstName: "Nour", lastName: "Khalil", phone: "71123456", countryCode: "+961", emailVerified: false });
    const again = await callFunction(api.url, "signUp", input, { "accept-language": "en" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: { code: "account_exists", message: "Account already exists, please click on log in." },
    });
    const mismatched = await callFunction(api.url, "signUp", { ...input, email: `other-${email}`, confirmpassword: "Beitna-Owner2" });
    expect(mismatched.status).toBe(400);
  });

  it("never hands a page's scripts the session token over HTTP", async () => {
    const cookie = await signIn();
    const response = await fetch(`${api.url}/api/auth/get-session`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-auth-token")).toBeNull();
  });

  it("refuses a cross-site write that carries the cookie, with or without a bearer", async () => {
    const cookie = await signIn();
    for (const extra of [{}, { authorization: "Bearer made-up.signature" }] as Array<Record<string, string>>) {
      const response = await postJson(`${api.url}/api/auth/sign-out`, {}, { origin: "https://evil.example", cookie, ...extra });
      expect(response.status).toBe(403);
    }
    expect((await readRequestActor(new Headers({ cookie }))).user).not.toBeNull();
  });
});
