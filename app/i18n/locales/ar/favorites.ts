import type { Messages } from "../en.ts";

const favorites: Messages["favorites"] = {
  title: "المفضلة",
};

export default favorites;
