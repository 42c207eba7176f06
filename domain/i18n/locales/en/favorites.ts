// The "favorites" section of the English catalog (see ../en.ts).
const favorites = {
  title: "Favourites",
  intro: "The listings you saved, newest first.",
  empty: "You have not saved any listing yet. Press Save on a listing to find it here.",
  browseRent: "Homes for rent",
  browseBuy: "Properties for sale",
  unavailable: "No longer available",
  unavailableNote: "This listing is no longer public. It may come back when its owner renews it.",
  taken: { Rented: "Rented", Sold: "Sold" },
  remove: "Remove",
  removeLabel: "Remove {{title}} from favourites",
};

export default favorites;
