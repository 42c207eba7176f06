// The "notifications" section of the English catalog (see ../en.ts): the header's bell, mail preferences and unsubscribing.
const notifications = {
  mailTitle: "Mail notifications",
  mailIntro: "For each kind of notification, choose every mail, one daily digest, or none.",
  kinds: {
    requests: "Tour requests and messages",
    offers: "Price offers",
    savedSearchAlerts: "Saved-search alerts",
    payments: "Payments",
    tenants: "Tenants",
  },
  deliveries: { each: "Every mail", digest: "Daily digest", none: "None" },
  save: "Save mail preferences",
  unsubscribeTitle: "Unsubscribe",
  confirmKind: "Stop mails about “{{kind}}”?",
  confirmSearch: "Stop the alerts of your saved search “{{name}}”?",
  confirmHelp: "You can turn them back on at any time.",
  unsubscribe: "Unsubscribe",
  doneKind: "Done: you will no longer get mails about “{{kind}}”.",
  doneSearch: "Done: your saved search “{{name}}” will no longer send alerts.",
  settingsLink: "Mail preferences in your settings",
  // The header's bell.
  bell: "Notifications",
  bellUnread: "Notifications ({{count}} unread)",
  request: "Requests",
  offer: "Offers",
  none: "Nothing new",
};

export default notifications;
