import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import en from "../../domain/i18n/locales/en.ts";
import { authAccounts, users } from "../../server/db/schema.ts";
import { OAUTH_PORT } from "./global-setup.ts";
import { expect, newUser, test, testDb } from "./support.ts";

// Google and Facebook sign-in against a real local OAuth2/OIDC server: the
// browser is redirected to it, it redirects back with a code, and the server
// exchanges the code for tokens and the user info.
test.describe.configure({ mode: "serial" });

const oauth = new OAuth2Server();
let profile: Record<string, unknown> = {};
let lastAuthorize: URLSearchParams | undefined;

test.beforeAll(async () => {
  await oauth.issuer.keys.generate("RS256");
  oauth.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = profile;
  });
  // The ID token carries the same identity as the user info.
  oauth.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, profile);
  });
  oauth.service.on("beforeAuthorizeRedirect", (_redirect: unknown, req: { url?: string }) => {
    lastAuthorize = new URL(req.url ?? "", "http://oauth.local").searchParams;
  });
  await oauth.start(OAUTH_PORT, "127.0.0.1");
});

test.afterAll(async () => {
  await oauth.stop();
});

const unique = (name: string) => `${name}-${Date.now()}@gmail.example`;

test("Google: first sign-in completes the profile on /googleredirect2, the second goes straight in", async ({ page }) => {
  const email = unique("lina");
  profile = { sub: `google-${email}`, email, email_verified: true, given_name: "Lina", family_name: "Azar", name: "Lina Azar" };
  await page.goto("/login");
  await page.getByRole("button", { name: en.auth.google }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/googleredirect2");
  // The authorization request is the one SPEC.md §7 describes.
  expect(lastAuthorize?.get("response_type")).toBe("code");
  expect(lastAuthorize?.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  expect(lastAuthorize?.get("access_type")).toBe("offline");
  expect(lastAuthorize?.get("prompt")).toBe("consent");
  expect(lastAuthorize?.get("redirect_uri")).toMatch(/\/googleredirect$/);

  await expect(page.getByLabel(en.auth.firstName)).toHaveValue("Lina");
  await expect(page.getByLabel(en.auth.lastName)).toHaveValue("Azar");
  // Special until complete: private pages send the user back here.
  await page.goto("/dashboard");
  await expect(page).toHaveURL((url) => url.pathname === "/googleredirect2");
  await page.getByRole("button", { name: en.auth.completeSubmit }).click();
  await expect(page.getByText(en.validation.phoneRequired)).toBeVisible();
  await page.getByLabel(en.auth.phone).fill("70123456");
  await page.getByRole("button", { name: en.auth.completeSubmit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: /Account menu for Lina/ })).toBeVisible();
  const [user] = await testDb().select().from(users).where(eq(users.email, email));
  expect(user).toMatchObject({ firstName: "Lina", lastName: "Azar", phone: "70123456", emailVerified: true, username: email });

  // Second sign-in: straight in.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("button", { name: en.auth.google }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: /Account menu for Lina/ })).toBeVisible();
  expect(await testDb().select().from(users).where(eq(users.email, email))).toHaveLength(1);
});

test("Facebook: first sign-in completes the profile on /fbPostLogin", async ({ page }) => {
  const email = unique("omar");
  profile = { id: `fb-${email}`, sub: `fb-${email}`, email, first_name: "Omar", last_name: "Haddad", name: "Omar Haddad" };
  await page.goto("/");
  await page.getByRole("link", { name: en.nav.signUp }).click();
  await page.getByRole("dialog", { name: en.auth.signUpTitle }).getByRole("button", { name: en.auth.facebook }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/fbPostLogin");
  await expect(page.getByLabel(en.auth.firstName)).toHaveValue("Omar");
  await page.getByLabel(en.auth.phone).fill("3123456");
  await page.getByRole("button", { name: en.auth.completeSubmit }).click();
  await expect(page.getByRole("button", { name: /Account menu for Omar/ })).toBeVisible();
  await page.goto("/fbPostLogin");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("a Google identity with the email of an existing verified account is linked to it, not duplicated", async ({ page }) => {
  const existing = await newUser({ firstName: "Hala", email: unique("hala") });
  profile = { sub: `google-${existing.email}`, email: existing.email, email_verified: true, given_name: "Hala", family_name: "Nassar" };
  await page.goto("/login");
  await page.getByRole("button", { name: en.auth.google }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: /Account menu for Hala/ })).toBeVisible();
  expect(await testDb().select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
  const linked = await testDb()
    .select()
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, existing.id), eq(authAccounts.providerId, "google")));
  expect(linked).toHaveLength(1);
});
