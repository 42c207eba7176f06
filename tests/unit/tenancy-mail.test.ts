import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locale.ts";
import { renderMail } from "../../server/mail/render-mail.server.ts";

const ARABIC = /[\u0600-\u06FF]/;

describe("the tenancy mails, in every language", () => {
  for (const locale of LOCALES) {
    it(`inspection-started and issue-reported (${locale}) name the listing, quote the tenant safely and link to the screen`, () => {
      const inspection = renderMail("inspection-started", locale, {
        name: "Lina",
        url: "https://beitna.example/tenant/p1/inspections",
        listingTitle: "Flat in Hamra",
      });
      expect(inspection.text).toContain("Flat in Hamra");
      expect(inspection.text).toContain("https://beitna.example/tenant/p1/inspections");

      const issue = renderMail("issue-reported", locale, {
        name: "Rami",
        url: "https://beitna.example/tenant/p1/issues",
        listingTitle: "Flat in Hamra",
        senderName: "Lina Aoun",
        detail: "<b>Water</b> under the sink",
      });
      expect(issue.text).toContain("Lina Aoun");
      expect(issue.text).toContain("<b>Water</b> under the sink");
      expect(issue.html).toContain("&lt;b&gt;Water&lt;/b&gt; under the sink");
      expect(issue.html).not.toContain("<b>Water</b>");
      for (const mail of [inspection, issue]) expect(ARABIC.test(mail.subject)).toBe(locale === "ar");
    });
  }
});
