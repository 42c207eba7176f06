// The "roughEdges" section of the English catalog (see ../en.ts): issue 19's details on the
// dashboard, past-the-end pages, the sign-up country select and the plan tables.
const roughEdges = {
  hidden: "Hidden",
  hiddenHint: "Not shown in search results until you show it again.",
  cancelled: "Membership cancelled: no expiry date",
  boostEffect: "What the last boost changed",
  boostedToday: "Boosted today",
  boostedDaysAgo_one: "Boosted {{count}} day ago",
  boostedDaysAgo_other: "Boosted {{count}} days ago",
  boostImpressions_one: "Search impressions: {{before}} the day before, {{since}} since",
  boostImpressions_other: "Search impressions: {{before}} in the {{count}} days before, {{since}} in the {{count}} days since",
  plansTable: "Plans compared (scroll sideways to see every plan)",
  countryLabel: "Country",
};

export default roughEdges;
