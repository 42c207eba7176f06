// The "seo" section of the English catalog (see ../en.ts).
const seo = {
  title: "Beitna",
  homeTitle: "Beitna · Property for rent and sale in Lebanon",
  homeDescription: "Apartments, houses, villas, land and offices for rent and for sale across Lebanon's 26 districts, with prices in dollars and in lira.",
  imageAlt: "Beitna: property for rent and sale in Lebanon",
};

export default seo;
