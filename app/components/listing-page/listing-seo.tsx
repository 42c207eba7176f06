import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money.ts";
import { joinList } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";
import { JsonLd, Seo } from "~/components/seo.tsx";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/** Title, description, canonical, hreflang, Open Graph with the first photo (link previews), JSON-LD. */
export function ListingSeo({ listing, origin }: { listing: ListingPageData; origin: string }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const price = formatMoney(listing.price, listing.unit, i18n.language);
  const place = joinList([listing.city, listing.district], i18n.language);
  const summary = `${label("listingType", listing.listingType)} · ${label("propertyType", listing.propertyType)} · ${place} · ${price}`;
  const description = `${summary}. ${listing.description}`.slice(0, 300);
  const photo = listing.photos[0]?.url;
  return (
    <>
      <Seo
        origin={origin}
        path={listing.path}
        title={`${listing.title} · ${t("common.appName")}`}
        description={description}
        image={photo}
        imageAlt={listing.title}
        type="article"
        noindex={!listing.isPublic}
      />
      {listing.isPublic ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Offer",
            name: listing.title,
            description: listing.description || summary,
            url: `${origin}${listing.path}`,
            ...(photo ? { image: photo.startsWith("http") ? photo : `${origin}${photo}` } : {}),
            price: listing.price,
            priceCurrency: listing.unit,
            availability: "https://schema.org/InStock",
            itemOffered: {
              "@type": listing.propertyType === "House" || listing.propertyType === "Villa" ? "House" : "Accommodation",
              name: listing.title,
              numberOfBedrooms: listing.bedroom,
              floorSize: { "@type": "QuantitativeValue", value: listing.size, unitCode: "MTK" },
              address: { "@type": "PostalAddress", addressLocality: listing.city, addressRegion: listing.district, addressCountry: "LB" },
            },
          }}
        />
      ) : null}
    </>
  );
}
