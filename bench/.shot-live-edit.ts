import { chromium } from "@playwright/test";
const base = "http://localhost:3700";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const lang of ["en", "ar"]) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const signIn = async (email: string) => {
    await ctx.clearCookies();
    const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "Beitna-Demo1" }, headers: { origin: base } });
    if (!res.ok()) throw new Error(`sign in ${email}: ${res.status()}`);
  };
  await signIn("owner@beitna.demo");
  await page.goto(`${base}/dashboard?lang=${lang}`);
  const edit = page.locator('a[href^="/editlisting/"]').first();
  const href = await edit.getAttribute("href");
  await page.goto(`${base}${href}?lang=${lang}`);
  await page.screenshot({ path: `/tmp/shots/editor-${lang}.png` });
  const title = page.locator('input[name="title"]');
  await title.fill(((await title.inputValue()) + " renovated").slice(0, 110));
  for (let i = 0; i < 5; i++) await page.locator('button[type="button"]').filter({ hasText: lang === "en" ? "Next" : /.+/ }).last().click().catch(() => {});
  await page.locator('button[type="submit"]').last().click();
  await page.waitForURL(/dashboard/);
  await page.screenshot({ path: `/tmp/shots/dashboard-${lang}.png`, fullPage: false });
  await signIn("admin@beitna.demo");
  await page.goto(`${base}/admin?lang=${lang}`);
  const card = page.locator('[data-testid="waiting-changes"]').first();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/admin-${lang}.png` });
  await ctx.close();
}
await browser.close();
