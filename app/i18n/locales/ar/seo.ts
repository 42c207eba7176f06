import type { Messages } from "../en.ts";

const seo: Messages["seo"] = {
  title: "بيتنا",
};

export default seo;
