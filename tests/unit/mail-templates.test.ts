import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locale.ts";
import type { MailKind } from "../../server/mail/mail-kinds.server.ts";
import { escapeHtml, renderMail } from "../../server/mail/render-mail.server.ts";

const KINDS: MailKind[] = ["verify-email", "reset-password", "change-email", "greeting"];
const LINK_KINDS: MailKind[] = ["verify-email", "reset-password", "change-email"];
const URL = 'https://beitna.example/auth/verify?token=abc&next=/listings?q="x"';
const ESCAPED_URL = "https://beitna.example/auth/verify?token=abc&amp;next=/listings?q=&quot;x&quot;";
const ARABIC = /[\u0600-\u06FF]/;

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("renderMail", () => {
  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      describe(`${kind} / ${locale}`, () => {
        const mail = renderMail(kind, locale, { name: "<b>Rami</b>", url: URL, expiresInHours: 48 });
        const dir = locale === "ar" ? "rtl" : "ltr";

        it("has a non-empty subject without trailing punctuation", () => {
          expect(mail.subject.trim()).not.toBe("");
          expect(mail.subject).not.toMatch(/[.!?:،,;]\s*$/);
        });

        it("renders a complete HTML document with language and direction", () => {
          expect(mail.html.startsWith("<!doctype html>")).toBe(true);
          expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`);
          expect(mail.html).toContain("</html>");
          expect(mail.html).toContain("max-width:560px");
          expect(mail.html).toContain("#0f6e56");
          expect(mail.html).not.toMatch(/<style|<img|<script/i);
          if (locale === "ar") expect(mail.html).toContain("text-align:right");
          else expect(mail.html).not.toContain("text-align:right");
        });

        it("contains the escaped URL as a link and as plain text", () => {
          expect(mail.html).toContain(`href="${ESCAPED_URL}"`);
          expect(mail.html).toContain(`>${ESCAPED_URL}</p>`);
          expect(mail.html).not.toContain(URL);
        });

        it("puts the URL on its own line in the text version", () => {
          expect(mail.text.split("\n")).toContain(URL);
        });

        it("escapes the name in HTML and keeps it in text", () => {
          expect(mail.html).not.toContain("<b>");
          expect(mail.html).toContain("&lt;b&gt;Rami&lt;/b&gt;");
          expect(mail.text).toContain("<b>Rami</b>");
        });

        if (locale === "ar") {
          it("is written in Arabic", () => {
            expect(mail.subject).toMatch(ARABIC);
            expect(mail.html).toMatch(ARABIC);
            expect(mail.text).toMatch(ARABIC);
            expect(mail.html).toContain("بيتنا");
          });
        } else {
          it("shows the brand name", () => {
            expect(mail.html).toContain(">Beitna</td>");
          });
        }

        if (LINK_KINDS.includes(kind)) {
          it("states how long the link stays valid", () => {
            expect(mail.html).toContain("48");
            expect(mail.text).toContain("48");
          });
        }
      });
    }
  }

  it("falls back to a generic greeting when the name is empty", () => {
    expect(renderMail("greeting", "en", { name: "", url: URL }).text).toContain("\nHello,\n");
    expect(renderMail("greeting", "ar", { name: " ", url: URL }).text).toContain("\nمرحباً،\n");
    expect(renderMail("greeting", "fr", { name: "", url: URL }).text).toContain("\nBonjour,\n");
    expect(renderMail("greeting", "en", { name: "Rami", url: URL }).text).toContain("\nHello Rami,\n");
  });

  it("uses natural plural forms for hours", () => {
    const text = (locale: "en" | "ar" | "fr", hours: number) => renderMail("reset-password", locale, { name: "", url: URL, expiresInHours: hours }).text;
    expect(text("en", 1)).toContain("valid for 1 hour and");
    expect(text("en", 24)).toContain("valid for 24 hours and");
    expect(text("fr", 1)).toContain("valable 1 heure et");
    expect(text("fr", 2)).toContain("valable 2 heures et");
    expect(text("ar", 1)).toContain("لمدة ساعة واحدة");
    expect(text("ar", 2)).toContain("لمدة ساعتين");
    expect(text("ar", 5)).toContain("لمدة 5 ساعات");
    expect(text("ar", 24)).toContain("لمدة 24 ساعة");
  });

  it("says a promo code's days as each language counts them (decision 0039)", () => {
    const text = (locale: "en" | "ar" | "fr", durationDays: number) =>
      renderMail("promo-code", locale, { name: "Rami", url: URL, promoCode: "GIFT-1", planName: "Gold", durationDays }).text;
    expect(text("en", 1)).toContain("for 1 day, free");
    expect(text("en", 30)).toContain("for 30 days, free");
    expect(text("fr", 7)).toContain("pendant 7 jours.");
    expect(text("ar", 1)).toContain("لمدة يوم واحد مجانًا");
    expect(text("ar", 2)).toContain("لمدة يومين مجانًا");
    expect(text("ar", 7)).toContain("لمدة 7 أيام مجانًا");
    expect(text("ar", 30)).toContain("لمدة 30 يومًا مجانًا");
    expect(text("ar", 100)).toContain("لمدة 100 يوم مجانًا");
  });

  it("refuses a link mail without the hours its link stays valid (every such mail says them)", () => {
    // @ts-expect-error: the reset mail's data requires its hours
    expect(() => renderMail("reset-password", "en", { name: "", url: URL })).toThrow();
    expect(() => renderMail("verify-email", "en", { name: "", url: URL, expiresInHours: 0 })).toThrow();
  });

  it("lists what the user can do in the greeting", () => {
    const mail = renderMail("greeting", "en", { name: "Rami", url: "https://beitna.example/" });
    expect(mail.subject).toBe("Welcome to Beitna");
    expect(mail.html).toContain("<ul");
    expect(mail.text).toContain("- Publish a listing for free");
    expect(mail.html).toContain('href="https://beitna.example/"');
  });
});

describe("moderation mails", () => {
  const data = { name: "Rami", url: "https://beitna.example/editlisting/1", listingTitle: "Flat <in> Hamra", reason: "Photos show <another> flat" };
  it.each(LOCALES)("%s: a rejection names the listing and gives the reason, escaped in HTML", (locale) => {
    const mail = renderMail("listing-rejected", locale, data);
    expect(mail.text).toContain("Flat <in> Hamra");
    expect(mail.text).toContain("Photos show <another> flat");
    expect(mail.html).toContain("Photos show &lt;another&gt; flat");
    expect(mail.html).not.toContain("<another>");
    expect(mail.text.split("\n")).toContain(data.url);
    if (locale === "ar") expect(mail.subject).toMatch(ARABIC);
  });

  it.each(LOCALES)("%s: an approval names the listing and links to the dashboard", (locale) => {
    const mail = renderMail("listing-approved", locale, { ...data, url: "https://beitna.example/dashboard" });
    expect(mail.text).toContain("Flat <in> Hamra");
    expect(mail.html).toContain('href="https://beitna.example/dashboard"');
  });
});
