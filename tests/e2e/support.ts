import { test as base, expect, type Page, type Response } from "@playwright/test";
import { connectDatabase, type DatabaseHandle } from "../../server/db/client.server.ts";
import { createUser, type CreatedUser, type UserFactoryInput } from "../../server/db/factories/users.server.ts";

let handle: DatabaseHandle | undefined;

/** The database the server under test uses (tests create their users directly). */
export function testDb() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by the global setup");
  handle ??= connectDatabase(url, 2);
  return handle.db;
}

export function newUser(input: UserFactoryInput = {}): Promise<CreatedUser> {
  return createUser(testDb(), input);
}

/** Signs the page's browser context in as a new user, through the real auth endpoint. */
export async function signInAs(page: Page, input: UserFactoryInput = {}): Promise<CreatedUser> {
  return signInWith(page, await newUser(input));
}

/** Signs the page's browser context in as an existing user (after clearing its cookies). */
export async function signInWith(page: Page, user: CreatedUser): Promise<CreatedUser> {
  await page.context().clearCookies();
  const origin = base.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(response.status()).toBe(200);
  return user;
}

/** Each page's own `goto`, for a test whose page is meant never to become interactive. */
const plainGoto = new WeakMap<Page, Page["goto"]>();

/** Opens an address without waiting for the page to become interactive (a chunk made to fail). */
export function gotoWithoutHydrating(page: Page, url: string) {
  return (plainGoto.get(page) ?? page.goto.bind(page))(url);
}

/**
 * Playwright's test, with navigation that waits until the page has hydrated,
 * as a person would before typing (React would replace what was typed before).
 * An app page that never becomes interactive fails here; a file or a plain answer is not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const waitForHydration = async (response: Response | null) => {
      // Without JavaScript there is nothing to wait for.
      if (javaScriptEnabled === false || !response?.headers()["content-type"]?.startsWith("text/html")) return;
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 });
    };
    const goto = page.goto.bind(page);
    plainGoto.set(page, goto);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration(response);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration(response);
      return response;
    };
    await provide(page);
  },
});

export { expect };
