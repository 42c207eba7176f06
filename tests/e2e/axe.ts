import axe from "axe-core";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

export interface AxeCheck {
  /** Which findings fail: serious and critical (the product's bar, the default), or any at all. */
  impact?: "serious" | "any";
  /** Only these rules (all of axe's default rules when absent). */
  only?: string[];
  /** Rules to turn on beside the defaults, such as the experimental label-content-name-mismatch. */
  also?: string[];
  /** Names the page in the findings (its address when absent). */
  where?: string;
}

/**
 * axe-core's findings on the page as it is now, one line each: the rule and the elements it names.
 * axe runs in the page itself, put there once per document: AxeBuilder's run frame by frame and its
 * finishing page took 2-3 times as long on every check (34 s for the API reference against 12 s),
 * and Beitna's pages hold no frames.
 */
export async function axeFindings(page: Page, check: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    resultTypes: ["violations"],
    ...(check.only ? { runOnly: { type: "rule", values: check.only } } : {}),
    ...(check.also ? { rules: Object.fromEntries(check.also.map((rule) => [rule, { enabled: true }])) } : {}),
  };
  const violations = await page.evaluate(async (runOptions) => {
    const results = await window.axe!.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, options);
  const where = check.where ?? new URL(page.url()).pathname + new URL(page.url()).search;
  return violations
    .filter((violation) => check.impact === "any" || violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${where}: ${violation.id} (${violation.targets.join(", ")})`);
}

/** The page as it is now passes axe: nothing serious or critical (or nothing at all, with `impact: "any"`). */
export async function expectAccessible(page: Page, check: AxeCheck = {}) {
  expect(await axeFindings(page, check)).toEqual([]);
}
