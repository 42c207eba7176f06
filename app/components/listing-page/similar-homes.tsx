import type { ListingCardView } from "#domain/listing-card.ts";
import { useTranslation } from "~/i18n/use-translation";
import { ListingCard } from "~/components/listing-card.tsx";
import { SavedListingsProvider } from "~/components/saved-listings.tsx";

/** Similar homes as cards under a heading, on a listing's page and on a gone listing's. */
export function SimilarHomes({ title, similar, similarSaved }: { title: string; similar: ListingCardView[]; similarSaved: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="similar-title" className="space-y-3">
      <h2 id="similar-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {similar.length ? (
        <SavedListingsProvider ids={similarSaved}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-listings">
            {similar.map((card) => (
              <ListingCard key={card.id} listing={card} />
            ))}
          </div>
        </SavedListingsProvider>
      ) : (
        <p className="text-slate-600">{t("listingPage.similar.none")}</p>
      )}
    </section>
  );
}
