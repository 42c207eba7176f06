import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { listFavorites } from "#server/favorites/list-favorites.server.ts";
import { cardView } from "#domain/listing-card.ts";
import { ListingCard } from "~/components/listing-card.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { SavedListingsProvider } from "~/components/saved-listings.tsx";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/favorites";
import { Button, buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const favorites = await listFavorites(requireUser(context).id);
  // A listing gone from the market is only named; the others are cards. A rented or sold home's card
  // carries no number to call, as its page shows no contact (decision 0046).
  return {
    favorites: favorites.map((favorite) =>
      favorite.available
        ? { ...favorite, listing: cardView(favorite.listing) }
        : favorite.taken
          ? { ...favorite, listing: withoutContact(cardView(favorite.listing)) }
          : favorite,
    ),
  };
}

function withoutContact<Card extends { contact: { phoneDigits: string; call: boolean; whatsapp: boolean } }>(card: Card): Card {
  return { ...card, contact: { phoneDigits: "", call: false, whatsapp: false } };
}

/** A plain form: removing works without scripts and comes back here. */
function RemoveButton({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/resources/favorites">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="redirectTo" value="/favorites" />
      <Button type="submit" variant="quiet" size="sm" aria-label={t("favorites.removeLabel", { title })}>
        {t("favorites.remove")}
      </Button>
    </Form>
  );
}

/** `/favorites`: the user's saved listings, newest first (SPEC.md §2, private). */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { favorites } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle title={t("pages.favorites")} subtitle={favorites.length ? t("favorites.intro") : undefined} />
      {favorites.length === 0 ? (
        <div className="space-y-3">
          <p className="text-slate-700">{t("favorites.empty")}</p>
          <p className="flex flex-wrap gap-3">
            <Link to="/rent" className={buttonClass()}>
              {t("favorites.browseRent")}
            </Link>
            <Link to="/buy" className={buttonClass({ variant: "outline" })}>
              {t("favorites.browseBuy")}
            </Link>
          </p>
        </div>
      ) : (
        <SavedListingsProvider ids={favorites.map((favorite) => favorite.listing.id)}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.map((favorite, index) => (
              <li key={favorite.listing.id} className="space-y-2">
                {favorite.available ? (
                  <ListingCard listing={favorite.listing} eager={index < 3} />
                ) : favorite.taken ? (
                  <div className="space-y-2" data-testid="taken-favorite">
                    <p className="inline-block rounded-full bg-slate-800 px-3 py-1 text-sm font-semibold text-white">
                      {t(`favorites.taken.${favorite.taken}`)}
                    </p>
                    <ListingCard listing={favorite.listing} eager={index < 3} />
                  </div>
                ) : (
                  <article aria-labelledby={`gone-${favorite.listing.id}`} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
                    <p className="text-sm font-semibold text-slate-700">{t("favorites.unavailable")}</p>
                    <h3 id={`gone-${favorite.listing.id}`} className="mt-1 font-semibold text-slate-900">
                      {favorite.listing.title}
                    </h3>
                    <p className="mt-1 text-sm text-slate-600">{t("favorites.unavailableNote")}</p>
                  </article>
                )}
                <RemoveButton propertyId={favorite.listing.id} title={favorite.listing.title} />
              </li>
            ))}
          </ul>
        </SavedListingsProvider>
      )}
    </div>
  );
}
