// The "roughEdges" section of the French catalog (see ../fr.ts).
import type { Messages } from "../en.ts";

const roughEdges: Messages["roughEdges"] = {
  hidden: "Masquée",
  hiddenHint: "Masquée : absente des résultats de recherche jusqu’à ce que vous l’affichiez de nouveau.",
  cancelled: "Abonnement annulé : pas de date d’expiration",
  boostEffect: "Ce que la dernière remontée a changé",
  boostedToday: "Remontée aujourd’hui",
  boostedDaysAgo: "Remontée il y a {{count}} jours",
  boostedDaysAgo_one: "Remontée il y a {{count}} jour",
  boostImpressions: "Affichages dans les résultats : {{before}} les {{count}} jours d’avant, {{since}} les {{count}} jours depuis",
  boostImpressions_one: "Affichages dans les résultats : {{before}} la veille, {{since}} depuis",
  plansTable: "Comparaison des formules (faites défiler de côté pour toutes les voir)",
  countryLabel: "Pays",
};

export default roughEdges;
