import type { Locator } from "@playwright/test";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { expect, newUser, signInWith, test, keepScreenshot } from "./support.ts";

/** Whether the whole of an element lies inside the window, sideways. */
async function fullyInView(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test("the admin console's tabs: every tab on screen on a phone in Arabic, the current one scrolled into view on a narrow desktop", async ({ page }) => {
  await signInWith(page, await newUser({ admin: true }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/audit?lang=ar");
  const tabs = page.getByRole("navigation", { name: ar.admin.tabs.label }).getByRole("link");
  await expect(tabs).toHaveCount(9);
  // On a phone the pills wrap onto rows: none hides past either edge.
  for (const tab of await tabs.all()) expect(await fullyInView(tab, 390), await tab.innerText()).toBe(true);
  await expect(tabs.last()).toHaveAttribute("aria-current", "page");
  await keepScreenshot(page, { path: test.info().outputPath("admin-tabs-ar.png") });

  // A narrow desktop window: one row that scrolls; opened on the last tab, that tab is in view.
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto("/admin/audit?lang=en");
  const current = page.getByRole("navigation", { name: en.admin.tabs.label }).getByRole("link", { name: en.admin.tabs.audit });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect.poll(() => fullyInView(current, 700)).toBe(true);
});

test("a row of tabs that scrolls fades at the edge with tabs past it, on the reading side in Arabic", async ({ page }) => {
  await signInWith(page, await newUser({ admin: true }));
  await page.setViewportSize({ width: 700, height: 800 });
  const hiddenAt = (edge: "start" | "end") => page.getByTestId(`tabs-hidden-${edge}`);
  // Opened on the first tab: the rest lie past the end.
  await page.goto("/admin?lang=en");
  await expect(hiddenAt("end")).toBeVisible();
  await expect(hiddenAt("start")).toHaveCount(0);
  const row = page.getByRole("navigation", { name: en.admin.tabs.label });
  const fadeBox = await hiddenAt("end").boundingBox();
  const rowBox = await row.boundingBox();
  expect(fadeBox!.x + fadeBox!.width).toBeCloseTo(rowBox!.x + rowBox!.width, 0);
  // Scrolled to its end, the fade moves to the start.
  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(hiddenAt("start")).toBeVisible();
  await expect(hiddenAt("end")).toHaveCount(0);

  // Right to left, the end is on the left.
  await page.goto("/admin?lang=ar");
  await expect(hiddenAt("end")).toBeVisible();
  const arabicFade = await hiddenAt("end").boundingBox();
  const arabicRow = await page.getByRole("navigation", { name: ar.admin.tabs.label }).boundingBox();
  expect(arabicFade!.x).toBeCloseTo(arabicRow!.x, 0);
  await keepScreenshot(page, { path: test.info().outputPath("admin-tabs-fade-ar.png") });

  // On a phone the tabs wrap: nothing to fade.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hiddenAt("end")).toBeHidden();
});
