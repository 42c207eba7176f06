import type { Messages } from "../en.ts";

const savedSearches: Messages["savedSearches"] = {
  title: "Recherches enregistrées",
  intro: "Les recherches que vous avez enregistrées, et à quelle fréquence nous vous envoyons les nouvelles annonces correspondantes.",
  menu: "Recherches enregistrées",
  empty: "Vous n’avez encore enregistré aucune recherche. Cherchez dans Louer ou Acheter et appuyez sur «\u00a0Enregistrer cette recherche\u00a0».",
  save: "Enregistrer cette recherche",
  dialogTitle: "Enregistrer cette recherche",
  dialogIntro: "Nous vous enverrons les nouvelles annonces correspondantes, et celles dont le prix baisse dans votre fourchette.",
  name: "Nom",
  frequency: "Alertes",
  frequencies: { instant: "Dès leur publication", daily: "Une fois par jour", weekly: "Une fois par semaine", off: "Pas d’alerte" },
  submit: "Enregistrer",
  cancel: "Annuler",
  saved: "Recherche enregistrée. Retrouvez-la dans Recherches enregistrées.",
  manage: "Gérer les recherches enregistrées",
  open: "Voir les résultats",
  rentals: "Louer",
  sales: "Acheter",
  anything: "Toutes les annonces",
  alertsFor: "Alertes pour {{name}}",
  update: "Mettre à jour",
  delete: "Supprimer",
  deleteLabel: "Supprimer la recherche enregistrée {{name}}",
  // Only /saved-searches shows these (the signed-in part of the catalog).
  rename: {
    open: "Renommer",
    label: "Renommer la recherche enregistrée {{name}}",
    newName: "Nouveau nom",
    submit: "Enregistrer le nom",
    done: "Nom enregistré.",
  },
  savedOn: "Enregistrée le {{date}}",
  summary: {
    label: "Ce qu’elle recherche",
    priceFrom: "À partir de {{price}}",
    priceTo: "Jusqu’à {{price}}",
    furnished: "Meublé",
    unfurnished: "Non meublé",
  },
  nameRequired: "Donnez un nom à cette recherche.",
  nameTooLong: "Un nom peut compter jusqu’à 80 caractères.",
};

export default savedSearches;
