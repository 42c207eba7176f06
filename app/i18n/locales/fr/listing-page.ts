import type { Messages } from "../en.ts";

const listingPage: Messages["listingPage"] = {
  title: "Annonce",
};

export default listingPage;
