import type { Locator } from "@playwright/test";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { expect, newUser, signInWith, test } from "./support.ts";

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
  await expect(tabs).toHaveCount(8);
  // On a phone the pills wrap onto rows: none hides past either edge.
  for (const tab of await tabs.all()) expect(await fullyInView(tab, 390), await tab.innerText()).toBe(true);
  await expect(tabs.last()).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: test.info().outputPath("admin-tabs-ar.png") });

  // A narrow desktop window: one row that scrolls; opened on the last tab, that tab is in view.
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto("/admin/audit?lang=en");
  const current = page.getByRole("navigation", { name: en.admin.tabs.label }).getByRole("link", { name: en.admin.tabs.audit });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect.poll(() => fullyInView(current, 700)).toBe(true);
});
