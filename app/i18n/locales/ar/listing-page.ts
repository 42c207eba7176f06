import type { Messages } from "../en.ts";

const listingPage: Messages["listingPage"] = {
  title: "الإعلان",
};

export default listingPage;
