// Words the demo listings are written with, in the three languages of the site, so a newcomer
// sees listings in English, Arabic and French side by side (and keyword search in each script).
import type { PROPERTY_TYPES } from "../../../../domain/listing.ts";

type PropertyType = (typeof PROPERTY_TYPES)[number];

export const DEMO_PASSWORD = "Beitna-Demo1";
export const DEMO_ADMIN_EMAIL = "admin@beitna.demo";
export const DEMO_OWNER_EMAIL = "owner@beitna.demo";
/** The first demo listing's id, which the API reference's examples name (server/api/functions/examples.ts). */
export const DEMO_EXAMPLE_LISTING_ID = "5e1f0000-0000-4000-8000-000000000001";
/** The demo owner's second listing (the fifth made), on which the API reference's expirePromo example uses its code. */
export const DEMO_PROMO_LISTING_ID = "5e1f0000-0000-4000-8000-000000000005";
/** A campaign code for one Gold period, which the API reference's expirePromo example redeems. */
export const DEMO_PROMO_CODE = "DEMO-GOLD";

/** The second demo listing (another owner's): the examples of a tour request, a message and an offer name it. */
export const DEMO_SECOND_LISTING_ID = "5e1f0000-0000-4000-8000-000000000002";
/** A tour request and an offer from the second owner on the first listing, which the API's examples answer. */
export const DEMO_EXAMPLE_REQUEST_ID = "5e1f0000-0000-4000-8000-0000000000a1";
export const DEMO_EXAMPLE_OFFER_ID = "5e1f0000-0000-4000-8000-0000000000b1";
/** The demo owner's third listing (the ninth made), with an accepted offer: the API's markListingTaken example marks it rented. */
export const DEMO_TAKEN_LISTING_ID = "5e1f0000-0000-4000-8000-000000000009";
export const DEMO_ACCEPTED_OFFER_ID = "5e1f0000-0000-4000-8000-0000000000b2";

/**
 * The demo owner's listings the API's listing and plan examples write to, one each, so that no
 * example changes a listing another one names (decision 0064). The seed makes them as it makes
 * every listing; the activation's is Expired on Free, as activation asks.
 */
export const DEMO_LIFECYCLE_LISTINGS = {
  edit: "5e1f0000-0000-4000-8000-000000000013",
  visibility: "5e1f0000-0000-4000-8000-000000000017",
  delete: "5e1f0000-0000-4000-8000-000000000021",
  renew: "5e1f0000-0000-4000-8000-000000000025",
  editCredits: "5e1f0000-0000-4000-8000-000000000029",
  changePlan: "5e1f0000-0000-4000-8000-000000000033",
  activate: "5e1f0000-0000-4000-8000-000000000041",
  cancel: "5e1f0000-0000-4000-8000-000000000045",
  applyCredits: "5e1f0000-0000-4000-8000-000000000053",
} as const;
/** Two more of the demo owner's listings, Expired on Free as bulk renewal asks: renewProperties' example renews both. */
export const DEMO_BULK_RENEW_LISTINGS = ["5e1f0000-0000-4000-8000-000000000065", "5e1f0000-0000-4000-8000-000000000069"] as const;
/** A confirmed credit purchase of the demo owner's: the credits the examples spend, its receipt. */
export const DEMO_CREDIT_PAYMENT = { id: "5e1f0000-0000-4000-8000-0000000000d1", reference: "BTN-DEMX-2626", amountUsd: 200 } as const;

/**
 * The admin's examples (moderation and the payment desk), each on a row of its own: two of the
 * second owner's listings waiting for review (approveProperty, rejectProperty), two manual
 * payments of theirs waiting for the desk (confirmPayment, rejectPayment) and a confirmed one
 * that refundPayment refunds in part.
 */
