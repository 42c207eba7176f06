import type { Messages } from "../en.ts";

const dashboard: Messages["dashboard"] = {
  title: "لوحة التحكم",
};

export default dashboard;
