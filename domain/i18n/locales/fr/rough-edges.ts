// The "roughEdges" section of the French catalog (see ../fr.ts).
import type { Messages } from "../en.ts";

const roughEdges: Messages["roughEdges"] = {
  hidden: "Masquée",
  hiddenHint: "Absente des résultats de recherche jusqu’à ce que vous l’affichiez de nouveau.",
  cancelled: "Abonnement annulé : pas de date d’expiration",
  boostEffect: "Ce que la dernière remontée a changé",
  boostedToday: "Remontée aujourd’hui",
  boostedDaysAgo_one: "Remontée il y a {{count}} jour",
  boostedDaysAgo_many: "Remontée il y a {{count}} de jours",
  boostedDaysAgo_other: "Remontée il y a {{count}} jours",
  boostImpressions_one: "Affichages dans les résultats : {{before}} la veille, {{since}} depuis",
  boostImpressions_many: "Affichages dans les résultats : {{before}} les {{count}} de jours d’avant, {{since}} les {{count}} de jours depuis",
  boostImpressions_other: "Affichages dans les résultats : {{before}} les {{count}} jours d’avant, {{since}} les {{count}} jours depuis",
  plansTable: "Comparaison des formules (faites défiler de côté pour toutes les voir)",
  countryLabel: "Pays",
};

export default roughEdges;
