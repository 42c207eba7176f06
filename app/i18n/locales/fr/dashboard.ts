import type { Messages } from "../en.ts";

const dashboard: Messages["dashboard"] = {
  title: "Tableau de bord",
};

export default dashboard;
