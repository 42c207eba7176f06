// A listing in a list (search results, favourites, similar listings).
const listingCard = {
  plan: { gold: "Gold", platinum: "Platinum" },
  size: "{{size}} m²",
};

export default listingCard;
