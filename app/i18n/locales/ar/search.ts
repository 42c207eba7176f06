import type { Messages } from "../en.ts";

const search: Messages["search"] = {
  title: "البحث",
};

export default search;
