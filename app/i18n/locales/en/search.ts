// The "search" section of the English catalog (see ../en.ts).
const search = {
  title: "Search",
};

export default search;
