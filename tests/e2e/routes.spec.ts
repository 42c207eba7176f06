import { type Page } from "@playwright/test";
import en from "../../domain/i18n/locales/en.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { expect, newUser, signInAs, test, testDb } from "./support.ts";

// The whole route table of SPEC.md §2 and DESIGN.md, walked by each kind of
// user. Screens built by later issues show their heading; the guard is real.
const id = "00000000-0000-4000-8000-000000000001";
// Listing pages need public listings: made once, by a fixture owner.
type Fixture = { id: string; title: string };
let publicListings: Promise<{ owner: Fixture; rental: Fixture; sale: Fixture }> | undefined;
function listingFixtures() {
  publicListings ??= (async () => {
    const owner = { ...(await newUser({ firstName: "Walid" })), title: "Walid" };
    const rental = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: "Route walk rental in Hamra" });
    const sale = await createListing(testDb(), { ownerId: owner.id, status: "Approved", listingType: "Sale", title: "Route walk house for sale" });
    return { owner, rental, sale };
  })();
  return publicListings;
}
async function listingRoutes(): Promise<Array<[string, string]>> {
  const { owner, rental, sale } = await listingFixtures();
  return [
    [listingPath({ ...rental, listingType: "Rental" }), rental.title],
    [listingPath({ ...sale, listingType: "Sale" }), sale.title],
    [`/owner/rental/${owner.id}`, owner.title],
    [`/owner/sale/${owner.id}`, owner.title],
  ];
}

