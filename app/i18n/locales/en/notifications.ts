// The "notifications" section of the English catalog (see ../en.ts): the header's bell.
const notifications = {
  bell: "Notifications",
  bellUnread: "Notifications ({{count}} unread)",
  request: "Requests",
  offer: "Offers",
  none: "Nothing new",
};

export default notifications;
