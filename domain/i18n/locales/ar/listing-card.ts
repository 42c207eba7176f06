import type { Messages } from "../en.ts";

const listingCard: Messages["listingCard"] = {
  plan: { gold: "ذهبي", platinum: "بلاتيني" },
  size: "{{size}} م²",
};

export default listingCard;
