import type { Messages } from "../en.ts";

const listingCard: Messages["listingCard"] = {
  plan: { gold: "ذهبي", platinum: "بلاتيني" },
  rooms: "{{beds}} غرف نوم · {{baths}} حمّامات",
  size: "{{size}} م²",
};

export default listingCard;
