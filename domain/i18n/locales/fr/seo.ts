import type { Messages } from "../en.ts";

const seo: Messages["seo"] = {
  title: "Beitna",
  homeTitle: "Beitna · Biens à louer et à vendre au Liban",
  homeDescription: "Appartements, maisons, villas, terrains et bureaux à louer et à vendre dans les 26 cazas du Liban, avec des prix en dollars et en livres.",
  imageAlt: "Beitna : biens à louer et à vendre au Liban",
};

export default seo;
