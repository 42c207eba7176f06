import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
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

/** Signs the page's browser context in as a new user, through the web's sign-in action. */
export async function signInAs(page: Page, input: UserFactoryInput = {}): Promise<CreatedUser> {
  return signInWith(page, await newUser(input));
}

/** Signs the page's browser context in as an existing user (after clearing its cookies). */
export async function signInWith(page: Page, user: CreatedUser): Promise<CreatedUser> {
  await page.context().clearCookies();
  const origin = base.info().project.use.baseURL ?? "";
  const response = await page.request.post("/auth/sign-in", {
    form: { email: user.email, password: user.password, redirectTo: "/" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
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

/**
 * The two sizes every form walk runs at (issue 25): a phone (390x844) and a desktop (1280x800).
 * A walk loops over them, `test.describe(\`at ${size.name} size\`, () => { test.use({ viewport: size.viewport }); ... })`,
 * and names the size in its title; a screenshot to docs/screens is written only at phone size.
 */
export const WALK_SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

/**
 * One field of a form as a person meets it: `type` is typed into a text box, `choose` picks a
 * select's option by its label, `pick` ticks the named options of a group (radios or checkboxes;
 * `group` is what holds them), and a field with none of them is only passed through.
 */
export type PersonField =
  | { control: Locator; type: string }
  | { control: Locator; choose: string }
  | { control: Locator; pick?: never; type?: never; choose?: never }
  | { group: Locator; pick: string[] };

const fieldBox = async (field: PersonField) => {
  const target = "group" in field ? field.group : field.control;
  const box = await target.boundingBox();
  expect(box, "every field of the walk is on screen").not.toBeNull();
  return box!;
};

/**
 * The fields come in the order a person reads them: each one below the one before, or on the
 * same row further along the line (to the right, or to the left in Arabic).
 */
export async function expectVisualOrder(page: Page, fields: PersonField[]) {
  const rtl = (await page.locator("html").getAttribute("dir")) === "rtl";
  let previous: Awaited<ReturnType<typeof fieldBox>> | undefined;
  for (const [index, field] of fields.entries()) {
    const box = await fieldBox(field);
    if (previous) {
      const sameRow = box.y < previous.y + previous.height && previous.y < box.y + box.height;
      if (sameRow) expect(rtl ? box.x + box.width <= previous.x + 1 : box.x >= previous.x + previous.width - 1, `field ${index} follows on its row`).toBe(true);
      else expect(box.y, `field ${index} is below the one before`).toBeGreaterThanOrEqual(previous.y + previous.height - 1);
    }
    previous = box;
  }
}

/** The focused element is the field (for a group: one of its controls). */
async function expectFocusOn(field: PersonField, message: string) {
  const holder = "group" in field ? field.group : field.control;
  await expect
    .poll(() => holder.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)), { message, timeout: 2_000 })
    .toBe(true);
}

async function expectKept(fields: PersonField[]) {
  for (const field of fields) {
    if ("group" in field) for (const option of field.pick) await expect(field.group.getByLabel(option, { exact: true })).toBeChecked();
    else if ("type" in field && field.type !== undefined) await expect(field.control).toHaveValue(field.type);
    else if ("choose" in field && field.choose !== undefined)
      expect(await field.control.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent?.trim())).toBe(field.choose);
  }
}

/**
 * Fills a form as a person with a mouse (a finger at phone size) does: into each field in visual
 * order, type, Tab on; focus must land on the next field and `still` (the step's heading) stay.
 */
export async function fillInVisualOrder(page: Page, fields: PersonField[], { still }: { still?: Locator } = {}) {
  await expectVisualOrder(page, fields);
  const touch = base.info().project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  for (const [index, field] of fields.entries()) {
    if ("group" in field) {
      for (const option of field.pick) {
        const box = field.group.getByLabel(option, { exact: true });
        if (!(await box.isChecked())) await press(box);
      }
    } else {
      await press(field.control);
      if ("type" in field && field.type !== undefined) await typeOver(page, field.type);
      // A select opens its list on a click: the option is picked there (arrows, Enter), or the list closed.
      if (await field.control.evaluate((element) => element instanceof HTMLSelectElement)) {
        if ("choose" in field && field.choose !== undefined) await chooseOption(page, field.control, field.choose, "Enter");
        else await page.keyboard.press("Escape");
      }
      const next = fields[index + 1];
      await tabOn(page, field);
      if (next) await expectFocusOn(next, `Tab from field ${index} goes to field ${index + 1}`);
    }
    if (still) await expect(still).toBeVisible();
  }
  await expectKept(fields);
}

/** Types into the focused box over what it held (a person selects it all first). */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Moves a focused select (or its open list) to an option with the arrow keys, then `confirm` if given. */
async function chooseOption(page: Page, select: Locator, label: string, confirm?: string) {
  const { from, to } = await select.evaluate((element: HTMLSelectElement, wanted) => {
    const options = [...element.options];
    return { from: element.selectedIndex, to: options.findIndex((option) => option.textContent?.trim() === wanted) };
  }, label);
  expect(to, `the select offers ${label}`).toBeGreaterThanOrEqual(0);
  for (let presses = 0; presses < Math.abs(to - from); presses++) await page.keyboard.press(to > from ? "ArrowDown" : "ArrowUp");
  if (confirm) await page.keyboard.press(confirm);
  await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent?.trim())).toBe(label);
}

