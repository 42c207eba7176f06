import type { Messages } from "../en.ts";

const seo: Messages["seo"] = {
  title: "Beitna",
};

export default seo;
