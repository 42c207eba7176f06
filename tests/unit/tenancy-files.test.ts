import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanFileName, detectTenancyFileType, FILE_NAME_MAX, TENANCY_FILE_TYPES, type TenancyFileType } from "../../domain/tenancy-files.ts";

const TYPES = Object.keys(TENANCY_FILE_TYPES) as TenancyFileType[];
const ALLOWED = /^[\p{L}\p{M}\p{N} ._-]+$/u;

describe("file names (SPEC.md §5: special characters stripped)", () => {
  it("keeps letters of any script, digits, spaces, dots, hyphens and underscores; the extension follows the content", () => {
    expect(cleanFileName("Lease <2026>: final?.PDF", "pdf")).toBe("Lease 2026 final.pdf");
    expect(cleanFileName("عقد الإيجار #1 (نهائي).pdf", "pdf")).toBe("عقد الإيجار 1 نهائي.pdf");
    expect(cleanFileName("Reçu_loyer-été.jpeg", "jpeg")).toBe("Reçu_loyer-été.jpg");
    expect(cleanFileName("../../etc/passwd", "pdf")).toBe("etcpasswd.pdf");
    expect(cleanFileName("id.exe", "png")).toBe("id.png");
    expect(cleanFileName("<script>alert(1)</script>.html", "pdf")).toBe("scriptalert1script.pdf");
    expect(cleanFileName("***.pdf", "pdf")).toBe("file.pdf");
    expect(cleanFileName("", "webp")).toBe("file.webp");
  });

  it("whatever the name: only allowed characters, never hidden, never '..', at most 120 characters, same result twice", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), fc.constantFrom(...TYPES), (name, type) => {
        const clean = cleanFileName(name, type);
        expect(clean).toMatch(ALLOWED);
        expect(clean.startsWith(".")).toBe(false);
        expect(clean.startsWith(" ")).toBe(false);
        expect(clean).not.toContain("..");
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must be gone
        expect(clean).not.toMatch(/[/\\:*?"<>|\u0000-\u001f]/);
        expect(clean.length).toBeLessThanOrEqual(FILE_NAME_MAX);
        expect(clean.endsWith(`.${TENANCY_FILE_TYPES[type].extension}`)).toBe(true);
        expect(cleanFileName(clean, type)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });

  it("a name already clean keeps its words", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,40}$/), (base) => {
        expect(cleanFileName(`${base}.pdf`, "pdf")).toBe(`${base}.pdf`);
      }),
    );
  });
});

describe("file types by content, never by name", () => {
  it("reads PDF, JPEG, PNG and WebP from their first bytes", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f6e56" } });
    expect(detectTenancyFileType(Buffer.from("%PDF-1.7\n%âãÏÓ\n"))).toBe("pdf");
    expect(detectTenancyFileType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectTenancyFileType(await image.clone().png().toBuffer())).toBe("png");
    expect(detectTenancyFileType(await image.clone().webp().toBuffer())).toBe("webp");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(detectTenancyFileType(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(detectTenancyFileType(Buffer.from("MZ\x90\x00\x03"))).toBeNull();
    expect(detectTenancyFileType(Buffer.from("GIF89a"))).toBeNull();
    expect(detectTenancyFileType(Buffer.from("RIFF\x00\x00\x00\x00WAVE"))).toBeNull();
    expect(detectTenancyFileType(Buffer.from(" %PDF-1.7"))).toBeNull();
    expect(detectTenancyFileType(Buffer.alloc(0))).toBeNull();
  });
});
