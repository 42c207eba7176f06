import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createPendingCashPayment } from "../../server/db/factories/payments.server.ts";
import type { CreatedUser } from "../../server/db/factories/users.server.ts";
import type { Page } from "@playwright/test";
import { listingReports, notifications } from "../../server/db/schema.ts";
import type { Locator } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { addMonths } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { defaultLeaseEnd } from "../../domain/tenancy.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { accounts } from "../../server/db/schema.ts";
import { createChargesForAccount } from "../../server/tenants/create-rent-charges.server.ts";
import { expect, newUser, signInWith, test, testDb } from "./support.ts";
import { axeFindings } from "./axe.ts";

// Every screen of app/routes.ts, as a visitor, a user and an admin, in English and Arabic: axe
// finds nothing serious or critical (issue 18). One page per route, role and language; the roles
// and languages are separate tests so the two workers share them.

/** Who may see a screen: the guard layout it sits under in app/routes.ts ("open" when none). */
type Guard = "open" | "public-only" | "special-only" | "private" | "admin";
interface Screen {
  pattern: string;
  guard: Guard;
}

/** The screens of app/routes.ts (route modules with a UI), parameters still in their addresses. */
function screens(entries: RouteConfigEntry[], parent = "", guard: Guard = "open"): Screen[] {
  const found = entries.flatMap((entry): Screen[] => {
    const path = entry.index ? parent : entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own =
      entry.file.endsWith(".tsx") && !entry.file.includes("/layouts/") && !entry.file.includes("/guards/") && (entry.path !== undefined || entry.index)
        ? [{ pattern: path || "/", guard }]
        : [];
    const inner = /\/guards\/([a-z-]+)\.tsx$/.exec(entry.file)?.[1] as Guard | undefined;
    return [...own, ...screens(entry.children ?? [], path, inner ?? guard)];
  });
  return found.filter((screen, index) => found.findIndex((other) => other.pattern === screen.pattern) === index);
}

const roles = ["visitor", "user", "admin"] as const;
type Role = (typeof roles)[number];

/**
 * The screens each role walks: every screen its role sees as itself, and one screen of each kind it
 * is turned away from (every private route shows a visitor the same Sign In dialog over an empty
 * page; every admin route shows a user the same refusal). An admin sees the site's other screens as
 * a user does, so the admin walks the admin console and the home page with its menus open; walking
 * the rest again took a third of the walk's 27 minutes (issue 27).
 */
function walkOf(role: Role, all: Screen[] = screens(routes)): string[] {
  const sees: Record<Role, Guard[]> = { visitor: ["open", "public-only", "special-only"], user: ["open", "private", "special-only"], admin: ["admin"] };
  const own = all.filter((screen) => sees[role].includes(screen.guard) || (role === "admin" && screen.pattern === "/"));
  const refused = role === "admin" ? [] : [...new Set(all.map((screen) => screen.guard))].filter((guard) => !sees[role].includes(guard));
  return [...own.map((screen) => screen.pattern), ...refused.map((guard) => all.find((screen) => screen.guard === guard)!.pattern)];
}

interface Fixtures {
  owner: CreatedUser;
  rentalPath: string;
  salePath: string;
  rentalId: string;
  reportId: string;
}
let fixtures: Promise<Fixtures> | undefined;
function publicListings() {
  fixtures ??= (async () => {
    const owner = await newUser({ firstName: "Walid", phone: "71123456" });
    const rental = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Axe walk flat in Hamra",
      contactMethod: ["Phone call", "WhatsApp", "Message on Beitna"],
    });
    const sale = await createListing(testDb(), { ownerId: owner.id, status: "Approved", listingType: "Sale", title: "Axe walk house in Broummana" });
    const [report] = await testDb().insert(listingReports).values({ propertyId: rental.id, reason: "wrong_price", message: "Axe walk report" }).returning();
    return { owner, rentalPath: listingPath(rental), salePath: listingPath(sale), rentalId: rental.id, reportId: report!.id };
  })();
  return fixtures;
}

/** A real address for each pattern: the public listings for listing pages, the walker's own listing for its private pages. */
function address(pattern: string, data: Fixtures, ownListingId: string): string {
  if (pattern.startsWith("/rental/")) return data.rentalPath;
  if (pattern.startsWith("/sale/")) return data.salePath;
  if (pattern === "/*") return "/no-such-page";
  return pattern
    .replace("/*", "/no-such-page")
    .replace(":id?", data.rentalId)
    .replace(":owner", data.owner.id)
    .replace(":listingType", "rental")
    .replace(":propertyId", ownListingId)
    .replace(":reportId", data.reportId);
}

