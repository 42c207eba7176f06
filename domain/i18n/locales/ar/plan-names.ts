// The "planNames" section of the catalog (see ../ar.ts): the plans' names inside sentences (issue 19).
const planNames = {
  free: "بيتنا المجانية",
  gold: "بيتنا الذهبية",
  platinum: "بيتنا البلاتينية",
};

export default planNames;
