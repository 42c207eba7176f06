// A listing in a list (search results, favourites, similar listings).
const listingCard = {
  plan: { gold: "Gold", platinum: "Platinum" },
  rooms: "{{beds}} bd · {{baths}} ba",
  size: "{{size}} m²",
};

export default listingCard;