/** axe's serious and critical findings on the page as it is now, with the experimental label-content-name-mismatch. */
const seriousViolations = (page: Page, where: string) => axeFindings(page, { where, also: ["label-content-name-mismatch"] });

/** The home page's menus and dialogs, by who sees them: a name and how to open it. */
function openStates(page: Page, role: Role): Array<{ name: string; open: () => Promise<void> }> {
  if (role === "visitor")
    return [
      {
        name: "sign-in dialog",
        open: () =>
          page
            .getByRole("banner")
            .getByRole("link", { name: /sign in|تسجيل الدخول/i })
            .first()
            .click(),
      },
    ];
  return [
    {
      name: "bell menu",
      open: () =>
        page
          .getByRole("banner")
          .getByRole("button", { name: /notification|إشعار/i })
          .first()
          .click(),
    },
    {
      name: "account menu",
      open: () =>
        page
          .getByRole("banner")
          .getByRole("button", { name: /account|حساب/i })
          .first()
          .click(),
    },
  ];
}

async function withOpen(page: Page, state: { name: string; open: () => Promise<void> }): Promise<string[]> {
  await state.open();
  await expect(page.locator('[role="menu"], [role="dialog"]').first()).toBeVisible();
  const found = await seriousViolations(page, `/ with the ${state.name} open`);
  await page.keyboard.press("Escape");
  return found;
}

// Each role's walk in parts of at most seven screens: each role, language and part is one test, so
// the two workers share them and none comes near its timeout (one test per role and language took
// 150-270 s).
const PART_SIZE = 7;
function parts(patterns: string[]): string[][] {
  return Array.from({ length: Math.ceil(patterns.length / PART_SIZE) }, (_, index) => patterns.slice(index * PART_SIZE, (index + 1) * PART_SIZE));
}
for (const role of roles) {
  for (const locale of ["en", "ar"] as const) {
    const walk = parts(walkOf(role));
    for (const [index, patterns] of walk.entries()) {
      test(`every route passes axe as ${role} in ${locale}, part ${index + 1} of ${walk.length}`, async ({ page, baseURL }) => {
        test.setTimeout(180_000);
        const data = await publicListings();
        let ownListingId = data.rentalId;
        if (role !== "visitor") {
          const walker = await newUser({ admin: role === "admin", firstName: role === "admin" ? "Maya" : "Karim" });
          // Something in the bell, so its badge and list are walked too.
          await testDb()
            .insert(notifications)
            .values({ userId: walker.id, kind: "listing_approved", subjectId: data.rentalId, propertyId: data.rentalId, link: "/dashboard" });
          ownListingId = (await createListing(testDb(), { ownerId: walker.id, status: "Approved", title: `Axe walk listing of ${role}` })).id;
          await signInWith(page, walker);
        }
        await page.context().addCookies([{ name: "lang", value: locale, url: baseURL! }]);
        const found: string[] = [];
        // A screen reached twice (a visitor sent to /signin by every private route, a user's forbidden
        // admin pages) is analysed once: the walk spent most of its 7 minutes on those repeats.
        const analysed = new Set<string>();
        for (const pattern of patterns) {
          const path = address(pattern, data, ownListingId);
          const response = await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          const status = response?.status() ?? 200;
          const screen = status >= 400 ? `status ${status}` : new URL(page.url()).pathname;
          if (analysed.has(screen)) continue;
          analysed.add(screen);
          found.push(...(await seriousViolations(page, path)));
          // The home page again with each of its menus and dialogs open (decision 0047): what is
          // hidden behind them must not stay focusable (aria-hidden-focus).
          if (path === "/") for (const open of openStates(page, role)) found.push(...(await withOpen(page, open)));
        }
        expect(found).toEqual([]);
      });
    }
  }
}

