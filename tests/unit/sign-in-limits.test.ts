import { describe, expect, it } from "vitest";
import { MAX_SIGN_IN_DELAY_SECONDS, signInDelaySeconds, SLOW_DOWN_AFTER } from "../../domain/sign-in-limits.ts";

describe("signInDelaySeconds", () => {
  it("waits nothing below the threshold, then a second more per ten failures, up to the cap", () => {
    expect(signInDelaySeconds(0)).toBe(0);
    expect(signInDelaySeconds(SLOW_DOWN_AFTER - 1)).toBe(0);
    expect(signInDelaySeconds(SLOW_DOWN_AFTER)).toBe(1);
    expect(signInDelaySeconds(19)).toBe(1);
    expect(signInDelaySeconds(20)).toBe(2);
    expect(signInDelaySeconds(49)).toBe(4);
    expect(signInDelaySeconds(50)).toBe(MAX_SIGN_IN_DELAY_SECONDS);
    expect(signInDelaySeconds(100_000)).toBe(MAX_SIGN_IN_DELAY_SECONDS);
  });
});
