// The "mail" section of the English catalog (see ../en.ts): the words of every mail, which only the
// server renders (server/mail/render-mail.server.ts), so no catalog part the browser loads has them
// (decision 0061). A mail's intro and after are paragraphs split on a blank line; a paragraph naming
// an optional field the mail was not given is left out.
const mail = {
  frame: {
    brand: "Beitna",
    hello: "Hello {{name}},",
    helloAnonymous: "Hello,",
    copyLink: "If the button does not work, copy this link into your browser:",
    colon: ":",
    signOff: "— The Beitna team",
    footer: "Beitna, the property marketplace for Lebanon.",
    unsubscribe: "Unsubscribe from these mails",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
  },
  "verify-email": {
    subject: "Confirm your email address",
    intro: "Thanks for signing up for Beitna! Click the button below to verify your email address and activate your account.",
    button: "Verify my email",
    after: "This link is valid for {{hours}}.\n\nIf you did not sign up for Beitna, you can safely ignore this email.",
  },
  "reset-password": {
    subject: "Reset your Beitna password",
    intro: "Someone (hopefully you) asked to reset the password of your Beitna account. Click the button below to choose a new one.",
    button: "Reset my password",
    after:
      "This link is valid for {{hours}} and can be used only once.\n\nOnce you sign in with your new password, you will be signed out on your other devices.\n\nIf this was not you, ignore this email: your password will not change.",
  },
  greeting: {
    subject: "Welcome to Beitna",
    intro: "Your email is verified and your account is ready. Here is what you can do now:",
    list: "Search homes for rent and for sale all over Lebanon\nSave your favourite listings to find them later\nPublish a listing for free\nContact owners directly",
    button: "Go to Beitna",
    after: "We are glad to have you with us.",
  },
  "change-email": {
    subject: "Confirm your new email address",
    intro: "Please confirm that you want to use this email address for your Beitna account.",
    button: "Confirm my new email",
    after:
      "This link is valid for {{hours}}.\n\nYour old address stays in use until you confirm.\n\nIf you did not ask for this change, you can ignore this email.",
  },
  "listing-expiring": {
    subject: "Your listing expires in 3 days",
    intro: 'Your listing "{{listingTitle}}" on Beitna expires in 3 days. Renew it from your dashboard to keep it in search results.',
    button: "Open my dashboard",
    after: "Free listings can be renewed for free once they expire.",
  },
  "listing-expired": {
    subject: "Your listing has expired",
    intro: 'Your listing "{{listingTitle}}" has expired and no longer appears in search results.',
    button: "Renew my listing",
    after: "Renewing puts it back into review, then online again.",
  },
  "listing-approved": {
    subject: "Your listing is live",
    intro: 'Good news: your listing "{{listingTitle}}" is approved and now appears on Beitna.',
    button: "Open my dashboard",
    after: "You can follow its views and requests from your dashboard.",
  },
  "listing-rejected": {
    subject: "Your listing needs changes",
    intro:
      'Your listing "{{listingTitle}}" was not approved. Our team\'s reason:\n\n{{reason}}\n\nEdit the listing to fix this; it will then be reviewed again.',
    button: "Edit my listing",
    after: "If something is unclear, reply to this email and we will help.",
  },
  "listing-changes-rejected": {
    subject: "Your changes were not approved",
    intro:
      'Your changes to "{{listingTitle}}" were not approved, and the listing stays online as it was. Our team\'s reason:\n\n{{reason}}\n\nYou can edit it again; the new changes will be reviewed while it stays online.',
    button: "Edit my listing",
    after: "If something is unclear, reply to this email and we will help.",
  },
  "price-reduced": {
    subject: "A home you saved is cheaper",
    intro: 'The price of "{{listingTitle}}", a home you saved on Beitna, went down to {{amountText}}.',
    button: "See the home",
    after: "You get this mail because you saved this home on Beitna.",
  },
  "share-property": {
    subject: "A listing on Beitna for you",
    intro: '{{senderName}} thought you would like this listing on Beitna: "{{listingTitle}}".',
    introFromSomeone: 'Someone shared a home on Beitna with you: "{{listingTitle}}".',
    button: "See the listing",
    after: "You received this email because someone entered your address on Beitna. We keep no list of it.",
  },
  "inspection-started": {
    subject: "An inspection of your home is ready for you",
    intro: 'Your landlord recorded an inspection of "{{listingTitle}}": the condition of each of the 12 areas, with notes and photos.',
    button: "Review the inspection",
    after: "Acknowledge each area, or add a comment where you see it differently. Your answers are kept with the inspection.",
  },
  "issue-reported": {
    subject: "Your tenant reported an issue",
    intro: '{{senderName}} reported an issue at "{{listingTitle}}":\n\n{{detail}}',
    button: "Open the issue",
    after: "Reply in its thread and mark it in progress, then resolved; your tenant confirms the fix.",
  },
  "referral-invitation": {
    subject: "Join me on Beitna",
    intro:
      "Hello {{name}},\n\n{{senderName}} invites you to Beitna, the place to find and list homes for rent and for sale in Lebanon.\n\nCreate your free account within three days so your friend's invitation counts.",
    button: "Create my account",
    after: "You received this email because a Beitna member entered your address. We will not write again unless you join.",
  },
  "promo-code": {
    subject: "Your Beitna promo code",
    intro:
      "Hello {{name}},\n\nHere is your personal promo code: {{promoCode}}. It puts one of your listings on {{planName}} for {{days}}, free.\n\nEnter it when you change a listing's plan or apply credits.",
    button: "Use my code",
    after: "The code is yours alone and works once.",
  },
  "saved-search-alert": {
    subject: "New listings for your saved search",
    intro: 'New listings match your saved search "{{searchName}}":',
    button: "See the listings",
    after: "You get this mail because you saved this search on Beitna.",
  },
  "notification-digest": {
    subject: "Your Beitna daily digest",
    intro: "Here is what happened since yesterday:",
    button: "Open Beitna",
    after: "You chose to get these notifications once a day. You can change that in your settings.",
  },
  "reports-digest": {
    subject: "Listings reported on Beitna",
    intro: "Visitors reported these listings since the last digest:",
    line_one: "{{title}}: {{reasons}}",
    line_other: "{{title}}: {{reasons}} ({{count}} reports)",
    button: "Open the reports",
    after: "You get this mail once a day, when there are new reports, because you are a Beitna admin.",
  },
  "tour-confirmed": {
    subject: "Your tour is confirmed",
    intro: 'The tour of "{{listingTitle}}" with {{senderName}} is set for {{tourTime}} (Beirut time).\n\nThe calendar file attached adds it to your calendar.',
    button: "Open the conversation",
    after: "Plans changed? Write in the conversation so the other side knows.",
  },
  "offer-accepted": {
    subject: "An offer was accepted",
    intro: 'The offer of {{amountText}} on "{{listingTitle}}" between you and {{senderName}} is accepted.',
    button: "Open the offer",
    after: "Agree on the next steps in the conversation. Once the deal is done, the owner can mark the listing rented or sold.",
  },
  "tour-requested": {
    subject: "New tour request",
    intro: '{{senderName}} asked for a tour of "{{listingTitle}}".\n\n“{{detail}}”',
    button: "See the proposed times",
    after: "Accept one of the proposed times, propose another or decline within 6 days, or the request expires.",
  },
  "new-message": {
    subject: "New message on Beitna",
    intro: '{{senderName}} wrote to you about "{{listingTitle}}".\n\n“{{detail}}”',
    button: "Reply",
    after: "Answer in the conversation on Beitna: your email address is never shown.",
  },
  "tour-declined": {
    subject: "Tour declined",
    intro: '{{senderName}} declined the tour of "{{listingTitle}}".\n\n“{{reason}}”',
    button: "Open the conversation",
    after: "You can still write in the conversation.",
  },
  "tour-proposed": {
    subject: "Another time proposed for your tour",
    intro: '{{senderName}} proposed {{tourTime}} (Beirut time) for the tour of "{{listingTitle}}".',
    button: "Accept or decline",
    after: "Answer within 6 days, or the request expires.",
  },
  "tour-expired": {
    subject: "A tour request expired",
    intro: 'The tour request for "{{listingTitle}}" between you and {{senderName}} expired without an answer.',
    button: "Open the conversation",
    after: "Still interested? A new request can be sent from the listing.",
  },
  "offer-received": {
    subject: "New offer on your listing",
    intro: '{{senderName}} offered {{amountText}} for "{{listingTitle}}".\n\n“{{detail}}”',
    button: "Answer the offer",
    after: "Accept, counter or decline within 7 days, or the offer expires.",
  },
  "offer-countered": {
    subject: "A counter-offer is waiting for you",
    intro: '{{senderName}} countered with {{amountText}} for "{{listingTitle}}".\n\n“{{detail}}”',
    button: "Answer the offer",
    after: "It is your turn: answer within 7 days, or the offer expires.",
  },
  "offer-declined": {
    subject: "Your offer was declined",
    intro: '{{senderName}} declined the offer of {{amountText}} for "{{listingTitle}}".\n\n“{{detail}}”',
    button: "Open the offer",
    after: "You can make a new offer from the listing.",
  },
  "offer-withdrawn": {
    subject: "An offer was withdrawn",
    intro: '{{senderName}} withdrew the offer of {{amountText}} for "{{listingTitle}}".\n\n“{{detail}}”',
    button: "Open the offer",
    after: "Nothing more is needed from you.",
  },
  "offer-expired": {
    subject: "An offer expired",
    intro: 'The offer of {{amountText}} for "{{listingTitle}}" between you and {{senderName}} expired without an answer.',
    button: "Open the offer",
    after: "Still interested? A new offer can be made from the listing.",
  },
  "tenant-invitation": {
    subject: "Your landlord invites you to Beitna",
    intro:
      '{{senderName}} invites you to follow your tenancy of "{{listingTitle}}" on Beitna: your lease, rent account and receipts, inspections and files in one place.',
    button: "Accept the invitation",
    after: "The link works for 14 days, once. Sign up with this email address, or sign in if you already have a Beitna account.",
  },
  "lease-start": {
    subject: "Your lease is recorded on Beitna",
    intro: '{{senderName}} recorded your lease of "{{listingTitle}}": {{detail}}.\n\nYour rent account shows each period, what you paid and your receipts.',
    button: "Open my tenancy",
  },
  "rent-due": {
    subject: "Rent due soon",
    intro: 'Your rent for "{{listingTitle}}" ({{detail}}) is due on {{dueOn}}.',
    button: "See my rent account",
    after: "Already paid? Declare the payment with its proof from your rent account.",
  },
  "rent-overdue": {
    subject: "Rent overdue",
    intro: 'Your rent for "{{listingTitle}}" ({{detail}}) was due on {{dueOn}} and is not fully paid.',
    button: "See my rent account",
    after: "If you paid, declare the payment with its proof so your landlord can confirm it.",
  },
  "payment-declared": {
    subject: "A tenant declared a rent payment",
    intro: '{{senderName}} declared a payment of {{amount}} for "{{listingTitle}}", with its proof. Check it and confirm it to issue the receipt.',
    button: "Review the payment",
  },
  "payment-receipt": {
    subject: "Payment received: your receipt",
    intro:
      "Thank you. Your payment of {{amount}} (reference {{paymentReference}}) is confirmed and its credits are on your balance.\n\nReceipt number: {{receiptNumber}}",
    button: "View my receipt",
    after: "You can print the receipt or find it later on your Credits page.",
  },
  "payment-rejected": {
    subject: "We could not confirm your payment",
    intro: "Your payment of {{amount}} (reference {{paymentReference}}) was not confirmed. Our team's reason:\n\n{{reason}}",
    button: "Open my credits",
    after: "No credits were added. If you did pay, reply to this email with your proof and we will look again.",
  },
};

export default mail;
