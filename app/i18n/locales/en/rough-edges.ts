// The "roughEdges" section of the English catalog (see ../en.ts): issue 19's details on the
// dashboard, past-the-end pages, the sign-up country select and the plan tables.
const roughEdges = {
  hidden: "Hidden",
  hiddenHint: "Hidden: not shown in search results until you show it again.",
  cancelled: "Membership cancelled: no expiry date",
  boostEffect: "What the last boost changed",
  boostedToday: "Boosted today",
  boostedDaysAgo: "Boosted {{count}} days ago",
  boostedDaysAgo_one: "Boosted {{count}} day ago",
  boostImpressions: "Search impressions: {{before}} in the {{count}} days before, {{since}} in the {{count}} days since",
  boostImpressions_one: "Search impressions: {{before}} the day before, {{since}} since",
  plansTable: "Plans compared (scroll sideways to see every plan)",
  countryLabel: "Country",
};

export default roughEdges;
