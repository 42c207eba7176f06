import type { SiteContent } from "./types";

export const content: SiteContent = {
  privacyPolicy: {
    title: "Privacy Policy",
    summary:
      "This policy explains what personal data Beitna keeps, why we keep it, who can see it and how you can control it. We do not sell your data, show you third-party ads or use outside trackers.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          "Beitna is an online property marketplace for Lebanon, based in Beirut. Owners publish rental and sale listings, visitors search and save them, and landlords can share the rent account and property files with their tenants.",
          "Beitna is responsible for the personal data described in this policy. We handle it in line with Lebanon's Law No. 81 of 2018 on Electronic Transactions and Personal Data.",
          "For any privacy question, write to privacy@beitna.com.",
        ],
      },
      {
        heading: "What data we keep",
        paragraphs: [
          "We keep only what we need to run the service. We do not use third-party trackers, we do not build advertising profiles and we do not sell your data to anyone.",
          "Here is what we keep:",
        ],
        bullets: [
          "Account details: your name, email address, phone number with its country code, and your country. Your password is stored only as a secure hash, never in readable form.",
          "Sign-in with Google or Facebook: if you choose it, we receive your name, email address and an account identifier from that provider. We never receive your Google or Facebook password.",
          "Listings: the descriptions, prices, locations and photos you publish. We remove location metadata (such as GPS coordinates) from photos when you upload them.",
          "Messages, tour requests and offers that you send or receive through Beitna.",
          "Your favourites, meaning the listings you save.",
          "Landlord and tenant information: the links between a landlord and their tenants, rent account entries, and the inspection and legal files uploaded for a shared property.",
          "Bank details of landlords who add them: account holder name, bank and IBAN. The IBAN is encrypted and only its last four digits are ever shown.",
          "Payment records: amounts, dates, payment method, references, and the credits and plans purchased. When card payments are available, card details are handled by the payment provider and we do not store full card numbers.",
          "Usage data: the pages and listings that are viewed, stored on our own servers, and technical server logs (such as IP address, browser type and time of request).",
        ],
      },
      {
        heading: "Why we use your data",
        paragraphs: ["We use your data only to:"],
        bullets: [
          "Create and secure your account and let you sign in.",
          "Publish, review and display your listings.",
          "Connect visitors with owners by phone, WhatsApp, messages, tour requests and offers.",
          "Save your favourites.",
          "Provide the rent account and shared property files between landlords and tenants.",
          "Process payments, credits, plans, promo codes and referrals.",
          "Send you service messages, such as the result of a listing review or a plan expiry reminder.",
          "Show owners how many people viewed and contacted their listings, and improve Beitna using page-view statistics.",
          "Prevent fraud, spam and misuse, and meet our legal obligations.",
        ],
      },
      {
        heading: "Legal basis",
        paragraphs: ["In line with Law No. 81 of 2018, we process personal data on the following grounds:"],
        bullets: [
          "Providing the service you signed up for, under our Terms and Conditions.",
          "Your consent, for example when you choose to show your phone number on a listing or to sign in with Google or Facebook. You can withdraw your consent at any time.",
          "Our legal obligations, such as keeping payment records.",
          "Our legitimate interest in keeping Beitna safe, honest and working well, for example reviewing listings and preventing fraud.",
        ],
      },
      {
        heading: "Who can see your data",
        paragraphs: ["We never sell or rent personal data, and we do not share it with advertisers.", "Who can see your data depends on what it is:"],
        bullets: [
          "Listings are public. Anyone can see a published listing's description, photos, price and the area where the property is located.",
          "Your phone number, WhatsApp and email appear on a listing only if you choose to show them. Otherwise, visitors contact you through Beitna messages.",
          "Messages, tour requests and offers are visible only to the people in the conversation, and to our team when needed to handle a report of abuse.",
          "A landlord and their linked tenants see the rent account, inspection files and legal files of the property they share.",
          "Our team sees what it needs to review listings, confirm payments and answer support requests.",
          "Service providers who host our servers, send our emails or process payments act on our instructions and may use the data only to provide their service to us.",
          "Authorities, when Lebanese law or a court order requires it.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Beitna uses only the cookies the site needs to work. We do not use advertising or third-party tracking cookies, so there is no advertising cookie banner to accept. Our page-view statistics are collected on our own servers without tracking cookies.",
          "The three cookies we use are:",
        ],
        bullets: [
          "A session cookie that keeps you signed in.",
          "A language cookie that remembers whether you chose English, Arabic or French.",
          "A security token that protects forms against cross-site request forgery (CSRF).",
        ],
      },
      {
        heading: "How long we keep data",
        paragraphs: ["We keep data only as long as it is needed:"],
        bullets: [
          "Your account and its data are kept until you delete the account.",
          "When you delete your account, your listings are taken down and your personal data is removed within 30 days.",
          "Some records must be kept longer by law. Payment records are kept for 10 years, as Lebanese commercial law requires for accounting records.",
          "Server logs are deleted after 30 days.",
          "Aggregated page-view statistics that no longer identify you may be kept to follow overall trends.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "We protect your data with encrypted connections (HTTPS), password hashing, encryption of IBANs, and access limited to the team members who need it.",
          "Location metadata is removed from photos before they are stored.",
          "No system is perfectly secure. If a breach affects your personal data, we will inform you without undue delay and take the steps the law requires.",
          "Keep your password private, and tell us at support@beitna.com if you think someone else has used your account.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You can edit most of your details, and delete your account, yourself in your account settings. For any other request, write to privacy@beitna.com. We may ask you to confirm your identity, and we will answer within 30 days.",
          "You have the right to:",
        ],
        bullets: [
          "Access the personal data we hold about you.",
          "Correct data that is wrong or incomplete.",
          "Delete your data and your account.",
          "Receive a copy of your data in a common, machine-readable format.",
          "Object to a particular use of your data, or withdraw a consent you gave.",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "Beitna is for people aged 13 and older. We do not knowingly keep data about children under 13. If we learn that an account belongs to a child under 13, we delete it.",
          "Only adults aged 18 and older may publish listings. Parents or guardians who believe their child has given us data can write to privacy@beitna.com.",
        ],
      },
      {
        heading: "Transfers outside Lebanon",
        paragraphs: [
          "Our servers and some of our service providers may be located outside Lebanon. When data is transferred abroad, we choose providers that protect it at a level consistent with this policy and with Lebanese law.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          "We may update this policy when our service or the law changes. The date at the top shows the latest version. If a change is significant, we will tell you by email or on the site before it takes effect.",
          "Contact: Beitna, Beirut, Lebanon. Write to privacy@beitna.com for privacy questions and to support@beitna.com for anything else.",
        ],
      },
    ],
  },

  termsConditions: {
    title: "Terms and Conditions",
    summary: "These terms set the rules for using Beitna, for visitors, owners, landlords and tenants alike. By using Beitna, you agree to them.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Acceptance of these terms",
        paragraphs: [
          "These terms are an agreement between you and Beitna, the online property marketplace operated from Beirut, Lebanon. They apply to the website, the mobile app and all Beitna services.",
          "By creating an account or using Beitna, you accept these terms, our Privacy Policy and, if you buy a plan or credits, our Service Plan Terms. If you do not agree, please do not use Beitna.",
          "These terms are concluded electronically, in line with Lebanon's Law No. 81 of 2018 on Electronic Transactions and Personal Data.",
        ],
      },
      {
        heading: "Who can use Beitna",
        paragraphs: [
          "You must be at least 13 years old to create an account.",
          "To publish a listing, you must be at least 18 years old and have the right to rent or sell the property, as its owner or with the owner's written authorisation (for example as an agent or a family member).",
          "If you use Beitna on behalf of a company or an agency, you confirm that you are allowed to bind it to these terms.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "You can sign up with an email address and password, or with Google or Facebook. Give true details and keep them up to date.",
          "Keep your password private: you are responsible for what happens under your account. Tell us straight away at support@beitna.com if you think someone has accessed it without permission.",
          "You can delete your account at any time in your account settings.",
        ],
      },
      {
        heading: "Listing rules",
        paragraphs: ["Every listing must:"],
        bullets: [
          "Describe a real property that is actually available for rent or sale.",
          "Be published by the owner or with the owner's authorisation.",
          "Be true and accurate about the location, size, rooms, condition and any conditions of the rental or sale.",
          "Use real, recent photos of that property, not stock images or photos of another place.",
          "Show the real price in US dollars (USD) or Lebanese pounds (LBP), with no hidden fees and no bait prices.",
          "Not discriminate against anyone because of religion, sect, nationality, origin, gender or disability.",
          "Be posted only once. Duplicate listings of the same property are removed.",
          "Be removed or marked as unavailable as soon as the property is rented or sold.",
        ],
      },
      {
        heading: "Review and moderation",
        paragraphs: [
          "Every listing is reviewed by our team before it goes live, to check that it follows these rules.",
          "We may reject a listing or ask you to change it. When we reject a listing, we tell you the reason so you can fix it and submit it again.",
          "We may also remove a published listing that breaks these rules, or that is reported and found to be misleading.",
          "Changing a listing's plan puts it back into review.",
        ],
      },
      {
        heading: "Contacts between users",
        paragraphs: [
          "Beitna is a marketplace that connects people. We are not a real estate broker or agent, and we are not a party to any rental or sale agreed between users.",
          "Even though we review listings, we do not guarantee that a property, a listing, an owner or a visitor is what they claim to be. Visit the property and check the ownership documents and the identity of the other party before you pay anything or sign.",
          "Any agreement, deposit or payment between users is their own responsibility. We recommend a written contract, registered where Lebanese law requires it.",
        ],
      },
      {
        heading: "Landlords and tenants",
        paragraphs: [
          "Landlords can invite their tenants to Beitna. A tenant who accepts sees the rent account, inspection files and legal files that the landlord shares for that property.",
          "The landlord is responsible for the accuracy of the rent account and of the files they upload, and for having the right to share them. The rent account is a record that helps both sides: it is not a receipt issued by Beitna, and it does not replace the lease or legal proof of payment.",
        ],
      },
      {
        heading: "Prohibited conduct",
        paragraphs: ["You must not:"],
        bullets: [
          "Publish false, misleading or fraudulent listings, or listings for properties you have no right to offer.",
          "Ask for a deposit or payment for a property you cannot rent or sell.",
          "Harass, threaten or insult other users, or send spam.",
          "Collect other users' contact details or copy listings by automated means.",
          "Use someone else's account or identity, or create fake accounts, including to abuse promo codes or referrals.",
          "Upload illegal content, malware, or content that infringes someone else's rights.",
          "Try to get around our security, our review process or plan limits.",
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          "The Beitna name, logo, design and software belong to Beitna. You may not copy or reuse them without our written permission.",
          "You keep ownership of the text and photos you upload. You confirm that you own them or have the right to use them.",
          "By publishing a listing, you give Beitna a free, non-exclusive licence to host, display, resize and reproduce its photos and text on the website, in the mobile app and in Beitna's own promotion of that listing, for as long as the listing is on Beitna and for a reasonable time afterwards to clear it from caches and backups.",
        ],
      },
      {
        heading: "Fees and plans",
        paragraphs: [
          "Searching, viewing and saving listings is free, and so is publishing on the Beitna Free plan.",
          "Beitna Gold and Beitna Platinum are paid plans. Plans, credits, payments, promo codes, referrals and refunds are governed by our Service Plan Terms, which form part of these terms. Current prices are shown on the plans page.",
        ],
      },
      {
        heading: "Suspension and termination",
        paragraphs: [
          "We may suspend or close an account, or remove listings, if you break these terms, if the law requires it, or to protect other users. Whenever possible, we tell you the reason and give you a chance to respond.",
          "If a listing is removed because it broke these terms, the credits applied to it are not returned (see the Service Plan Terms).",
          "You may stop using Beitna and delete your account at any time.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          "Beitna is provided as it is and as available. We work to keep it running and accurate, but we do not guarantee that it will be uninterrupted or free of errors.",
          "We are not responsible for the content of listings published by users, for the conduct of users, or for any rental or sale agreed between them.",
          "To the extent Lebanese law allows, our total liability to you is limited to the amount you paid Beitna in the 12 months before the claim.",
          "Nothing in these terms limits liability that cannot be limited under Lebanese law, including liability for fraud or gross fault.",
        ],
      },
      {
        heading: "Governing law and disputes",
        paragraphs: [
          "These terms are governed by Lebanese law.",
          "If you have a complaint, contact support@beitna.com first, and we will try to settle it amicably. If that fails, the courts of Beirut have jurisdiction, subject to the mandatory rules of Lebanese consumer protection law.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          "We may update these terms. The date at the top shows the latest version. We will tell you about significant changes by email or on the site before they take effect, and if you keep using Beitna after that, you accept the new terms.",
          "Contact: Beitna, Beirut, Lebanon - support@beitna.com.",
        ],
      },
    ],
  },

  servicePlanTerms: {
    title: "Service Plan Terms",
    summary:
      "These terms explain Beitna's listing plans, how credits and payments work, and when you can get a refund. They form part of our Terms and Conditions.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "The plans",
        paragraphs: [
          "A plan applies to one listing: each listing has its own plan and its own period.",
          "Each listing on Beitna is published under one of three plans:",
        ],
        bullets: [
          "Beitna Free: a standard listing, free of charge.",
          "Beitna Gold: a paid plan that places the listing above Free listings in search results.",
          "Beitna Platinum: a paid plan that places the listing first in search results and features it on the Beitna home page.",
        ],
      },
      {
        heading: "Plan period",
        paragraphs: [
          "A listing's plan lasts 30 days from the day our team approves the listing, not from the day you submit it or pay.",
          "When the 30 days end, the plan expires and the listing no longer appears in search until it is renewed.",
        ],
      },
      {
        heading: "Placement in search and on the home page",
        paragraphs: [
          "Among the listings that match a visitor's search, Platinum listings appear first, followed by Gold listings, then Free listings.",
          "Platinum listings are also featured on the Beitna home page.",
          "A higher plan gives more visibility. It does not guarantee a number of views or contacts, or a rental or sale.",
        ],
      },
      {
        heading: "Expiry, reminders and renewal",
        paragraphs: [
          "We send you a reminder 3 days before a listing's plan expires, and another on the day it expires.",
          "An expired Free listing can be renewed for free, for a new 30-day period.",
          "An expired Gold or Platinum listing can be renewed on the same plan by applying credits for a new period, or renewed on the Free plan at no cost.",
        ],
      },
      {
        heading: "Prices",
        paragraphs: [
          "Gold and Platinum prices depend on the listing type and are shown on the plans page. All prices are in US dollars.",
          "We may change prices at any time. A change never affects a plan you have already paid for: it keeps its price and its full period.",
        ],
      },
      {
        heading: "Credits",
        paragraphs: [
          "Credits are a balance in US dollars on your Beitna account. You use them to put a listing on Gold or Platinum.",
          "You can buy credits, or earn them through referrals and promo codes.",
          "Credits remain valid for 12 months from the date they are added to your balance. After that, unused credits expire.",
          "Credits are not cash. They cannot be withdrawn, exchanged for money (except for the refunds described below) or transferred to another account.",
        ],
      },
      {
        heading: "Payment methods",
        paragraphs: [
          "You can pay for credits in cash, by bank transfer, through OMT or Whish, or by card when this option is available.",
          "How payments are confirmed:",
        ],
        bullets: [
          "Cash, bank transfer, OMT and Whish payments are confirmed manually by our team. Credits appear in your balance only once the payment is confirmed.",
          "Keep your receipt or transfer reference until your credits appear.",
          "Card payments are processed by a payment provider. Beitna does not store your full card number.",
        ],
      },
      {
        heading: "Promo codes and referrals",
        paragraphs: [
          "A promo code may add credits or give a discount. Each code has its own conditions, such as an expiry date or a limit on uses, which are shown when you use it.",
          "You can invite up to five friends to join Beitna with your referral link. When all five register within three days of their invitation, you get one free month of Beitna Gold for one of your listings.",
          "Referrals must be real people who sign up themselves. Fake accounts, self-referrals or any other abuse cancel the reward, and we may remove credits obtained this way.",
          "Promo code and referral rewards have no cash value and are not refundable.",
        ],
      },
      {
        heading: "Changing a plan",
        paragraphs: [
          "You can move a listing to a different plan at any time. Changing the plan puts the listing back into review, and the new plan starts when the listing is approved again.",
        ],
      },
      {
        heading: "Refunds",
        paragraphs: ["Our refund rules are simple:"],
        bullets: [
          "Credits you bought and have not yet applied to a listing are refunded if you ask within 14 days of purchase.",
          "A plan applied to a listing that was approved is not refunded.",
          "Exception: if Beitna rejects or removes a listing through no fault of the owner, the credits used for it are returned to your balance.",
          "If a listing is rejected in review, the credits applied to it are returned to your balance.",
          "To ask for a refund, write to support@beitna.com with your account email and the payment reference. Refunds are paid by the original payment method whenever possible.",
        ],
      },
      {
        heading: "Cancelling a membership",
        paragraphs: [
          "You can cancel a listing's Gold or Platinum membership at any time. When you cancel, the listing returns to the Free plan and is taken down from Beitna. You can submit it again later.",
          "The remaining days of the paid plan are not refunded, as explained under Refunds.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["For any question about plans, credits or payments, write to support@beitna.com. Beitna, Beirut, Lebanon."],
      },
    ],
  },

  services: {
    title: "What Beitna offers",
    summary: "Beitna brings together people looking for a home or a property in Lebanon and the owners who rent or sell, through honest, reviewed listings.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "For renters and buyers",
        paragraphs: ["Searching and viewing listings on Beitna is free:"],
        bullets: [
          "Search properties for rent or for sale by district and area, and narrow the results by property type and price.",
          "See prices in US dollars or Lebanese pounds, as set by the owner.",
          "Save listings to your favourites and come back to them from any device.",
          "Contact owners by phone, WhatsApp or a message on Beitna, depending on what each owner chooses.",
          "Request a tour to visit a property, and send an offer directly from the listing.",
        ],
      },
      {
        heading: "For property owners",
        paragraphs: ["Reach people looking for property all over Lebanon:"],
        bullets: [
          "Publish rental and sale listings with photos, a description and a price.",
          "Choose a plan for each listing: Beitna Free, or Beitna Gold and Beitna Platinum for more visibility.",
          "Follow each listing from your dashboard: views, contacts, tour requests and offers.",
          "Add many listings at once with bulk upload, useful for agencies and owners with several properties.",
          "Renew your listings when they expire. Renewing a Free listing costs nothing.",
        ],
      },
      {
        heading: "For landlords and their tenants",
        paragraphs: ["Manage the relationship with your tenants in one place:"],
        bullets: [
          "Invite your tenants to join you on Beitna.",
          "Keep a shared rent account showing what is due and what has been paid.",
          "Keep inspection files, such as move-in and move-out reports and photos, and legal files, such as the lease, in one place.",
          "Tenants see the rent account and files of the property they rent, so both sides work from the same information.",
        ],
      },
      {
        heading: "Beitna on your phone",
        paragraphs: [
          "The Beitna mobile app gives you search, favourites, messages and your dashboard wherever you are, with the same account you use on the website.",
        ],
      },
      {
        heading: "Honest listings through moderation",
        paragraphs: [
          "Every listing is reviewed by our team before it goes live. We check that it describes a real property, uses real photos, shows an honest price and is not a duplicate.",
          "If a listing does not meet our rules, we reject it and tell the owner why, so they can fix it.",
          "If you come across a listing that looks wrong, tell us at support@beitna.com and we will look into it.",
          "Beitna is not a broker and not a party to rentals or sales, so always visit the property and check the documents before paying anything.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: ["A question or a suggestion? Write to support@beitna.com. Beitna is based in Beirut, Lebanon."],
      },
    ],
  },
};
