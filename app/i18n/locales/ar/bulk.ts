import type { Messages } from "../en.ts";

const bulk: Messages["bulk"] = {
  title: "إعلانات بالجملة",
};

export default bulk;
