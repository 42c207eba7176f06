// The "favorites" section of the English catalog (see ../en.ts).
const favorites = {
  title: "Favourites",
};

export default favorites;
