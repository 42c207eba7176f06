import type { Messages } from "../en.ts";

const search: Messages["search"] = {
  title: "Recherche",
};

export default search;