/** Tab out of a field; a date (or date and time) box holds its parts and its calendar button as tab stops of its own. */
async function tabOn(page: Page, field: PersonField) {
  const stops: Record<string, number> = { date: 3, "datetime-local": 6 };
  const parts = "control" in field ? (stops[await field.control.evaluate((element) => (element as HTMLInputElement).type)] ?? 0) : 0;
  await page.keyboard.press("Tab");
  const inParts = () => (field as { control: Locator }).control.evaluate((element) => element === document.activeElement);
  for (let part = 0; part < parts && (await inParts()); part++) await page.keyboard.press("Tab");
}

/** A refused field: marked invalid, its message (in the page's language) read with it. */
export async function expectRefusedAt(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

/** Presses Tab until `target` has focus (at most `limit` times): how a keyboard reaches a form. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    if (presses < limit) await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/**
 * The same walk by keyboard alone: the first field is reached with Tab (from the page's start
 * with `fromPageStart`, in at most `limit` presses with it, else with one Tab from where focus is), text is typed, a select's option
 * is reached with the arrows, a radio is chosen with the arrows, a checkbox
 * with Space; each Tab must reach the next field in visual order with `still` on screen.
 */
export async function walkFormByKeyboard(
  page: Page,
  fields: PersonField[],
  { still, fromPageStart = false, limit }: { still?: Locator; fromPageStart?: boolean; limit?: number } = {},
) {
  await expectVisualOrder(page, fields);
  const first = fields[0]!;
  if (fromPageStart || limit) await tabTo(page, "group" in first ? first.group : first.control, limit);
  else {
    await page.keyboard.press("Tab");
    await expectFocusOn(first, "one Tab reaches the first field");
  }
  for (const [index, field] of fields.entries()) {
    if ("group" in field) await pickByKeyboard(page, field);
    else if ("type" in field && field.type !== undefined) await typeOver(page, field.type);
    else if ("choose" in field && field.choose !== undefined) await chooseOption(page, field.control, field.choose);
    await tabOn(page, field);
    const next = fields[index + 1];
    if (next) await expectFocusOn(next, `Tab from field ${index} goes to field ${index + 1}`);
    if (still) await expect(still).toBeVisible();
  }
  await expectKept(fields);
}

/** Radios: arrows to the option; checkboxes: Tab through the group, Space on each named one. */
async function pickByKeyboard(page: Page, field: { group: Locator; pick: string[] }) {
  const boxes = field.group.locator("input");
  const kind = await boxes.first().getAttribute("type");
  if (kind === "radio") {
    if (!field.pick.length) return;
    const wanted = field.group.getByLabel(field.pick[0]!, { exact: true });
    for (let presses = 0; presses < 12 && !(await wanted.isChecked()); presses++) {
      const focusedIsUnchecked = await boxes.evaluateAll((inputs) =>
        inputs.some((input) => input === document.activeElement && !(input as HTMLInputElement).checked),
      );
      await page.keyboard.press(focusedIsUnchecked && presses === 0 ? "Space" : "ArrowDown");
    }
    await expect(wanted).toBeChecked();
    return;
  }
  const labels = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => ({ label: input.closest("label")?.textContent?.trim() ?? "", checked: (input as HTMLInputElement).checked })),
  );
  for (const [index, { label, checked }] of labels.entries()) {
    await expect(boxes.nth(index)).toBeFocused();
    if (field.pick.includes(label) && !checked) await page.keyboard.press("Space");
    if (index < labels.length - 1) await page.keyboard.press("Tab");
  }
}

/**
 * A screenshot of the page for people to look at (docs/screens, a test's output folder), taken
 * when E2E_SCREENS is set (`E2E_SCREENS=1 npx playwright test`): encoding some 70 pages a run cost
 * the suite its time and left docs/screens changed after every `npm test`. No test reads them.
 */
export async function keepScreenshot(page: Page, options: NonNullable<Parameters<Page["screenshot"]>[0]>): Promise<void> {
  if (process.env.E2E_SCREENS) await page.screenshot(options);
}
