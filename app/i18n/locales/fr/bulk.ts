import type { Messages } from "../en.ts";

const bulk: Messages["bulk"] = {
  title: "Annonces en masse",
};

export default bulk;
