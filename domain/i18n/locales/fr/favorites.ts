import type { Messages } from "../en.ts";

const favorites: Messages["favorites"] = {
  title: "Favoris",
  intro: "Les annonces que vous avez enregistrées, les plus récentes d’abord.",
  empty: "Vous n’avez encore enregistré aucune annonce. Appuyez sur Enregistrer sur une annonce pour la retrouver ici.",
  browseRent: "Biens à louer",
  browseBuy: "Biens à vendre",
  unavailable: "Plus disponible",
  unavailableNote: "Cette annonce n’est plus publiée. Elle reviendra peut-être quand son propriétaire la renouvellera.",
  taken: { Rented: "Loué", Sold: "Vendu" },
  remove: "Retirer",
  removeLabel: "Retirer {{title}} des favoris",
};

export default favorites;
