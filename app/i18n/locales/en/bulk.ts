// The "bulk" section of the English catalog (see ../en.ts).
const bulk = {
  title: "Bulk listing",
};

export default bulk;
