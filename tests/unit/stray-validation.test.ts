import { describe, expect, it } from "vitest";
import { isValidationIntent } from "../../app/lib/stray-validation.client.ts";

describe("isValidationIntent", () => {
  it("knows Conform's validation intent and nothing else", () => {
    expect(isValidationIntent("__intent__", JSON.stringify({ type: "validate", payload: { name: "reason" } }))).toBe(true);
    expect(isValidationIntent("__intent__", JSON.stringify({ type: "reset" }))).toBe(false);
    expect(isValidationIntent("intent", JSON.stringify({ type: "validate" }))).toBe(false);
    expect(isValidationIntent("__intent__", "reject")).toBe(false);
  });
});
