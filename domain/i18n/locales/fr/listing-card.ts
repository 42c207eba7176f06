import type { Messages } from "../en.ts";

const listingCard: Messages["listingCard"] = {
  plan: { gold: "Gold", platinum: "Platinum" },
  size: "{{size}} m²",
};

export default listingCard;
