import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe.ts";

// The API reference is plain server-rendered HTML (no React, nothing to hydrate).
test.describe("the API reference at /api/docs @phone", () => {
  test("lists every function, links its schemas, and axe finds nothing serious", async ({ page }) => {
    // axe over every function's reference (50 and growing) takes minutes on 2 cores.
    test.setTimeout(240_000);
    await page.goto("/api/docs");
    // Nothing wider than the screen but the code and tables, which scroll in their own boxes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beitna API");
    const nav = page.getByRole("navigation", { name: "Functions" });
    for (const name of ["search", "signIn", "AddProperty", "PasswordReset", "getProperty", "ownerProperties"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "search", exact: true }).click();
    await expect(page).toHaveURL(/#search$/);
    await page
      .getByRole("region", { name: /^search/ })
      .getByRole("link", { name: "SearchResult" })
      .click();
    await expect(page.getByRole("heading", { name: "SearchResult", level: 3 })).toBeInViewport();
    // The same generated page at both sizes: the phone run checks its layout, axe reads it once.
    if (test.info().project.name === "phone") return;
    await expectAccessible(page);
  });
});
