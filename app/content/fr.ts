import type { SiteContent } from "./types";

export const content: SiteContent = {
  privacyPolicy: {
    title: "Politique de confidentialité",
    summary:
      "Cette politique explique quelles données personnelles Beitna conserve, pourquoi, qui peut les voir et comment vous pouvez les contrôler. Nous ne vendons pas vos données, nous n'affichons pas de publicités de tiers et nous n'utilisons aucun traceur externe.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Qui sommes-nous",
        paragraphs: [
          "Beitna est une plateforme immobilière en ligne pour le Liban, basée à Beyrouth. Les propriétaires y publient des annonces de location et de vente, les visiteurs recherchent et enregistrent des annonces, et les bailleurs peuvent partager le compte de loyer et les dossiers du bien avec leurs locataires.",
          "Beitna est responsable des données personnelles décrites dans cette politique. Nous les traitons conformément à la loi libanaise n° 81 de 2018 relative aux transactions électroniques et aux données à caractère personnel.",
          "Pour toute question sur la confidentialité, écrivez à privacy@beitna.com.",
        ],
      },
      {
        heading: "Les données que nous conservons",
        paragraphs: [
          "Nous conservons uniquement ce qui est nécessaire au fonctionnement du service. Nous n'utilisons aucun traceur tiers, nous ne constituons pas de profils publicitaires et nous ne vendons vos données à personne.",
          "Voici ce que nous conservons :",
        ],
        bullets: [
          "Données du compte : votre nom, votre adresse e-mail, votre numéro de téléphone avec l'indicatif du pays et votre pays. Votre mot de passe est conservé uniquement sous forme d'empreinte sécurisée (hash), jamais en clair.",
          "Connexion avec Google ou Facebook : si vous la choisissez, nous recevons de ce service votre nom, votre adresse e-mail et un identifiant de compte. Nous ne recevons jamais votre mot de passe Google ou Facebook.",
          "Annonces : les descriptions, prix, emplacements et photos que vous publiez. Nous supprimons des photos les métadonnées de localisation (comme les coordonnées GPS) lors de leur envoi.",
          "Les messages, demandes de visite et offres que vous envoyez ou recevez sur Beitna.",
          "Vos favoris, c'est-à-dire les annonces que vous enregistrez.",
          "Données des bailleurs et des locataires : les liens entre un bailleur et ses locataires, les écritures du compte de loyer, ainsi que les dossiers d'état des lieux et les documents juridiques ajoutés pour un bien partagé.",
          "Coordonnées bancaires des bailleurs qui les ajoutent : titulaire du compte, banque et IBAN. L'IBAN est chiffré et seuls ses quatre derniers chiffres sont affichés.",
          "Historique des paiements : montants, dates, moyen de paiement, références, ainsi que les crédits et formules achetés. Lorsque le paiement par carte est disponible, les données de carte sont traitées par le prestataire de paiement et nous ne conservons pas le numéro complet de la carte.",
          "Données d'utilisation : les pages et annonces consultées, enregistrées sur nos propres serveurs, ainsi que les journaux techniques du serveur (par exemple l'adresse IP, le type de navigateur et l'heure de la requête).",
        ],
      },
      {
        heading: "Pourquoi nous utilisons vos données",
        paragraphs: ["Nous utilisons vos données uniquement pour :"],
        bullets: [
          "Créer et sécuriser votre compte et vous permettre de vous connecter.",
          "Publier, vérifier et afficher vos annonces.",
          "Mettre les visiteurs en relation avec les propriétaires par téléphone, WhatsApp, message, demande de visite ou offre.",
          "Enregistrer vos favoris.",
          "Fournir le compte de loyer et les dossiers du bien partagés entre bailleurs et locataires.",
          "Traiter les paiements, crédits, formules, codes promo et parrainages.",
          "Vous envoyer des messages liés au service, comme le résultat de la vérification d'une annonce ou le rappel d'expiration d'une formule.",
          "Montrer aux propriétaires combien de personnes ont vu leurs annonces et les ont contactés, et améliorer Beitna grâce aux statistiques de consultation.",
          "Prévenir la fraude, le spam et les abus, et respecter nos obligations légales.",
        ],
      },
      {
        heading: "Base légale",
        paragraphs: ["Conformément à la loi n° 81 de 2018, nous traitons les données personnelles sur les bases suivantes :"],
        bullets: [
          "La fourniture du service auquel vous vous êtes inscrit, selon nos Conditions générales d'utilisation.",
          "Votre consentement, par exemple lorsque vous choisissez d'afficher votre numéro de téléphone sur une annonce ou de vous connecter avec Google ou Facebook. Vous pouvez le retirer à tout moment.",
          "Nos obligations légales, comme la conservation de l'historique des paiements.",
          "Notre intérêt légitime à garder la plateforme sûre, honnête et fonctionnelle, par exemple pour vérifier les annonces et prévenir la fraude.",
        ],
      },
      {
        heading: "Qui peut voir vos données",
        paragraphs: [
          "Nous ne vendons ni ne louons jamais de données personnelles, et nous ne les partageons pas avec des annonceurs.",
          "Qui peut voir vos données dépend de leur nature :",
        ],
        bullets: [
          "Les annonces sont publiques : tout le monde peut voir la description, les photos, le prix et la zone où se trouve le bien d'une annonce publiée.",
          "Votre numéro de téléphone, votre WhatsApp et votre e-mail n'apparaissent sur une annonce que si vous choisissez de les afficher. Sinon, les visiteurs vous contactent par la messagerie Beitna.",
          "Les messages, demandes de visite et offres ne sont visibles que par les participants à la conversation, et par notre équipe si nécessaire pour traiter un signalement d'abus.",
          "Le bailleur et ses locataires liés voient le compte de loyer, les dossiers d'état des lieux et les documents juridiques du bien qu'ils partagent.",
          "Notre équipe voit ce dont elle a besoin pour vérifier les annonces, confirmer les paiements et répondre aux demandes d'assistance.",
          "Les prestataires qui hébergent nos serveurs, envoient nos e-mails ou traitent les paiements agissent selon nos instructions et ne peuvent utiliser les données que pour nous fournir leur service.",
          "Les autorités, lorsque la loi libanaise ou une décision de justice l'exige.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Beitna n'utilise que les cookies nécessaires au fonctionnement du site. Nous n'utilisons ni cookies publicitaires ni cookies de suivi de tiers : il n'y a donc pas de bandeau de consentement aux cookies publicitaires. Nos statistiques de consultation sont collectées sur nos propres serveurs, sans cookie de suivi.",
          "Les trois cookies que nous utilisons sont :",
        ],
        bullets: [
          "Un cookie de session, qui vous garde connecté.",
          "Un cookie de langue, qui mémorise votre choix entre le français, l'arabe et l'anglais.",
          "Un jeton de sécurité, qui protège les formulaires contre la falsification de requêtes intersites (CSRF).",
        ],
      },
      {
        heading: "Durée de conservation",
        paragraphs: ["Nous ne conservons les données que le temps nécessaire :"],
        bullets: [
          "Votre compte et ses données sont conservés jusqu'à ce que vous le supprimiez.",
          "Lorsque vous supprimez votre compte, vos annonces sont retirées et vos données personnelles sont effacées dans un délai de 30 jours.",
          "Certaines données doivent être conservées plus longtemps en vertu de la loi : l'historique des paiements est conservé 10 ans, comme l'exige le Code de commerce libanais pour les documents comptables.",
          "Les journaux du serveur sont supprimés au bout de 30 jours.",
          "Des statistiques de consultation agrégées, qui ne permettent plus de vous identifier, peuvent être conservées pour suivre les tendances générales.",
        ],
      },
      {
        heading: "Sécurité",
        paragraphs: [
          "Nous protégeons vos données par des connexions chiffrées (HTTPS), le hachage des mots de passe, le chiffrement des IBAN et un accès limité aux membres de l'équipe qui en ont besoin.",
          "Les métadonnées de localisation sont retirées des photos avant leur enregistrement.",
          "Aucun système n'est parfaitement sûr. Si une violation touche vos données personnelles, nous vous en informerons sans retard injustifié et prendrons les mesures exigées par la loi.",
          "Gardez votre mot de passe secret et prévenez-nous à support@beitna.com si vous pensez que quelqu'un d'autre a utilisé votre compte.",
        ],
      },
      {
        heading: "Vos droits",
        paragraphs: [
          "Vous pouvez modifier la plupart de vos informations et supprimer votre compte vous-même dans les paramètres du compte. Pour toute autre demande, écrivez à privacy@beitna.com. Nous pourrons vous demander de confirmer votre identité et nous vous répondrons sous 30 jours.",
          "Vous avez le droit de :",
        ],
        bullets: [
          "Accéder aux données personnelles que nous détenons sur vous.",
          "Corriger des données inexactes ou incomplètes.",
          "Supprimer vos données et votre compte.",
          "Recevoir une copie de vos données dans un format courant et lisible par machine.",
          "Vous opposer à une utilisation de vos données, ou retirer un consentement donné.",
        ],
      },
      {
        heading: "Enfants",
        paragraphs: [
          "Beitna s'adresse aux personnes âgées de 13 ans et plus. Nous ne conservons pas sciemment de données sur des enfants de moins de 13 ans. Si nous apprenons qu'un compte appartient à un enfant de moins de 13 ans, nous le supprimons.",
          "Seuls les adultes de 18 ans et plus peuvent publier des annonces. Les parents ou tuteurs qui pensent que leur enfant nous a transmis des données peuvent écrire à privacy@beitna.com.",
        ],
      },
      {
        heading: "Transferts hors du Liban",
        paragraphs: [
          "Nos serveurs et certains de nos prestataires peuvent se trouver hors du Liban. Lorsque des données sont transférées à l'étranger, nous choisissons des prestataires qui les protègent à un niveau conforme à cette politique et à la loi libanaise.",
        ],
      },
      {
        heading: "Modifications et contact",
        paragraphs: [
          "Nous pouvons mettre à jour cette politique lorsque notre service ou la loi évolue. La date en haut de la page indique la dernière version. En cas de changement important, nous vous en informerons par e-mail ou sur le site avant son entrée en vigueur.",
          "Contact : Beitna, Beyrouth, Liban. Écrivez à privacy@beitna.com pour les questions de confidentialité et à support@beitna.com pour tout le reste.",
        ],
      },
    ],
  },

  termsConditions: {
    title: "Conditions générales d'utilisation",
    summary:
      "Ces conditions fixent les règles d'utilisation de Beitna pour les visiteurs, les propriétaires, les bailleurs et les locataires. En utilisant Beitna, vous les acceptez.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Acceptation des conditions",
        paragraphs: [
          "Ces conditions constituent un accord entre vous et Beitna, la plateforme immobilière en ligne exploitée depuis Beyrouth, au Liban. Elles s'appliquent au site, à l'application mobile et à tous les services Beitna.",
          "En créant un compte ou en utilisant Beitna, vous acceptez ces conditions, notre Politique de confidentialité et, si vous achetez une formule ou des crédits, nos Conditions des formules. Si vous n'êtes pas d'accord, merci de ne pas utiliser Beitna.",
          "Ces conditions sont conclues par voie électronique, conformément à la loi libanaise n° 81 de 2018 relative aux transactions électroniques et aux données à caractère personnel.",
        ],
      },
      {
        heading: "Qui peut utiliser Beitna",
        paragraphs: [
          "Vous devez avoir au moins 13 ans pour créer un compte.",
          "Pour publier une annonce, vous devez avoir au moins 18 ans et avoir le droit de louer ou de vendre le bien, en tant que propriétaire ou avec l'autorisation écrite du propriétaire (par exemple comme mandataire ou membre de la famille).",
          "Si vous utilisez Beitna au nom d'une société ou d'une agence, vous confirmez être habilité à l'engager au titre de ces conditions.",
        ],
      },
      {
        heading: "Votre compte",
        paragraphs: [
          "Vous pouvez vous inscrire avec une adresse e-mail et un mot de passe, ou avec Google ou Facebook. Donnez des informations exactes et tenez-les à jour.",
          "Gardez votre mot de passe secret : vous êtes responsable de ce qui se passe sur votre compte. Prévenez-nous immédiatement à support@beitna.com si vous pensez que quelqu'un y a accédé sans autorisation.",
          "Vous pouvez supprimer votre compte à tout moment dans les paramètres du compte.",
        ],
      },
      {
        heading: "Règles des annonces",
        paragraphs: ["Chaque annonce doit :"],
        bullets: [
          "Décrire un bien réel, effectivement disponible à la location ou à la vente.",
          "Être publiée par le propriétaire ou avec son autorisation.",
          "Être vraie et exacte quant à l'emplacement, la surface, le nombre de pièces, l'état du bien et les conditions de la location ou de la vente.",
          "Comporter des photos réelles et récentes du bien, et non des images d'illustration ou des photos d'un autre lieu.",
          "Indiquer le prix réel en dollars américains (USD) ou en livres libanaises (LBP), sans frais cachés ni prix d'appel trompeur.",
          "Ne discriminer personne en raison de sa religion, de sa confession, de sa nationalité, de son origine, de son sexe ou d'un handicap.",
          "N'être publiée qu'une seule fois : les doublons d'un même bien sont supprimés.",
          "Être retirée ou marquée comme indisponible dès que le bien est loué ou vendu.",
        ],
      },
      {
        heading: "Vérification et modération",
        paragraphs: [
          "Notre équipe vérifie chaque annonce avant sa mise en ligne, pour s'assurer qu'elle respecte ces règles.",
          "Nous pouvons refuser une annonce ou vous demander de la modifier. En cas de refus, nous vous indiquons le motif afin que vous puissiez la corriger et la soumettre à nouveau.",
          "Nous pouvons aussi retirer une annonce publiée qui enfreint ces règles, ou qui s'avère trompeuse après un signalement.",
          "Changer la formule d'une annonce la renvoie en vérification.",
        ],
      },
      {
        heading: "Relations entre utilisateurs",
        paragraphs: [
          "Beitna est une plateforme qui met les gens en relation. Nous ne sommes ni agent immobilier ni courtier, et nous ne sommes partie à aucune location ou vente conclue entre utilisateurs.",
          "Même si nous vérifions les annonces, nous ne garantissons pas qu'un bien, une annonce, un propriétaire ou un visiteur soit ce qu'il prétend être. Visitez le bien, vérifiez les titres de propriété et l'identité de l'autre partie avant de payer quoi que ce soit ou de signer.",
          "Tout accord, acompte ou paiement entre utilisateurs relève de leur seule responsabilité. Nous recommandons un contrat écrit, enregistré lorsque la loi libanaise l'exige.",
        ],
      },
      {
        heading: "Bailleurs et locataires",
        paragraphs: [
          "Les bailleurs peuvent inviter leurs locataires sur Beitna. Le locataire qui accepte voit le compte de loyer, les dossiers d'état des lieux et les documents juridiques que le bailleur partage pour ce bien.",
          "Le bailleur est responsable de l'exactitude du compte de loyer et des documents qu'il ajoute, ainsi que de son droit de les partager. Le compte de loyer est un relevé qui aide les deux parties : ce n'est pas un reçu émis par Beitna, et il ne remplace ni le bail ni une preuve légale de paiement.",
        ],
      },
      {
        heading: "Comportements interdits",
        paragraphs: ["Il est interdit de :"],
        bullets: [
          "Publier des annonces fausses, trompeuses ou frauduleuses, ou des annonces de biens que vous n'avez pas le droit de proposer.",
          "Demander un acompte ou un paiement pour un bien que vous ne pouvez ni louer ni vendre.",
          "Harceler, menacer ou insulter d'autres utilisateurs, ou envoyer du spam.",
          "Collecter les coordonnées d'autres utilisateurs ou copier des annonces par des moyens automatisés.",
          "Utiliser le compte ou l'identité d'une autre personne, ou créer de faux comptes, notamment pour abuser des codes promo ou du parrainage.",
          "Mettre en ligne des contenus illicites, des logiciels malveillants ou des contenus portant atteinte aux droits d'autrui.",
          "Tenter de contourner nos mesures de sécurité, notre processus de vérification ou les limites des formules.",
        ],
      },
      {
        heading: "Propriété intellectuelle",
        paragraphs: [
          "Le nom, le logo, le design et le logiciel de Beitna appartiennent à Beitna. Vous ne pouvez pas les copier ni les réutiliser sans notre autorisation écrite.",
          "Vous restez propriétaire des textes et des photos que vous ajoutez. Vous confirmez en être titulaire ou avoir le droit de les utiliser.",
          "En publiant une annonce, vous accordez à Beitna une licence gratuite et non exclusive pour héberger, afficher, redimensionner et reproduire ses photos et son texte sur le site, dans l'application mobile et dans la promotion que Beitna fait de cette annonce, tant que l'annonce est sur Beitna et pendant un délai raisonnable ensuite pour l'effacer des caches et des sauvegardes.",
        ],
      },
      {
        heading: "Frais et formules",
        paragraphs: [
          "La recherche, la consultation et l'enregistrement d'annonces sont gratuits, tout comme la publication avec la formule Beitna Free.",
          "Beitna Gold et Beitna Platinum sont des formules payantes. Les formules, crédits, paiements, codes promo, parrainages et remboursements sont régis par nos Conditions des formules, qui font partie des présentes conditions. Les prix en vigueur figurent sur la page des formules.",
        ],
      },
      {
        heading: "Suspension et résiliation",
        paragraphs: [
          "Nous pouvons suspendre ou fermer un compte, ou retirer des annonces, si vous enfreignez ces conditions, si la loi l'exige ou pour protéger d'autres utilisateurs. Dans la mesure du possible, nous vous en indiquons le motif et vous donnons la possibilité de répondre.",
          "Si une annonce est retirée parce qu'elle enfreint ces conditions, les crédits utilisés pour elle ne sont pas restitués (voir les Conditions des formules).",
          "Vous pouvez cesser d'utiliser Beitna et supprimer votre compte à tout moment.",
        ],
      },
      {
        heading: "Limitation de responsabilité",
        paragraphs: [
          "Le service Beitna est fourni en l'état et selon sa disponibilité. Nous faisons en sorte qu'il fonctionne et soit exact, mais nous ne garantissons pas qu'il soit ininterrompu ou exempt d'erreurs.",
          "Nous ne sommes pas responsables du contenu des annonces publiées par les utilisateurs, du comportement des utilisateurs, ni des locations ou ventes conclues entre eux.",
          "Dans la limite permise par la loi libanaise, notre responsabilité totale envers vous est limitée au montant que vous avez payé à Beitna au cours des 12 mois précédant la réclamation.",
          "Rien dans ces conditions ne limite une responsabilité qui ne peut pas l'être en droit libanais, notamment en cas de dol ou de faute lourde.",
        ],
      },
      {
        heading: "Droit applicable et litiges",
        paragraphs: [
          "Ces conditions sont régies par le droit libanais.",
          "En cas de réclamation, contactez d'abord support@beitna.com : nous chercherons une solution amiable. À défaut, les tribunaux de Beyrouth sont compétents, sous réserve des règles impératives de la loi libanaise sur la protection du consommateur.",
        ],
      },
      {
        heading: "Modifications et contact",
        paragraphs: [
          "Nous pouvons mettre à jour ces conditions. La date en haut de la page indique la dernière version. Nous vous informerons des changements importants par e-mail ou sur le site avant leur entrée en vigueur ; si vous continuez ensuite à utiliser Beitna, vous acceptez les nouvelles conditions.",
          "Contact : Beitna, Beyrouth, Liban - support@beitna.com.",
        ],
      },
    ],
  },

  servicePlanTerms: {
    title: "Conditions des formules",
    summary:
      "Ces conditions expliquent les formules d'annonces de Beitna, le fonctionnement des crédits et des paiements, et les cas de remboursement. Elles font partie de nos Conditions générales d'utilisation.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Les formules",
        paragraphs: [
          "Une formule s'applique à une seule annonce : chaque annonce a sa propre formule et sa propre durée.",
          "Chaque annonce sur Beitna est publiée avec l'une de ces trois formules :",
        ],
        bullets: [
          "Beitna Free : une annonce standard, gratuite.",
          "Beitna Gold : une formule payante qui place l'annonce au-dessus des annonces Free dans les résultats de recherche.",
          "Beitna Platinum : une formule payante qui place l'annonce en tête des résultats de recherche et la met en avant sur la page d'accueil de Beitna.",
        ],
      },
      {
        heading: "Durée de la formule",
        paragraphs: [
          "La formule d'une annonce dure 30 jours à compter du jour où notre équipe approuve l'annonce, et non du jour de la soumission ou du paiement.",
          "À la fin des 30 jours, la formule expire et l'annonce n'apparaît plus dans les recherches jusqu'à son renouvellement.",
        ],
      },
      {
        heading: "Position dans la recherche et sur la page d'accueil",
        paragraphs: [
          "Parmi les annonces qui correspondent à la recherche d'un visiteur, les annonces Platinum apparaissent en premier, suivies des annonces Gold, puis des annonces Free.",
          "Les annonces Platinum sont aussi mises en avant sur la page d'accueil de Beitna.",
          "Une formule supérieure donne plus de visibilité, mais ne garantit ni un nombre de vues ou de contacts, ni une location ou une vente.",
        ],
      },
      {
        heading: "Expiration, rappels et renouvellement",
        paragraphs: [
          "Nous vous envoyons un rappel 3 jours avant l'expiration de la formule d'une annonce, puis un autre le jour de l'expiration.",
          "Une annonce Free expirée peut être renouvelée gratuitement pour une nouvelle période de 30 jours.",
          "Une annonce Gold ou Platinum expirée peut être renouvelée avec la même formule en utilisant des crédits pour une nouvelle période, ou renouvelée gratuitement avec la formule Free.",
        ],
      },
      {
        heading: "Prix",
        paragraphs: [
          "Les prix des formules Gold et Platinum dépendent du type d'annonce et figurent sur la page des formules. Tous les prix sont en dollars américains.",
          "Nous pouvons modifier les prix à tout moment. Un changement n'affecte jamais une formule déjà payée : elle garde son prix et toute sa durée.",
        ],
      },
      {
        heading: "Crédits",
        paragraphs: [
          "Les crédits sont un solde en dollars américains sur votre compte Beitna. Ils servent à passer une annonce en Gold ou en Platinum.",
          "Vous pouvez acheter des crédits, ou en obtenir grâce au parrainage et aux codes promo.",
          "Les crédits restent valables 12 mois à compter de leur ajout à votre solde. Passé ce délai, les crédits non utilisés expirent.",
          "Les crédits ne sont pas de l'argent : ils ne peuvent être ni retirés, ni échangés contre de l'argent (sauf dans les cas de remboursement décrits ci-dessous), ni transférés à un autre compte.",
        ],
      },
      {
        heading: "Moyens de paiement",
        paragraphs: [
          "Vous pouvez payer vos crédits en espèces, par virement bancaire, par OMT ou Whish, ou par carte bancaire lorsque cette option est disponible.",
          "Comment les paiements sont confirmés :",
        ],
        bullets: [
          "Les paiements en espèces, par virement, par OMT et par Whish sont confirmés manuellement par notre équipe. Les crédits n'apparaissent dans votre solde qu'une fois le paiement confirmé.",
          "Conservez votre reçu ou la référence du transfert jusqu'à ce que vos crédits apparaissent.",
          "Les paiements par carte sont traités par un prestataire de paiement. Beitna ne conserve pas le numéro complet de votre carte.",
        ],
      },
      {
        heading: "Codes promo et parrainage",
        paragraphs: [
          "Un code promo peut ajouter des crédits ou donner une réduction. Chaque code a ses propres conditions, comme une date d'expiration ou un nombre limité d'utilisations, qui vous sont indiquées lorsque vous l'utilisez.",
          "Vous pouvez inviter jusqu'à cinq amis à rejoindre Beitna avec votre lien de parrainage. Lorsque les cinq s'inscrivent dans les trois jours suivant leur invitation, vous recevez un mois gratuit de Beitna Gold pour l'une de vos annonces.",
          "Les filleuls doivent être de vraies personnes qui s'inscrivent elles-mêmes. Les faux comptes, l'auto-parrainage ou tout autre abus annulent la récompense, et nous pouvons retirer les crédits obtenus de cette manière.",
          "Les avantages liés aux codes promo et au parrainage n'ont aucune valeur monétaire et ne sont pas remboursables.",
        ],
      },
      {
        heading: "Changement de formule",
        paragraphs: [
          "Vous pouvez changer la formule d'une annonce à tout moment. Ce changement renvoie l'annonce en vérification, et la nouvelle formule commence lorsque l'annonce est de nouveau approuvée.",
        ],
      },
      {
        heading: "Remboursements",
        paragraphs: ["Nos règles de remboursement sont simples :"],
        bullets: [
          "Les crédits achetés et pas encore utilisés sur une annonce sont remboursés si vous le demandez dans les 14 jours suivant l'achat.",
          "Une formule appliquée à une annonce qui a été approuvée n'est pas remboursée.",
          "Exception : si Beitna refuse ou retire une annonce sans faute de la part du propriétaire, les crédits utilisés pour elle sont restitués sur votre solde.",
          "Si une annonce est refusée lors de la vérification, les crédits utilisés pour elle sont restitués sur votre solde.",
          "Pour demander un remboursement, écrivez à support@beitna.com en indiquant l'e-mail de votre compte et la référence du paiement. Le remboursement est effectué, si possible, par le moyen de paiement d'origine.",
        ],
      },
      {
        heading: "Résiliation de l'abonnement",
        paragraphs: [
          "Vous pouvez résilier à tout moment l'abonnement Gold ou Platinum d'une annonce. L'annonce repasse alors en formule Free et est retirée de Beitna. Vous pourrez la soumettre à nouveau plus tard.",
          "Les jours restants de la formule payante ne sont pas remboursés, comme indiqué dans la section Remboursements.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Pour toute question sur les formules, les crédits ou les paiements, écrivez à support@beitna.com. Beitna, Beyrouth, Liban."],
      },
    ],
  },

  services: {
    title: "Ce que propose Beitna",
    summary:
      "Beitna réunit les personnes qui cherchent un logement ou un bien au Liban et les propriétaires qui louent ou vendent, grâce à des annonces honnêtes et vérifiées.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Pour les locataires et les acheteurs",
        paragraphs: ["Rechercher et consulter les annonces sur Beitna est gratuit :"],
        bullets: [
          "Recherchez des biens à louer ou à vendre par caza et par région, et affinez les résultats par type de bien et par prix.",
          "Consultez les prix en dollars américains ou en livres libanaises, tels que fixés par le propriétaire.",
          "Enregistrez des annonces dans vos favoris et retrouvez-les depuis n'importe quel appareil.",
          "Contactez les propriétaires par téléphone, par WhatsApp ou par message sur Beitna, selon ce que chaque propriétaire choisit.",
          "Demandez une visite du bien et faites une offre directement depuis l'annonce.",
        ],
      },
      {
        heading: "Pour les propriétaires",
        paragraphs: ["Présentez votre bien aux personnes qui cherchent partout au Liban :"],
        bullets: [
          "Publiez des annonces de location et de vente avec photos, description et prix.",
          "Choisissez une formule pour chaque annonce : Beitna Free, ou Beitna Gold et Beitna Platinum pour plus de visibilité.",
          "Suivez chaque annonce depuis votre tableau de bord : vues, contacts, demandes de visite et offres.",
          "Ajoutez plusieurs annonces à la fois grâce à l'import groupé, pratique pour les agences et les propriétaires de plusieurs biens.",
          "Renouvelez vos annonces à leur expiration. Le renouvellement d'une annonce Free ne coûte rien.",
        ],
      },
      {
        heading: "Pour les bailleurs et leurs locataires",
        paragraphs: ["Gérez la relation avec vos locataires en un seul endroit :"],
        bullets: [
          "Invitez vos locataires à vous rejoindre sur Beitna.",
          "Tenez un compte de loyer partagé qui indique ce qui est dû et ce qui a été payé.",
          "Rangez au même endroit les dossiers d'état des lieux, comme les rapports et photos d'entrée et de sortie, et les documents juridiques, comme le bail.",
          "Les locataires voient le compte de loyer et les documents du bien qu'ils louent : les deux parties travaillent avec les mêmes informations.",
        ],
      },
      {
        heading: "Beitna sur votre téléphone",
        paragraphs: [
          "L'application mobile Beitna vous donne accès à la recherche, aux favoris, aux messages et à votre tableau de bord où que vous soyez, avec le même compte que sur le site.",
        ],
      },
      {
        heading: "Des annonces honnêtes grâce à la modération",
        paragraphs: [
          "Notre équipe vérifie chaque annonce avant sa mise en ligne : le bien doit être réel, les photos authentiques, le prix honnête, et l'annonce ne doit pas être un doublon.",
          "Si une annonce ne respecte pas nos règles, nous la refusons et indiquons le motif au propriétaire, pour qu'il puisse la corriger.",
          "Si une annonce vous semble douteuse, écrivez-nous à support@beitna.com et nous l'examinerons.",
          "Beitna n'est ni un agent immobilier ni une partie aux locations ou aux ventes : visitez toujours le bien et vérifiez les documents avant de payer quoi que ce soit.",
        ],
      },
      {
        heading: "Nous contacter",
        paragraphs: ["Une question ou une suggestion ? Écrivez à support@beitna.com. Beitna est basée à Beyrouth, au Liban."],
      },
    ],
  },
};
