import type { Messages } from "../en.ts";

const notifications: Messages["notifications"] = {
  bell: "الإشعارات",
  bellUnread: "الإشعارات ({{count}} غير مقروءة)",
  request: "الطلبات",
  offer: "العروض",
  none: "لا جديد",
};

export default notifications;
