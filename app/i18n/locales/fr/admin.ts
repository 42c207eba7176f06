import type { Messages } from "../en.ts";

const admin: Messages["admin"] = {
  title: "Administration",
};

export default admin;
