import type { Messages } from "../en.ts";

const favorites: Messages["favorites"] = {
  title: "Favoris",
};

export default favorites;
