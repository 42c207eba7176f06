// The "planNames" section of the catalog (see ../en.ts): the plans' names inside sentences (issue 19).
const planNames = {
  free: "Beitna Free",
  gold: "Beitna Gold",
  platinum: "Beitna Platinum",
};

export default planNames;
