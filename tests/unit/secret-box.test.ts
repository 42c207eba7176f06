import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "../../server/crypto/secret-box.server.ts";

const SECRET = "test-app-secret-0123456789abcdef0123456789abcdef";
const PURPOSE = "payout-iban";

function flipByte(part: string, index = 0): string {
  const bytes = Buffer.from(part, "base64url");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("base64url");
}

function withPart(sealed: string, position: number, replace: (part: string) => string): string {
  const parts = sealed.split(".");
  parts[position] = replace(parts[position] ?? "");
  return parts.join(".");
}

describe("secret box", () => {
  it.each(["LB62099900000001001901229114", "حساب مصرفي في بيروت — Beitna ✓", "", "x".repeat(10_000)])("round-trips %#", (plaintext) => {
    const sealed = encryptSecret(plaintext, SECRET, PURPOSE);
    expect(decryptSecret(sealed, SECRET, PURPOSE)).toBe(plaintext);
  });

  it("uses the v1 format with a 12-byte IV and 16-byte tag, and hides the plaintext", () => {
    const sealed = encryptSecret("LB62099900000001001901229114", SECRET, PURPOSE);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [, iv, tag] = sealed.split(".");
    expect(Buffer.from(iv ?? "", "base64url")).toHaveLength(12);
    expect(Buffer.from(tag ?? "", "base64url")).toHaveLength(16);
    expect(sealed).not.toContain("LB62");
  });

  it("produces different ciphertext each time", () => {
    const a = encryptSecret("same text", SECRET, PURPOSE);
    const b = encryptSecret("same text", SECRET, PURPOSE);
    expect(a).not.toBe(b);
    expect(a.split(".")[1]).not.toBe(b.split(".")[1]);
    expect(decryptSecret(a, SECRET, PURPOSE)).toBe(decryptSecret(b, SECRET, PURPOSE));
  });

  it("detects tampering with the ciphertext, tag or IV", () => {
    const sealed = encryptSecret("LB62099900000001001901229114", SECRET, PURPOSE);
    expect(() =>
      decryptSecret(
        withPart(sealed, 3, (p) => flipByte(p, 5)),
        SECRET,
        PURPOSE,
      ),
    ).toThrow();
    expect(() =>
      decryptSecret(
        withPart(sealed, 2, (p) => flipByte(p)),
        SECRET,
        PURPOSE,
      ),
    ).toThrow();
    expect(() =>
      decryptSecret(
        withPart(sealed, 1, (p) => flipByte(p)),
        SECRET,
        PURPOSE,
      ),
    ).toThrow();
    expect(() =>
      decryptSecret(
        withPart(sealed, 3, (p) => p.slice(0, -4)),
        SECRET,
        PURPOSE,
      ),
    ).toThrow();
  });

  it("rejects malformed values", () => {
    const sealed = encryptSecret("hello", SECRET, PURPOSE);
    expect(() => decryptSecret("", SECRET, PURPOSE)).toThrow();
    expect(() => decryptSecret(sealed.replace(/^v1/, "v2"), SECRET, PURPOSE)).toThrow();
    expect(() => decryptSecret(sealed.split(".").slice(0, 3).join("."), SECRET, PURPOSE)).toThrow();
    expect(() => decryptSecret(`${sealed}.extra`, SECRET, PURPOSE)).toThrow();
    expect(() =>
      decryptSecret(
        withPart(sealed, 3, (p) => `${p}!`),
        SECRET,
        PURPOSE,
      ),
    ).toThrow();
  });

  it("rejects a wrong secret", () => {
    const sealed = encryptSecret("hello", SECRET, PURPOSE);
    expect(() => decryptSecret(sealed, `${SECRET}x`, PURPOSE)).toThrow();
  });

  it("rejects a wrong purpose", () => {
    const sealed = encryptSecret("hello", SECRET, PURPOSE);
    expect(() => decryptSecret(sealed, SECRET, "session-token")).toThrow();
  });
});