const OPEN: Array<[string, string]> = [
  ["/", en.home.heroTitle],
  ["/rent", en.pages.rent],
  ["/buy", en.pages.buy],
  ["/price/rental", en.plans.rentalPlans],
  ["/price/sale", en.plans.salePlans],
  ["/services", "What Beitna offers"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-conditions", "Terms"],
  ["/service-plan-terms", "Service Plan Terms"],
  ["/activate", en.pages.activate],
  ["/download-app", en.pages["download-app"]],
  ["/mobile/privacy-policy", "Privacy Policy"],
  ["/mobile/terms-conditions", "Terms"],
  ["/mobile/service-plan-terms", "Service Plan Terms"],
];
const PUBLIC_ONLY = ["/signup", "/login", "/googleredirect", "/resetpassword"];
const SPECIAL_ONLY: Array<[string, string]> = [
  ["/googleredirect2", en.pages.googleredirect2],
  ["/fbPostLogin", en.pages.fbPostLogin],
];
// Listing pages need a listing of the signed-in user's (anyone else's is not found).
// The tenancy page of a listing is headed by the listing's title (issue 16).
const privateRoutes = (listingId: string, listingTitle = en.pages.tenant): Array<[string, string]> => [
  [`/renewmembership/${listingId}`, en.pages.renewmembership],
  [`/activatelisting/${listingId}`, en.pages.activatelisting],
  [`/changemembership/${listingId}`, en.pages.changemembership],
  [`/applycredits/${listingId}`, en.pages.applycredits],
  [`/editcredits/${listingId}`, en.pages.editcredits],
  [`/editlisting/${listingId}`, en.pages.editlisting],
  ["/profile/settings", en.pages.settings],
  ["/dashboard", en.pages.dashboard],
  ["/promote-dashboard", en.pages["promote-dashboard"]],
  ["/requests", en.pages.requests],
  ["/offers", en.pages.offers],
  ["/credits", en.pages.credits],
  ["/favorites", en.pages.favorites],
  ["/postlisting", en.pages.postlisting],
  ["/bulk", en.pages.bulk],
  [`/tenant/${listingId}`, listingTitle],
];
const PRIVATE = privateRoutes(id);
const ADMIN: Array<[string, string]> = [
  ["/admin", en.pages.admin],
  ["/admin/users", en.pages.admin],
  ["/admin/promo-codes", en.pages.admin],
];

// Each test walks many addresses.
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const signInDialog = (page: Page) => page.getByRole("dialog", { name: en.auth.signInTitle });

async function expectOpen(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(heading(page), path).toContainText(title);
}

async function expectSignInRequired(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(401);
  await expect(signInDialog(page), path).toBeVisible();
  await expect(signInDialog(page)).toContainText(en.auth.signInRequired);
  // Nothing of the private page is rendered or sent.
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  expect(await response?.text()).not.toContain(`>${title}</h1>`);
}

async function expectRedirect(page: Page, path: string, target: string) {
  await page.goto(path);
  await expect(page, path).toHaveURL((url) => url.pathname === target);
}

test.describe("as a visitor", () => {
  test("open routes render, public-only routes render, special-only routes send home", async ({ page }) => {
    for (const [path, title] of [...OPEN, ...(await listingRoutes())]) await expectOpen(page, path, title);
    for (const path of PUBLIC_ONLY) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    await expect(signInDialog(page)).toHaveCount(0);
    await page.goto("/login");
    await expect(signInDialog(page)).toBeVisible();
    for (const [path] of SPECIAL_ONLY) await expectRedirect(page, path, "/");
  });

  test("private and admin routes show the Sign In dialog over an empty page", async ({ page }) => {
    for (const [path, title] of [...PRIVATE, ...ADMIN]) await expectSignInRequired(page, path, title);
  });

  test("closing the Sign In dialog goes home @phone", async ({ page }) => {
    await page.goto("/dashboard");
    await signInDialog(page).getByRole("button", { name: en.auth.closeDialog }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goto("/favorites");
    await expect(signInDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("the guard holds for client-side navigation too, and signing in opens the page", async ({ page }) => {
    const { newUser } = await import("./support.ts");
    const user = await newUser();
    await page.goto("/");
    await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.postListing }).click();
    await expect(signInDialog(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: en.pages.postlisting })).toHaveCount(0);
    await signInDialog(page).getByLabel(en.auth.email).fill(user.email.toUpperCase());
    await signInDialog(page).getByLabel(en.auth.password).fill(user.password);
    await signInDialog(page).getByRole("button", { name: en.auth.submit }).click();
    await expect(heading(page)).toHaveText(en.pages.postlisting);
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  });

  test("unknown paths show the not-found screen with a 404", async ({ page }) => {
    for (const path of [
      "/no-such-page",
      "/rent/extra/segments",
      "/price/lease",
      "/property",
      `/property/${id}`,
      `/rental/${id}`,
      `/sale/${id}/a-slug`,
      `/owner/rental/${id}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(heading(page), path).toHaveText(en.notFound.title);
    }
  });
});

test.describe("as a signed-in user", () => {
  test("private routes render; public-only and special-only routes send home; admin is refused", async ({ page }) => {
    const user = await signInAs(page);
    const listing = await createListing(testDb(), { ownerId: user.id, status: "Expired" });
    for (const [path, title] of [...OPEN.slice(0, 3), ...privateRoutes(listing.id, listing.title)]) await expectOpen(page, path, title);
    for (const path of [`/editlisting/${id}`, `/changemembership/${id}`, `/tenant/${id}`]) expect((await page.goto(path))?.status(), path).toBe(404);
    for (const path of PUBLIC_ONLY) await expectRedirect(page, path, "/");
    for (const [path] of SPECIAL_ONLY) await expectRedirect(page, path, "/");
    for (const [path] of ADMIN) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(heading(page)).toHaveText(en.forbidden.title);
    }
  });

  test("an admin reaches the admin routes", async ({ page }) => {
    await signInAs(page, { admin: true });
    for (const [path, title] of ADMIN) await expectOpen(page, path, title);
  });

  test("signing out from the user menu returns to a visitor's view", async ({ page }) => {
    await signInAs(page, { firstName: "Layla" });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Account menu for Layla/ }).click();
    await page.getByRole("menuitem", { name: en.nav.signOut }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("link", { name: en.nav.signIn })).toBeVisible();
    await page.goto("/dashboard");
    await expect(signInDialog(page)).toBeVisible();
  });
});

test.describe("as a special user (social sign-in, profile incomplete)", () => {
  test("only the completion routes and open routes are reachable", async ({ page }) => {
    await signInAs(page, { phone: "", providers: ["google"] });
    for (const [path, title] of SPECIAL_ONLY) await expectOpen(page, path, title);
    for (const [path, title] of [...OPEN.slice(0, 3), ...(await listingRoutes())]) await expectOpen(page, path, title);
    for (const [path] of PRIVATE.slice(0, 4)) await expectRedirect(page, path, "/googleredirect2");
    for (const path of PUBLIC_ONLY) await expectRedirect(page, path, "/googleredirect2");
  });

  test("a Facebook user completes the profile on /fbPostLogin", async ({ page }) => {
    await signInAs(page, { firstName: "", providers: ["facebook"] });
    await expectRedirect(page, "/dashboard", "/fbPostLogin");
  });
});