// The dialogs and menus a person meets past the home page, open, at desktop and at phone size
// (390x844), in English and Arabic (issue 25): what is behind them must not stay focusable, and
// what they hold is named as it reads. One signed-in page per group, resized between the sizes.
type Catalog = typeof en;
interface OpenState {
  name: string;
  /** Opens it as a person does and answers what opened (a dialog or a menu). */
  open: (page: Page, words: Catalog) => Promise<Locator>;
}
const visible = (locator: Locator) => locator.filter({ visible: true }).first();
const dialogButton =
  (name: (words: Catalog) => string): OpenState["open"] =>
  async (page, words) => {
    await visible(page.getByRole("button", { name: name(words), exact: true })).click();
    return page.getByRole("dialog");
  };
const phoneMenu: OpenState = {
  name: "phone menu sheet",
  open: async (page) => {
    await page.getByTestId("site-menu-button").click();
    return page.getByRole("dialog");
  },
};
const bellMenu: OpenState = {
  name: "bell menu",
  open: async (page) => {
    await visible(page.getByRole("banner").getByRole("button", { name: /notification|إشعار/i })).click();
    return page.getByRole("menu");
  },
};
interface Stop {
  path: string;
  states: OpenState[];
  /** Only at phone size (the phone menu sheet has no desktop button). */
  phoneOnly?: OpenState[];
}
interface StateGroup {
  name: string;
  /** Who walks it (signed out when absent) and where. */
  prepare: () => Promise<{ walker?: CreatedUser; stops: Stop[] }>;
}

