import { describe, expect, it } from "vitest";
import { jsonLdHtml, localizedUrl, seoTags } from "../../app/lib/seo.ts";
import { escapeXml } from "../../app/lib/sitemap-xml.ts";

describe("seo tags", () => {
  const page = { origin: "https://beitna.com", path: "/rent?district=Beirut&lang=fr", title: "Rent", description: "Flats", siteName: "Beitna" };

  it("gives each language its own URL, the default one without ?lang= (also the x-default)", () => {
    expect(localizedUrl(page.origin, page.path, "en")).toBe("https://beitna.com/rent?district=Beirut");
    expect(localizedUrl(page.origin, page.path, "ar")).toBe("https://beitna.com/rent?district=Beirut&lang=ar");
    const tags = seoTags({ ...page, locale: "ar" });
    expect(tags.canonical).toBe("https://beitna.com/rent?district=Beirut&lang=ar");
    expect(tags.alternates).toEqual([
      { hrefLang: "en", href: "https://beitna.com/rent?district=Beirut" },
      { hrefLang: "ar", href: "https://beitna.com/rent?district=Beirut&lang=ar" },
      { hrefLang: "fr", href: "https://beitna.com/rent?district=Beirut&lang=fr" },
      { hrefLang: "x-default", href: "https://beitna.com/rent?district=Beirut" },
    ]);
  });

  it("builds Open Graph and Twitter tags with an absolute image", () => {
    const tags = seoTags({ ...page, locale: "en", image: "/media/photos/a-large.webp", type: "article" });
    expect(tags.meta).toEqual(
      expect.arrayContaining([
        { property: "og:url", content: "https://beitna.com/rent?district=Beirut" },
        { property: "og:image", content: "https://beitna.com/media/photos/a-large.webp" },
        { property: "og:type", content: "article" },
        { property: "og:locale", content: "en_US" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "description", content: "Flats" },
      ]),
    );
  });

  it("escapes JSON-LD and XML so no value can break out", () => {
    expect(jsonLdHtml({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(jsonLdHtml({ name: "a</script>" }))).toEqual({ name: "a</script>" });
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });
});
