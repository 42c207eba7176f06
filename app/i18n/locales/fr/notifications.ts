import type { Messages } from "../en.ts";

const notifications: Messages["notifications"] = {
  bell: "Notifications",
  bellUnread: "Notifications ({{count}} non lues)",
  request: "Demandes",
  offer: "Offres",
  none: "Rien de nouveau",
};

export default notifications;