const stateGroups: StateGroup[] = [
  {
    name: "the home page signed out",
    prepare: async () => {
      const signIn: OpenState = {
        name: "sign-in dialog from the phone menu",
        open: async (page, words) => {
          await page.getByTestId("site-menu-button").click();
          await page.getByRole("dialog").getByRole("link", { name: words.nav.signIn }).click();
          return page.getByRole("dialog", { name: words.auth.signInTitle });
        },
      };
      return { stops: [{ path: "/", states: [], phoneOnly: [phoneMenu, signIn] }] };
    },
  },
  {
    name: "a listing and a search, signed in",
    prepare: async () => {
      const data = await publicListings();
      const walker = await newUser({ firstName: "Hala" });
      await testDb()
        .insert(notifications)
        .values({ userId: walker.id, kind: "listing_approved", subjectId: data.rentalId, propertyId: data.rentalId, link: "/dashboard" });
      return {
        walker,
        stops: [
          {
            path: data.rentalPath,
            states: [
              { name: "tour request dialog", open: dialogButton((words) => words.listingPage.contact.requestTour) },
              { name: "offer dialog", open: dialogButton((words) => words.offers.compose.open) },
              { name: "report listing dialog", open: dialogButton((words) => words.cards.report.open) },
              bellMenu,
            ],
            phoneOnly: [phoneMenu],
          },
          { path: "/rent", states: [{ name: "save-search dialog", open: dialogButton((words) => words.savedSearches.save) }] },
        ],
      };
    },
  },
  {
    name: "a landlord's tenancy",
    prepare: async () => {
      const landlord = await newUser({ firstName: "Rami", lastName: "Haddad" });
      const tenant = await newUser({ firstName: "Lina", lastName: "Aoun" });
      const listing = await createListing(testDb(), { ownerId: landlord.id, status: "Approved", title: "Axe walk tenancy" });
      const start = addMonths(`${beirutDay().slice(0, 8)}01`, -1);
      const { id } = await createTenancy(testDb(), {
        propertyId: listing.id,
        tenantId: tenant.id,
        lease: { leaseStart: start, leaseEnd: defaultLeaseEnd(start), rentAmount: 600, unit: "USD", paymentFrequency: "monthly", dueDay: 1, deposit: 800 },
      });
      const [account] = await testDb().select().from(accounts).where(eq(accounts.id, id));
      await createChargesForAccount(testDb(), account!, new Date());
      const endTenancy: OpenState = {
        name: "end-tenancy confirm dialog",
        open: async (page, words) => {
          const summary = page.locator("summary", { hasText: words.tenancy.lease.endTitle });
          if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
          await page.getByRole("button", { name: words.tenancy.lease.endReview }).click();
          return page.getByRole("dialog");
        },
      };
      return { walker: landlord, stops: [{ path: `/tenant/${listing.id}`, states: [endTenancy] }] };
    },
  },
  {
    name: "the admin's payments",
    prepare: async () => {
      const admin = await newUser({ admin: true, firstName: "Maya" });
      const payer = await newUser({ firstName: "Nadim", lastName: "Saab" });
      const { reference } = await createPendingCashPayment(testDb(), payer.id);
      const onCard =
        (name: (words: Catalog) => string): OpenState["open"] =>
        async (page, words) => {
          await page
            .locator(`[data-admin-payment="${reference}"]`)
            .getByRole("button", { name: name(words), exact: true })
            .click();
          return page.getByRole("dialog");
        };
      return {
        walker: admin,
        stops: [
          {
            path: "/admin/payments",
            states: [
              { name: "payment Confirm dialog", open: onCard((words) => words.credits.admin.confirm) },
              { name: "payment Reject dialog", open: onCard((words) => words.credits.admin.reject) },
            ],
          },
        ],
      };
    },
  },
];

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 720 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const group of stateGroups) {
  for (const [locale, words] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    test(`${group.name} with each dialog and menu open passes axe at desktop and phone size in ${locale}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { walker, stops } = await group.prepare();
      if (walker) await signInWith(page, walker);
      await page.context().addCookies([{ name: "lang", value: locale, url: baseURL! }]);
      const found: string[] = [];
      let opened = 0;
      for (const size of SIZES) {
        await page.setViewportSize(size.viewport);
        for (const stop of stops) {
          const states = [...stop.states, ...(size.name === "phone" ? (stop.phoneOnly ?? []) : [])];
          if (!states.length) continue;
          await page.goto(stop.path);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          for (const state of states) {
            const where = `${stop.path} at ${size.name} size with the ${state.name} open`;
            const surface = await state.open(page, words);
            await expect(surface, where).toBeVisible();
            found.push(...(await seriousViolations(page, where)));
            opened += 1;
            await page.keyboard.press("Escape");
            await expect(surface, `${where}: Escape closes it`).toBeHidden();
          }
        }
      }
      expect(found).toEqual([]);
      // Every state was opened at every size it belongs to.
      const expected = SIZES.reduce(
        (sum, size) => sum + stops.reduce((inner, stop) => inner + stop.states.length + (size.name === "phone" ? (stop.phoneOnly?.length ?? 0) : 0), 0),
        0,
      );
      expect(opened).toBe(expected);
    });
  }
}

test("the walk covers the route table", () => {
  const all = screens(routes);
  const patterns = all.map((screen) => screen.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining(["/", "/rent", "/rental/:id?/:slug?", "/postlisting", "/admin", "/admin/users", "/mobile/privacy-policy", "/*"]),
  );
  expect(patterns.length).toBeGreaterThan(40);
  expect(patterns).not.toContain("/language");
  expect(all.find((screen) => screen.pattern === "/admin/users")?.guard).toBe("admin");
  expect(all.find((screen) => screen.pattern === "/dashboard")?.guard).toBe("private");
  expect(all.find((screen) => screen.pattern === "/login")?.guard).toBe("public-only");
  // Every screen is walked by a role that sees it, each refusal at least once, and a part never
  // holds more than its share.
  const walked = new Set(roles.flatMap((role) => walkOf(role)));
  expect([...walked].sort()).toEqual([...patterns].sort());
  for (const role of roles) {
    expect(parts(walkOf(role)).flat()).toEqual(walkOf(role));
    for (const part of parts(walkOf(role))) expect(part.length).toBeLessThanOrEqual(PART_SIZE);
  }
  const guardsOf = (role: Role) => new Set(walkOf(role).map((pattern) => all.find((screen) => screen.pattern === pattern)!.guard));
  expect([...guardsOf("visitor")].sort()).toEqual(["admin", "open", "private", "public-only", "special-only"]);
  expect([...guardsOf("user")].sort()).toEqual(["admin", "open", "private", "public-only", "special-only"]);
  expect(walkOf("admin")).toEqual(["/", ...all.filter((screen) => screen.guard === "admin").map((screen) => screen.pattern)]);
});

test("the axe check finds serious faults, and runs only the rules asked for", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#777;background:#888">Faint</p></main></body></html>`,
  );
  const serious = await axeFindings(page, { where: "sample" });
  expect(serious).toEqual(
    expect.arrayContaining([expect.stringMatching(/^sample: image-alt \(img\)$/), expect.stringMatching(/^sample: color-contrast \(p\)$/)]),
  );
  // Only the rules asked for, and every impact when asked.
  expect(await axeFindings(page, { where: "sample", only: ["image-alt"], impact: "any" })).toEqual(["sample: image-alt (img)"]);
});
