// The "planNames" section of the catalog (see ../fr.ts): the plans' names inside sentences (issue 19).
const planNames = {
  free: "Beitna Gratuit",
  gold: "Beitna Or",
  platinum: "Beitna Platine",
};

export default planNames;
