import type { Messages } from "../en.ts";

const mail: Messages["mail"] = {
  frame: {
    brand: "Beitna",
    hello: "Bonjour {{name}},",
    helloAnonymous: "Bonjour,",
    copyLink: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    colon: "\u00a0:",
    signOff: "— L’équipe Beitna",
    footer: "Beitna, la place de marché immobilière du Liban.",
    unsubscribe: "Se désabonner de ces e-mails",
    hours_one: "{{count}} heure",
    hours_many: "{{count}} heures",
    hours_other: "{{count}} heures",
    days_one: "{{count}} jour",
    days_many: "{{count}} jours",
    days_other: "{{count}} jours",
  },
  "verify-email": {
    subject: "Confirmez votre adresse e-mail",
    intro: "Merci pour votre inscription sur Beitna\u00a0! Cliquez sur le bouton ci-dessous pour vérifier votre adresse e-mail et activer votre compte.",
    button: "Vérifier mon adresse e-mail",
    after: "Ce lien est valable {{hours}}.\n\nSi vous n’avez pas créé de compte Beitna, vous pouvez ignorer cet e-mail.",
  },
  "reset-password": {
    subject: "Réinitialisez votre mot de passe Beitna",
    intro:
      "Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte Beitna. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.",
    button: "Réinitialiser mon mot de passe",
    after:
      "Ce lien est valable {{hours}} et ne peut être utilisé qu’une seule fois.\n\nDès que vous vous connecterez avec votre nouveau mot de passe, vos autres appareils seront déconnectés.\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne changera pas.",
  },
  greeting: {
    subject: "Bienvenue sur Beitna",
    intro: "Votre adresse e-mail est vérifiée et votre compte est prêt. Voici ce que vous pouvez faire dès maintenant\u00a0:",
    list: "Rechercher des biens à louer et à vendre partout au Liban\nEnregistrer vos annonces favorites pour les retrouver plus tard\nPublier une annonce gratuitement\nContacter directement les propriétaires",
    button: "Découvrir Beitna",
    after: "Nous sommes ravis de vous compter parmi nous.",
  },
  "change-email": {
    subject: "Confirmez votre nouvelle adresse e-mail",
    intro: "Merci de confirmer que vous souhaitez utiliser cette adresse pour votre compte Beitna.",
    button: "Confirmer ma nouvelle adresse",
    after:
      "Ce lien est valable {{hours}}.\n\nVotre ancienne adresse reste utilisée jusqu’à votre confirmation.\n\nSi vous n’avez pas demandé ce changement, vous pouvez ignorer cet e-mail.",
  },
  "listing-expiring": {
    subject: "Votre annonce expire dans 3 jours",
    intro:
      "Votre annonce « {{listingTitle}} » sur Beitna expire dans 3 jours. Renouvelez-la depuis votre tableau de bord pour qu'elle reste dans les résultats.",
    button: "Ouvrir mon tableau de bord",
    after: "Les annonces gratuites se renouvellent gratuitement une fois expirées.",
  },
  "listing-expired": {
    subject: "Votre annonce a expiré",
    intro: "Votre annonce « {{listingTitle}} » a expiré et n'apparaît plus dans les résultats de recherche.",
    button: "Renouveler mon annonce",
    after: "Une fois renouvelée, elle repasse en revue puis revient en ligne.",
  },
  "listing-approved": {
    subject: "Votre annonce est en ligne",
    intro: "Bonne nouvelle\u00a0: votre annonce « {{listingTitle}} » est approuvée et apparaît maintenant sur Beitna.",
    button: "Ouvrir mon tableau de bord",
    after: "Suivez ses vues et ses demandes depuis votre tableau de bord.",
  },
  "listing-rejected": {
    subject: "Votre annonce doit être modifiée",
    intro:
      "Votre annonce « {{listingTitle}} » n’a pas été approuvée. La raison donnée par notre équipe\u00a0:\n\n{{reason}}\n\nModifiez l’annonce pour corriger cela\u00a0; elle sera ensuite revue à nouveau.",
    button: "Modifier mon annonce",
    after: "Si quelque chose n’est pas clair, répondez à cet e-mail et nous vous aiderons.",
  },
  "listing-changes-rejected": {
    subject: "Vos modifications n’ont pas été approuvées",
    intro:
      "Vos modifications de « {{listingTitle}} » n’ont pas été approuvées, et l’annonce reste en ligne telle quelle. La raison de notre équipe :\n\n{{reason}}\n\nVous pouvez la modifier à nouveau ; les nouvelles modifications seront examinées pendant qu’elle reste en ligne.",
    button: "Modifier mon annonce",
    after: "Si quelque chose n’est pas clair, répondez à cet e-mail et nous vous aiderons.",
  },
  "price-reduced": {
    subject: "Un logement enregistré a baissé de prix",
    intro: "Le prix de « {{listingTitle}} », un logement que vous avez enregistré sur Beitna, est passé à {{amountText}}.",
    button: "Voir le logement",
    after: "Vous recevez cet e-mail parce que vous avez enregistré ce logement sur Beitna.",
  },
  "share-property": {
    subject: "Une annonce Beitna pour vous",
    intro: "{{senderName}} a pensé que cette annonce sur Beitna vous plairait : « {{listingTitle}} ».",
    introFromSomeone: "Quelqu’un a partagé avec vous un logement sur Beitna : « {{listingTitle}} ».",
    button: "Voir l’annonce",
    after: "Vous recevez ce message parce que quelqu’un a saisi votre adresse sur Beitna. Nous n’en gardons aucune liste.",
  },
  "inspection-started": {
    subject: "L’état des lieux de votre logement vous attend",
    intro: "Votre propriétaire a enregistré un état des lieux de « {{listingTitle}} »\u00a0: l’état de chacun des 12 espaces, avec notes et photos.",
    button: "Consulter l’état des lieux",
    after: "Validez chaque espace, ou ajoutez un commentaire là où vous voyez les choses autrement. Vos réponses sont conservées avec l’état des lieux.",
  },
  "issue-reported": {
    subject: "Votre locataire a signalé un problème",
    intro: "{{senderName}} a signalé un problème à « {{listingTitle}} »\u00a0:\n\n{{detail}}",
    button: "Ouvrir le signalement",
    after: "Répondez dans son fil, passez-le en cours puis résolu\u00a0; votre locataire confirme la réparation.",
  },
  "referral-invitation": {
    subject: "Rejoignez-moi sur Beitna",
    intro:
      "Bonjour {{name}},\n\n{{senderName}} vous invite sur Beitna, le site pour trouver et publier des biens à louer et à vendre au Liban.\n\nCréez votre compte gratuit dans les trois jours pour que l’invitation de votre ami compte.",
    button: "Créer mon compte",
    after: "Vous recevez ce message parce qu’un membre de Beitna a saisi votre adresse. Nous ne vous écrirons plus si vous ne vous inscrivez pas.",
  },
  "promo-code": {
    subject: "Votre code promo Beitna",
    intro:
      "Bonjour {{name}},\n\nVoici votre code promo personnel : {{promoCode}}. Il place gratuitement une de vos annonces en {{planName}} pendant {{days}}.\n\nSaisissez-le lorsque vous changez l’offre d’une annonce ou appliquez des crédits.",
    button: "Utiliser mon code",
    after: "Ce code est à vous seul et ne sert qu’une fois.",
  },
  "saved-search-alert": {
    subject: "Nouvelles annonces pour votre recherche enregistrée",
    intro: "De nouvelles annonces correspondent à votre recherche enregistrée « {{searchName}} »\u00a0:",
    button: "Voir les annonces",
    after: "Vous recevez cet e-mail parce que vous avez enregistré cette recherche sur Beitna.",
  },
  "notification-digest": {
    subject: "Votre résumé quotidien Beitna",
    intro: "Voici ce qui s’est passé depuis hier\u00a0:",
    button: "Ouvrir Beitna",
    after: "Vous avez choisi de recevoir ces notifications une fois par jour. Vous pouvez changer cela dans vos paramètres.",
  },
  "reports-digest": {
    subject: "Annonces signalées sur Beitna",
    intro: "Des visiteurs ont signalé ces annonces depuis le dernier résumé\u00a0:",
    line_one: "{{title}}\u00a0: {{reasons}}",
    line_other: "{{title}}\u00a0: {{reasons}} ({{count}}\u00a0signalements)",
    line_many: "{{title}}\u00a0: {{reasons}} ({{count}}\u00a0de signalements)",
    button: "Ouvrir les signalements",
    after: "Vous recevez ce message une fois par jour, s’il y a de nouveaux signalements, parce que vous administrez Beitna.",
  },
  "tour-confirmed": {
    subject: "Votre visite est confirmée",
    intro:
      "La visite de « {{listingTitle}} » avec {{senderName}} est fixée au {{tourTime}} (heure de Beyrouth).\n\nLe fichier de calendrier joint l’ajoute à votre agenda.",
    button: "Ouvrir la conversation",
    after: "Un changement\u00a0? Écrivez dans la conversation pour prévenir l’autre partie.",
  },
  "offer-accepted": {
    subject: "Une offre a été acceptée",
    intro: "L’offre de {{amountText}} sur « {{listingTitle}} » entre vous et {{senderName}} est acceptée.",
    button: "Ouvrir l’offre",
    after: "Convenez de la suite dans la conversation. Une fois l’affaire conclue, le propriétaire peut marquer l’annonce louée ou vendue.",
  },
  "tour-requested": {
    subject: "Nouvelle demande de visite",
    intro: "{{senderName}} demande une visite de « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Voir les horaires proposés",
    after: "Acceptez l’un des horaires, proposez-en un autre ou refusez sous 6 jours, sinon la demande expire.",
  },
  "new-message": {
    subject: "Nouveau message sur Beitna",
    intro: "{{senderName}} vous a écrit au sujet de « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Répondre",
    after: "Répondez dans la conversation sur Beitna\u00a0: votre adresse e-mail n’est jamais affichée.",
  },
  "tour-declined": {
    subject: "Visite refusée",
    intro: "{{senderName}} a refusé la visite de « {{listingTitle}} ».\n\n« {{reason}} »",
    button: "Ouvrir la conversation",
    after: "Vous pouvez toujours écrire dans la conversation.",
  },
  "tour-proposed": {
    subject: "Un autre horaire proposé pour votre visite",
    intro: "{{senderName}} propose le {{tourTime}} (heure de Beyrouth) pour la visite de « {{listingTitle}} ».",
    button: "Accepter ou refuser",
    after: "Répondez sous 6 jours, sinon la demande expire.",
  },
  "tour-expired": {
    subject: "Une demande de visite a expiré",
    intro: "La demande de visite de « {{listingTitle}} » entre vous et {{senderName}} a expiré sans réponse.",
    button: "Ouvrir la conversation",
    after: "Toujours intéressé\u00a0? Une nouvelle demande peut être envoyée depuis l’annonce.",
  },
  "offer-received": {
    subject: "Nouvelle offre sur votre annonce",
    intro: "{{senderName}} propose {{amountText}} pour « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Répondre à l’offre",
    after: "Acceptez, faites une contre-offre ou refusez sous 7 jours, sinon l’offre expire.",
  },
  "offer-countered": {
    subject: "Une contre-offre vous attend",
    intro: "{{senderName}} a fait une contre-offre de {{amountText}} pour « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Répondre à l’offre",
    after: "C’est votre tour\u00a0: répondez sous 7 jours, sinon l’offre expire.",
  },
  "offer-declined": {
    subject: "Votre offre a été refusée",
    intro: "{{senderName}} a refusé l’offre de {{amountText}} pour « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Ouvrir l’offre",
    after: "Vous pouvez faire une nouvelle offre depuis l’annonce.",
  },
  "offer-withdrawn": {
    subject: "Une offre a été retirée",
    intro: "{{senderName}} a retiré l’offre de {{amountText}} pour « {{listingTitle}} ».\n\n« {{detail}} »",
    button: "Ouvrir l’offre",
    after: "Vous n’avez rien d’autre à faire.",
  },
  "offer-expired": {
    subject: "Une offre a expiré",
    intro: "L’offre de {{amountText}} pour « {{listingTitle}} » entre vous et {{senderName}} a expiré sans réponse.",
    button: "Ouvrir l’offre",
    after: "Toujours intéressé\u00a0? Une nouvelle offre peut être faite depuis l’annonce.",
  },
  "tenant-invitation": {
    subject: "Votre propriétaire vous invite sur Beitna",
    intro:
      "{{senderName}} vous invite à suivre votre location de « {{listingTitle}} » sur Beitna : bail, compte de loyer et reçus, états des lieux et documents au même endroit.",
    button: "Accepter l’invitation",
    after: "Le lien fonctionne une fois, pendant 14 jours. Inscrivez-vous avec cette adresse, ou connectez-vous si vous avez déjà un compte Beitna.",
  },
  "lease-start": {
    subject: "Votre bail est enregistré sur Beitna",
    intro:
      "{{senderName}} a enregistré votre bail pour « {{listingTitle}} » : {{detail}}.\n\nVotre compte de loyer montre chaque période, vos paiements et vos reçus.",
    button: "Ouvrir ma location",
  },
  "rent-due": {
    subject: "Loyer bientôt dû",
    intro: "Votre loyer pour « {{listingTitle}} » ({{detail}}) est dû le {{dueOn}}.",
    button: "Voir mon compte de loyer",
    after: "Déjà payé ? Déclarez le paiement avec son justificatif depuis votre compte de loyer.",
  },
  "rent-overdue": {
    subject: "Loyer en retard",
    intro: "Votre loyer pour « {{listingTitle}} » ({{detail}}) était dû le {{dueOn}} et n’est pas entièrement payé.",
    button: "Voir mon compte de loyer",
    after: "Si vous avez payé, déclarez le paiement avec son justificatif pour que votre propriétaire le confirme.",
  },
  "payment-declared": {
    subject: "Un locataire a déclaré un paiement",
    intro: "{{senderName}} a déclaré un paiement de {{amount}} pour « {{listingTitle}} », avec justificatif. Vérifiez-le et confirmez-le pour émettre le reçu.",
    button: "Vérifier le paiement",
  },
  "payment-receipt": {
    subject: "Paiement reçu\u00a0: votre reçu",
    intro:
      "Merci. Votre paiement de {{amount}} (référence {{paymentReference}}) est confirmé et ses crédits sont sur votre solde.\n\nNuméro de reçu\u00a0: {{receiptNumber}}",
    button: "Voir mon reçu",
    after: "Vous pouvez imprimer le reçu ou le retrouver plus tard sur votre page Crédits.",
  },
  "payment-rejected": {
    subject: "Nous n’avons pas pu confirmer votre paiement",
    intro: "Votre paiement de {{amount}} (référence {{paymentReference}}) n’a pas été confirmé. La raison de notre équipe\u00a0:\n\n{{reason}}",
    button: "Ouvrir mes crédits",
    after: "Aucun crédit n’a été ajouté. Si vous avez bien payé, répondez à ce message avec votre preuve et nous regarderons à nouveau.",
  },
};

export default mail;
