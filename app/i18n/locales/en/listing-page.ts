// The "listingPage" section of the English catalog (see ../en.ts).
const listingPage = {
  title: "Listing",
};

export default listingPage;