export const DEMO_PENDING_LISTINGS = { approve: "5e1f0000-0000-4000-8000-000000000058", reject: "5e1f0000-0000-4000-8000-000000000062" } as const;
export const DEMO_PENDING_PAYMENTS = {
  confirm: { id: "5e1f0000-0000-4000-8000-0000000000d2", reference: "BTN-DEMP-2627", amountUsd: 50 },
  reject: { id: "5e1f0000-0000-4000-8000-0000000000d3", reference: "BTN-DEMR-2628", amountUsd: 50 },
} as const;
/** The demo owner's bank transfer still waiting, whose receipt attachPaymentProof's example attaches. */
export const DEMO_PROOF_PAYMENT = { id: "5e1f0000-0000-4000-8000-0000000000d5", reference: "BTN-DEMQ-2630", amountUsd: 50 } as const;
export const DEMO_REFUND_PAYMENT = { id: "5e1f0000-0000-4000-8000-0000000000d4", reference: "BTN-DEMF-2629", amountUsd: 50 } as const;

/**
 * The rest of the admin's examples: the second owner's id (setVerifiedOwner gives them the badge,
 * setAdminRole takes a role they do not have), a campaign code of its own that setPromoCodePaused
 * pauses, and a visitor's open report on the second owner's listing that decideReport decides.
 */
/** The second owner's live listing whose price they cut a day ago: revertPrice's example puts the old price back. */
export const DEMO_PRICE_CUT_LISTING_ID = "5e1f0000-0000-4000-8000-000000000006";
export const DEMO_SECOND_OWNER_ID = "5e1f0000-0000-4000-8000-000000000103";
export const DEMO_PAUSABLE_PROMO_CODE = "DEMO-SPRING";
export const DEMO_LISTING_REPORT_ID = "5e1f0000-0000-4000-8000-0000000000f1";

/** Two issues the demo tenant reported on the example listing: issueMessage's example writes in one's thread, moveIssue's resolves the other. */
/** The example listing's move-in inspection, which respondToInspection's example answers as its tenant. */
export const DEMO_INSPECTION_ID = "5e1f0000-0000-4000-8000-0000000000cb";

export const DEMO_ISSUES = { message: "5e1f0000-0000-4000-8000-0000000000c7", move: "5e1f0000-0000-4000-8000-0000000000c8" } as const;

/** Two of the demo owner's invitations to their example listing, still pending: resendInvitation's example sends one again, revokeInvitation's withdraws the other. */
export const DEMO_INVITATIONS = {
  resend: { id: "5e1f0000-0000-4000-8000-0000000000c9", tenantName: "Sami Rizk", tenantEmail: "sami.rizk@example.com" },
  revoke: { id: "5e1f0000-0000-4000-8000-0000000000ca", tenantName: "Rola Hajj", tenantEmail: "rola.hajj@example.com" },
} as const;

/** Two rent payments the demo tenant declared: confirmRentPayment's and rejectRentPayment's examples answer them. */
export const DEMO_DECLARED_RENT_PAYMENTS = { confirm: "5e1f0000-0000-4000-8000-0000000000e1", reject: "5e1f0000-0000-4000-8000-0000000000e2" } as const;

/** The example owner's id, which the API reference's examples name. */
export const DEMO_OWNER_ID = "5e1f0000-0000-4000-8000-000000000100";
/**
 * The example listing's tenant (issue 16): linked with a recorded lease and a move-in inspection,
 * so every tenancy function's example runs.
 */
export const DEMO_TENANT = { id: "5e1f0000-0000-4000-8000-000000000101", email: "tenant@beitna.demo", firstName: "Lina", lastName: "Aoun", phone: "78123456" };

/** A tenant of the demo owner's second listing: endTenancy's example ends this tenancy, leaving the first one whole. */
export const DEMO_LEAVING_TENANT = {
  id: "5e1f0000-0000-4000-8000-000000000102",
  email: "leaving.tenant@beitna.demo",
  firstName: "Karim",
  lastName: "Nassar",
  phone: "78123457",
};

/**
 * An account of its own for the API's deleteAccount example, which closes it for good: it has no
 * listing, and a password of its own, so the example run by anyone else (the demo owner included)
 * is refused as a wrong current password and closes nothing.
 */
export const DEMO_CLOSING_ACCOUNT = {
  id: "5e1f0000-0000-4000-8000-000000000104",
  email: "closing@beitna.demo",
  password: "Beitna-Closing1",
  firstName: "Hadi",
  lastName: "Mansour",
  phone: "78123458",
};

