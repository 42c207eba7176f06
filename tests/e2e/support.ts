import { test as base, expect, type Page } from "@playwright/test";
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

/**
 * Playwright's test, with navigation that waits until the page has hydrated,
 * as a person would before typing (React would replace what was typed before).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript there is nothing to wait for.
    const waitForHydration = () =>
      javaScriptEnabled === false ? Promise.resolve(null) : page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 }).catch(() => null);
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await provide(page);
  },
});

export { expect };
