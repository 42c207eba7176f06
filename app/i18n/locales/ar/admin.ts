import type { Messages } from "../en.ts";

const admin: Messages["admin"] = {
  title: "الإدارة",
};

export default admin;