export const DEMO_OWNERS = [
  { id: DEMO_OWNER_ID, email: DEMO_OWNER_EMAIL, firstName: "Rami", lastName: "Haddad", phone: "3123456" },
  { id: DEMO_SECOND_OWNER_ID, email: "nour@beitna.demo", firstName: "Nour", lastName: "Khoury", phone: "70111222" },
  { email: "karim@beitna.demo", firstName: "Karim", lastName: "Saad", phone: "71333444", locale: "ar" as const },
  { email: "maya@beitna.demo", firstName: "Maya", lastName: "Frem", phone: "76555666", locale: "fr" as const },
];

export interface DemoKind {
  type: PropertyType;
  category: "Residential" | "Commercial" | "Land";
  /** Relative frequency among the demo listings. */
  weight: number;
  /** Relative frequency in the busy city areas (DEMO_CITY_AREAS): flats, studios, offices and shops. */
  cityWeight: number;
  size: [number, number];
  bedrooms: [number, number];
  /** Monthly rent and sale price per m², in USD. */
  rentPerM2: [number, number];
  salePerM2: [number, number];
  ar: string;
  fr: string;
}

/**
 * The areas most of the demo's listings are in, as on a real marketplace (issue 44): busy enough
 * that a listing has comparable ones (5 of its kind: decision 0066) and the area guides have
 * figures. Every district still has a listing of its own.
 */
export const DEMO_CITY_AREAS: ReadonlyArray<{ district: string; area: string }> = [
  { district: "Beirut", area: "Hamra" },
  { district: "Beirut", area: "Achrafieh" },
  { district: "Beirut", area: "Verdun" },
  { district: "Beirut", area: "Badaro" },
  { district: "Metn", area: "Antelias" },
  { district: "Metn", area: "Dbayeh" },
  { district: "Metn", area: "Broummana" },
  { district: "Keserwan", area: "Jounieh" },
  { district: "Keserwan", area: "Kaslik" },
  { district: "Baabda", area: "Hadath" },
];

export const DEMO_KINDS: readonly DemoKind[] = [
  {
    type: "Apartment",
    category: "Residential",
    weight: 40,
    cityWeight: 70,
    size: [80, 260],
    bedrooms: [1, 4],
    rentPerM2: [5, 14],
    salePerM2: [1200, 3500],
    ar: "شقة",
    fr: "Appartement",
  },
  {
    type: "Studio",
    category: "Residential",
    weight: 8,
    cityWeight: 10,
    size: [35, 65],
    bedrooms: [0, 0],
    rentPerM2: [8, 16],
    salePerM2: [1500, 3000],
    ar: "استوديو",
    fr: "Studio",
  },
  {
    type: "Duplex",
    category: "Residential",
    weight: 6,
    cityWeight: 3,
    size: [180, 400],
    bedrooms: [3, 5],
    rentPerM2: [6, 12],
    salePerM2: [1300, 3200],
    ar: "دوبلكس",
    fr: "Duplex",
  },
  {
    type: "Penthouse",
    category: "Residential",
    weight: 3,
    cityWeight: 3,
    size: [220, 500],
    bedrooms: [3, 5],
    rentPerM2: [8, 10],
    salePerM2: [2200, 4000],
    ar: "بنتهاوس",
    fr: "Penthouse",
  },
  {
    type: "House",
    category: "Residential",
    weight: 8,
    cityWeight: 0,
    size: [150, 380],
    bedrooms: [2, 5],
    rentPerM2: [3, 8],
    salePerM2: [700, 1800],
    ar: "منزل",
    fr: "Maison",
  },
  {
    type: "Villa",
    category: "Residential",
    weight: 6,
    cityWeight: 0,
    size: [300, 800],
    bedrooms: [4, 7],
    rentPerM2: [4, 6],
    salePerM2: [900, 2500],
    ar: "فيلا",
    fr: "Villa",
  },
  {
    type: "Chalet",
    category: "Residential",
    weight: 5,
    cityWeight: 0,
    size: [70, 150],
    bedrooms: [1, 3],
    rentPerM2: [8, 20],
    salePerM2: [1500, 3000],
    ar: "شاليه",
    fr: "Chalet",
  },
  {
    type: "Office",
    category: "Commercial",
    weight: 8,
    cityWeight: 8,
    size: [45, 350],
    bedrooms: [0, 0],
    rentPerM2: [6, 14],
    salePerM2: [1200, 3000],
    ar: "مكتب",
    fr: "Bureau",
  },
  {
    type: "Shop",
    category: "Commercial",
    weight: 6,
    cityWeight: 6,
    size: [25, 180],
    bedrooms: [0, 0],
    rentPerM2: [10, 25],
    salePerM2: [1500, 4000],
    ar: "محل",
    fr: "Boutique",
  },
  {
    type: "Warehouse",
    category: "Commercial",
    weight: 3,
    cityWeight: 0,
    size: [200, 1200],
    bedrooms: [0, 0],
    rentPerM2: [2, 4],
    salePerM2: [400, 900],
    ar: "مستودع",
    fr: "Entrepôt",
  },
  {
    type: "Land",
    category: "Land",
    weight: 7,
    cityWeight: 0,
    size: [500, 4000],
    bedrooms: [0, 0],
    rentPerM2: [0.3, 1],
    salePerM2: [80, 450],
    ar: "أرض",
    fr: "Terrain",
  },
];

