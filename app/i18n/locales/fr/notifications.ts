import type { Messages } from "../en.ts";

const notifications: Messages["notifications"] = {
  mailTitle: "Notifications par e-mail",
  mailIntro: "Pour chaque type de notification, choisissez chaque e-mail, un résumé quotidien ou aucun.",
  kinds: {
    requests: "Demandes de visite et messages",
    offers: "Offres de prix",
    savedSearchAlerts: "Alertes des recherches enregistrées",
    payments: "Paiements",
    tenants: "Locataires",
  },
  deliveries: { each: "Chaque e-mail", digest: "Résumé quotidien", none: "Aucun" },
  save: "Enregistrer les préférences d’e-mail",
  unsubscribeTitle: "Se désabonner",
  confirmKind: "Arrêter les e-mails «\u00a0{{kind}}\u00a0»\u00a0?",
  confirmSearch: "Arrêter les alertes de votre recherche enregistrée «\u00a0{{name}}\u00a0»\u00a0?",
  confirmHelp: "Vous pouvez les réactiver à tout moment.",
  unsubscribe: "Se désabonner",
  doneKind: "C’est fait\u00a0: vous ne recevrez plus d’e-mails «\u00a0{{kind}}\u00a0».",
  doneSearch: "C’est fait\u00a0: votre recherche enregistrée «\u00a0{{name}}\u00a0» n’enverra plus d’alertes.",
  settingsLink: "Préférences d’e-mail dans vos paramètres",
  // The header's bell.
  bell: "Notifications",
  bellUnread: "Notifications ({{count}} non lues)",
  request: "Demandes",
  offer: "Offres",
  none: "Rien de nouveau",
};

export default notifications;
