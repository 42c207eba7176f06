import type { Messages } from "../en.ts";

const seo: Messages["seo"] = {
  title: "بيتنا",
  homeTitle: "بيتنا · عقارات للإيجار والبيع في لبنان",
  homeDescription: "شقق ومنازل وفلل وأراضٍ ومكاتب للإيجار والبيع في أقضية لبنان الستة والعشرين، بالأسعار بالدولار والليرة.",
  imageAlt: "بيتنا: عقارات للإيجار والبيع في لبنان",
};

export default seo;