type Words = { rent: string; sale: string };
const RENT_SALE: Record<"en" | "ar" | "fr", Words> = {
  en: { rent: "for rent", sale: "for sale" },
  ar: { rent: "للإيجار", sale: "للبيع" },
  fr: { rent: "à louer", sale: "à vendre" },
};

export interface DemoText {
  language: "en" | "ar" | "fr";
  kind: DemoKind;
  sale: boolean;
  bedrooms: number;
  size: number;
  area: string;
  areaAr: string;
  district: string;
  districtAr: string;
  districtFr: string;
  furnished: boolean;
  seaView: boolean;
}

export function demoTitle(text: DemoText): string {
  const { kind, bedrooms, language } = text;
  const deal = RENT_SALE[language][text.sale ? "sale" : "rent"];
  if (language === "ar") return `${kind.ar}${bedrooms ? ` ${bedrooms} غرف نوم` : ""} ${deal} في ${text.areaAr}`;
  if (language === "fr") return `${kind.fr}${bedrooms ? ` ${bedrooms} chambres` : ""} ${deal} à ${text.area}`;
  return `${bedrooms ? `${bedrooms}-bedroom ` : ""}${kind.type.toLowerCase()} ${deal} in ${text.area}`.replace(/^./, (first) => first.toUpperCase());
}

export function demoDescription(text: DemoText): string {
  const { kind, size, language } = text;
  if (language === "ar") {
    return [
      `${kind.ar} بمساحة ${size} م² في ${text.areaAr}، قضاء ${text.districtAr}.`,
      text.seaView ? "إطلالة مفتوحة على البحر." : "موقع هادئ قريب من الطريق العام.",
      text.furnished ? "مفروشة بالكامل وجاهزة للسكن." : "",
      "قريبة من المدارس والمحلات. اتصلوا بنا لترتيب زيارة.",
    ]
      .filter(Boolean)
      .join(" ");
  }
  if (language === "fr") {
    return [
      `${kind.fr} de ${size} m² à ${text.area}, caza de ${text.districtFr}.`,
      text.seaView ? "Belle vue dégagée sur la mer." : "Quartier calme, proche de la route principale.",
      text.furnished ? "Entièrement meublé, prêt à emménager." : "",
      "Écoles et commerces à proximité. Contactez-nous pour une visite.",
    ]
      .filter(Boolean)
      .join(" ");
  }
  return [
    `${kind.type} of ${size} m² in ${text.area}, ${text.district} district.`,
    text.seaView ? "Open sea view." : "Quiet street close to the main road.",
    text.furnished ? "Fully furnished and ready to move in." : "",
    "Schools and shops nearby. Contact us to arrange a visit.",
  ]
    .filter(Boolean)
    .join(" ");
}
