// La carte des résultats (décision 0036) ; voir ../fr.ts.
import type { Messages } from "../en.ts";

const map: Messages["map"] = {
  cluster_one: "{{count}} annonce ici, zoomez",
  cluster_many: "{{count}} d’annonces ici, zoomez",
  cluster_other: "{{count}} annonces ici, zoomez",
  pin: "{{price}}, {{title}}",
  updating: "Mise à jour de la carte…",
  updateFailed: "La carte n’a pas pu se mettre à jour. Déplacez-la pour réessayer.",
  listRoute:
    "La carte montre tous les résultats de cette recherche. La liste les présente page par page, plus facile à lire au clavier ou avec un lecteur d’écran.",
  listLink: "Afficher la liste",
  zoomIn: "Zoom avant",
  zoomOut: "Zoom arrière",
  close: "Fermer",
};

export default map;
