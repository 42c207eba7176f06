import type { Locale } from "../../domain/locale.ts";

export type MailKind =
  | "verify-email"
  | "reset-password"
  | "greeting"
  | "change-email"
  | "listing-expiring"
  | "listing-expired"
  | "listing-approved"
  | "listing-rejected"
  | "share-property";

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailData {
  /** The person's first name, may be empty. */
  name: string;
  /** The link to click (verify, reset, change-email) or the site's home URL (greeting). */
  url: string;
  /** Hours the link stays valid (verify/reset/change-email). */
  expiresInHours?: number;
  /** The listing a listing mail is about. */
  listingTitle?: string;
  /** Why a moderator rejected the listing (listing-rejected). */
  reason?: string;
  /** Who shared the listing (share-property). */
  senderName?: string;
}

const BRAND_GREEN = "#0f6e56";

/** Escapes text for use in HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface MailCopy {
  subject: string;
  /** Paragraphs before the list/button (a function when they name the listing). */
  intro: string[] | ((data: MailData) => string[]);
  /** Bullet points (greeting only). */
  list?: string[];
  button: string;
  /** Paragraphs after the button; `hours` is the formatted duration or undefined when unknown. */
  after: (hours: string | undefined) => string[];
}

interface LocaleCopy {
  brand: string;
  dir: "rtl" | "ltr";
  fontFamily: string;
  hello: (name: string) => string;
  copyLink: string;
  /** Colon as typeset in this language (French puts a no-break space before it). */
  colon: string;
  signOff: string;
  footer: string;
  hours: (count: number) => string;
  mails: Record<MailKind, MailCopy>;
}

function compact(values: Array<string | undefined>): string[] {
  return values.filter((value): value is string => typeof value === "string" && value.length > 0);
}

function arabicHours(count: number): string {
  if (count === 1) return "ساعة واحدة";
  if (count === 2) return "ساعتين";
  if (Number.isInteger(count) && count >= 3 && count <= 10) return `${count} ساعات`;
  return `${count} ساعة`;
}

const COPY: Record<Locale, LocaleCopy> = {
  en: {
    brand: "Beitna",
    dir: "ltr",
    fontFamily: "Helvetica, Arial, sans-serif",
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    colon: ":",
    copyLink: "If the button does not work, copy this link into your browser:",
    signOff: "— The Beitna team",
    footer: "Beitna, the property marketplace for Lebanon.",
    hours: (count) => `${count} ${count === 1 ? "hour" : "hours"}`,
    mails: {
      "verify-email": {
        subject: "Confirm your email address",
        intro: [
          "Thanks for signing up for Beitna! Click the button below to verify your email address and activate your account.",
        ],
        button: "Verify my email",
        after: (hours) =>
          compact([
            hours ? `This link is valid for ${hours}.` : undefined,
            "If you did not sign up for Beitna, you can safely ignore this email.",
          ]),
      },
      "reset-password": {
        subject: "Reset your Beitna password",
        intro: [
          "Someone (hopefully you) asked to reset the password of your Beitna account. Click the button below to choose a new one.",
        ],
        button: "Reset my password",
        after: (hours) => [
          hours
            ? `This link is valid for ${hours} and can be used only once.`
            : "This link can be used only once.",
          "Once you sign in with your new password, you will be signed out on your other devices.",
          "If this was not you, ignore this email: your password will not change.",
        ],
      },
      "change-email": {
        subject: "Confirm your new email address",
        intro: ["Please confirm that you want to use this email address for your Beitna account."],
        button: "Confirm my new email",
        after: (hours) =>
          compact([
            hours ? `This link is valid for ${hours}.` : undefined,
            "Your old address stays in use until you confirm.",
            "If you did not ask for this change, you can ignore this email.",
          ]),
      },
      "listing-expiring": {
        subject: "Your listing expires in 3 days",
        intro: (data) => [`Your listing "${data.listingTitle ?? ""}" on Beitna expires in 3 days. Renew it from your dashboard to keep it in search results.`],
        button: "Open my dashboard",
        after: () => ["Free listings can be renewed for free once they expire."],
      },
      "listing-expired": {
        subject: "Your listing has expired",
        intro: (data) => [`Your listing "${data.listingTitle ?? ""}" has expired and no longer appears in search results.`],
        button: "Renew my listing",
        after: () => ["Renewing puts it back into review, then online again."],
      },
      "listing-approved": {
        subject: "Your listing is live",
        intro: (data) => [`Good news: your listing "${data.listingTitle ?? ""}" is approved and now appears on Beitna.`],
        button: "Open my dashboard",
        after: () => ["You can follow its views and requests from your dashboard."],
      },
      "listing-rejected": {
        subject: "Your listing needs changes",
        intro: (data) => [
          `Your listing "${data.listingTitle ?? ""}" was not approved. Our team's reason:`,
          data.reason ?? "",
          "Edit the listing to fix this; it will then be reviewed again.",
        ],
        button: "Edit my listing",
        after: () => ["If something is unclear, reply to this email and we will help."],
      },
      "share-property": {
        subject: "A listing on Beitna for you",
        intro: (data) => [`${data.senderName ?? ""} thought you would like this listing on Beitna: "${data.listingTitle ?? ""}".`],
        button: "See the listing",
        after: () => ["You received this email because someone entered your address on Beitna. We keep no list of it."],
      },
      greeting: {
        subject: "Welcome to Beitna",
        intro: ["Your email is verified and your account is ready. Here is what you can do now:"],
        list: [
          "Search homes for rent and for sale all over Lebanon",
          "Save your favourite listings to find them later",
          "Publish a listing for free",
          "Contact owners directly",
        ],
        button: "Go to Beitna",
        after: () => ["We are glad to have you with us."],
      },
    },
  },
  ar: {
    brand: "بيتنا",
    dir: "rtl",
    fontFamily: "Tahoma, Arial, sans-serif",
    hello: (name) => (name ? `مرحباً ${name}،` : "مرحباً،"),
    colon: ":",
    copyLink: "إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:",
    signOff: "— فريق بيتنا",
    footer: "بيتنا، سوق العقارات في لبنان.",
    hours: arabicHours,
    mails: {
      "verify-email": {
        subject: "تأكيد بريدك الإلكتروني",
        intro: ["شكراً لتسجيلك في بيتنا! اضغط على الزر أدناه لتأكيد بريدك الإلكتروني وتفعيل حسابك."],
        button: "تأكيد بريدي الإلكتروني",
        after: (hours) =>
          compact([
            hours ? `هذا الرابط صالح لمدة ${hours}.` : undefined,
            "إذا لم تقم بالتسجيل في بيتنا، يمكنك تجاهل هذه الرسالة.",
          ]),
      },
      "reset-password": {
        subject: "إعادة تعيين كلمة المرور في بيتنا",
        intro: [
          "طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في بيتنا. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.",
        ],
        button: "إعادة تعيين كلمة المرور",
        after: (hours) => [
          hours
            ? `هذا الرابط صالح لمدة ${hours} ويمكن استخدامه مرة واحدة فقط.`
            : "يمكن استخدام هذا الرابط مرة واحدة فقط.",
          "عند تسجيل الدخول بكلمة المرور الجديدة، سيتم تسجيل خروجك من أجهزتك الأخرى.",
          "إذا لم تكن أنت من طلب ذلك، تجاهل هذه الرسالة ولن تتغير كلمة المرور.",
        ],
      },
      "change-email": {
        subject: "تأكيد بريدك الإلكتروني الجديد",
        intro: ["يرجى تأكيد رغبتك في استخدام هذا البريد الإلكتروني لحسابك في بيتنا."],
        button: "تأكيد بريدي الجديد",
        after: (hours) =>
          compact([
            hours ? `هذا الرابط صالح لمدة ${hours}.` : undefined,
            "يبقى عنوانك القديم مستخدماً إلى أن تؤكد العنوان الجديد.",
            "إذا لم تطلب هذا التغيير، يمكنك تجاهل هذه الرسالة.",
          ]),
      },
      "listing-expiring": {
        subject: "ينتهي إعلانك خلال 3 أيام",
        intro: (data) => [`ينتهي إعلانك «${data.listingTitle ?? ""}» على بيتنا خلال 3 أيام. جدّده من لوحة التحكم ليبقى ظاهراً في نتائج البحث.`],
        button: "فتح لوحة التحكم",
        after: () => ["يمكن تجديد الإعلانات المجانية مجاناً بعد انتهائها."],
      },
      "listing-expired": {
        subject: "انتهت صلاحية إعلانك",
        intro: (data) => [`انتهت صلاحية إعلانك «${data.listingTitle ?? ""}» ولم يعد يظهر في نتائج البحث.`],
        button: "تجديد إعلاني",
        after: () => ["عند التجديد يعود الإعلان إلى المراجعة ثم يُنشر من جديد."],
      },
      "listing-approved": {
        subject: "تمت الموافقة على إعلانك",
        intro: (data) => [`خبر سار: تمت الموافقة على إعلانك «${data.listingTitle ?? ""}» وأصبح ظاهراً على بيتنا.`],
        button: "فتح لوحة التحكم",
        after: () => ["يمكنك متابعة المشاهدات والطلبات من لوحة التحكم."],
      },
      "listing-rejected": {
        subject: "إعلانك يحتاج إلى تعديلات",
        intro: (data) => [
          `لم تتم الموافقة على إعلانك «${data.listingTitle ?? ""}». السبب كما ذكره فريقنا:`,
          data.reason ?? "",
          "عدّل الإعلان لتصحيح ذلك، وستتم مراجعته من جديد.",
        ],
        button: "تعديل إعلاني",
        after: () => ["إذا كان هناك ما هو غير واضح، ردّ على هذه الرسالة وسنساعدك."],
      },
      "share-property": {
        subject: "إعلان على بيتنا من أجلك",
        intro: (data) => [`ظنّ ${data.senderName ?? ""} أن هذا الإعلان على بيتنا سيعجبك: "${data.listingTitle ?? ""}".`],
        button: "مشاهدة الإعلان",
        after: () => ["وصلتك هذه الرسالة لأن أحدهم أدخل عنوانك على بيتنا. لا نحتفظ بأي قائمة به."],
      },
      greeting: {
        subject: "أهلاً بك في بيتنا",
        intro: ["تم تأكيد بريدك الإلكتروني وأصبح حسابك جاهزاً. إليك ما يمكنك فعله الآن:"],
        list: [
          "ابحث عن عقارات للإيجار وللبيع في كل لبنان",
          "احفظ إعلاناتك المفضلة للعودة إليها لاحقاً",
          "انشر إعلانك مجاناً",
          "تواصل مباشرة مع المالكين",
        ],
        button: "انتقل إلى بيتنا",
        after: () => ["يسعدنا انضمامك إلينا."],
      },
    },
  },
  fr: {
    brand: "Beitna",
    dir: "ltr",
    fontFamily: "Helvetica, Arial, sans-serif",
    hello: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    colon: "\u00a0:",
    copyLink: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    signOff: "— L’équipe Beitna",
    footer: "Beitna, la place de marché immobilière du Liban.",
    hours: (count) => `${count} ${count < 2 ? "heure" : "heures"}`,
    mails: {
      "verify-email": {
        subject: "Confirmez votre adresse e-mail",
        intro: [
          "Merci pour votre inscription sur Beitna\u00a0! Cliquez sur le bouton ci-dessous pour vérifier votre adresse e-mail et activer votre compte.",
        ],
        button: "Vérifier mon adresse e-mail",
        after: (hours) =>
          compact([
            hours ? `Ce lien est valable ${hours}.` : undefined,
            "Si vous n’avez pas créé de compte Beitna, vous pouvez ignorer cet e-mail.",
          ]),
      },
      "reset-password": {
        subject: "Réinitialisez votre mot de passe Beitna",
        intro: [
          "Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte Beitna. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.",
        ],
        button: "Réinitialiser mon mot de passe",
        after: (hours) => [
          hours
            ? `Ce lien est valable ${hours} et ne peut être utilisé qu’une seule fois.`
            : "Ce lien ne peut être utilisé qu’une seule fois.",
          "Dès que vous vous connecterez avec votre nouveau mot de passe, vos autres appareils seront déconnectés.",
          "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne changera pas.",
        ],
      },
      "change-email": {
        subject: "Confirmez votre nouvelle adresse e-mail",
        intro: ["Merci de confirmer que vous souhaitez utiliser cette adresse pour votre compte Beitna."],
        button: "Confirmer ma nouvelle adresse",
        after: (hours) =>
          compact([
            hours ? `Ce lien est valable ${hours}.` : undefined,
            "Votre ancienne adresse reste utilisée jusqu’à votre confirmation.",
            "Si vous n’avez pas demandé ce changement, vous pouvez ignorer cet e-mail.",
          ]),
      },
      "listing-expiring": {
        subject: "Votre annonce expire dans 3 jours",
        intro: (data) => [`Votre annonce « ${data.listingTitle ?? ""} » sur Beitna expire dans 3 jours. Renouvelez-la depuis votre tableau de bord pour qu'elle reste dans les résultats.`],
        button: "Ouvrir mon tableau de bord",
        after: () => ["Les annonces gratuites se renouvellent gratuitement une fois expirées."],
      },
      "listing-expired": {
        subject: "Votre annonce a expiré",
        intro: (data) => [`Votre annonce « ${data.listingTitle ?? ""} » a expiré et n'apparaît plus dans les résultats de recherche.`],
        button: "Renouveler mon annonce",
        after: () => ["Une fois renouvelée, elle repasse en revue puis revient en ligne."],
      },
      "listing-approved": {
        subject: "Votre annonce est en ligne",
        intro: (data) => [`Bonne nouvelle\u00a0: votre annonce « ${data.listingTitle ?? ""} » est approuvée et apparaît maintenant sur Beitna.`],
        button: "Ouvrir mon tableau de bord",
        after: () => ["Suivez ses vues et ses demandes depuis votre tableau de bord."],
      },
      "listing-rejected": {
        subject: "Votre annonce doit être modifiée",
        intro: (data) => [
          `Votre annonce « ${data.listingTitle ?? ""} » n’a pas été approuvée. La raison donnée par notre équipe\u00a0:`,
          data.reason ?? "",
          "Modifiez l’annonce pour corriger cela\u00a0; elle sera ensuite revue à nouveau.",
        ],
        button: "Modifier mon annonce",
        after: () => ["Si quelque chose n’est pas clair, répondez à cet e-mail et nous vous aiderons."],
      },
      "share-property": {
        subject: "Une annonce Beitna pour vous",
        intro: (data) => [`${data.senderName ?? ""} a pensé que cette annonce sur Beitna vous plairait : « ${data.listingTitle ?? ""} ».`],
        button: "Voir l’annonce",
        after: () => ["Vous recevez ce message parce que quelqu’un a saisi votre adresse sur Beitna. Nous n’en gardons aucune liste."],
      },
      greeting: {
        subject: "Bienvenue sur Beitna",
        intro: [
          "Votre adresse e-mail est vérifiée et votre compte est prêt. Voici ce que vous pouvez faire dès maintenant\u00a0:",
        ],
        list: [
          "Rechercher des biens à louer et à vendre partout au Liban",
          "Enregistrer vos annonces favorites pour les retrouver plus tard",
          "Publier une annonce gratuitement",
          "Contacter directement les propriétaires",
        ],
        button: "Découvrir Beitna",
        after: () => ["Nous sommes ravis de vous compter parmi nous."],
      },
    },
  },
};

function formatHours(copy: LocaleCopy, kind: MailKind, hours: number | undefined): string | undefined {
  if (kind === "greeting" || hours === undefined || !Number.isFinite(hours) || hours <= 0) return undefined;
  return copy.hours(hours);
}

type ResolvedCopy = MailCopy & { intro: string[] };

function renderHtml(locale: Locale, copy: LocaleCopy, mail: ResolvedCopy, name: string, url: string, after: string[]): string {
  const align = copy.dir === "rtl" ? "right" : "left";
  const font = copy.fontFamily;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-family:${font};font-size:16px;line-height:1.6;color:#1f2933;text-align:${align};">${escapeHtml(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 12px;font-family:${font};font-size:14px;line-height:1.6;color:#52606d;text-align:${align};">${escapeHtml(text)}</p>`;
  const list = mail.list
    ? `<ul style="margin:0 0 20px;padding-${align}:20px;padding-${align === "right" ? "left" : "right"}:0;font-family:${font};font-size:16px;line-height:1.6;color:#1f2933;text-align:${align};">${mail.list
        .map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`)
        .join("")}</ul>`
    : "";
  const href = escapeHtml(url);

  return [
    "<!doctype html>",
    `<html lang="${locale}" dir="${copy.dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background-color:#f3f5f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f4;">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${copy.dir}" style="width:100%;max-width:560px;background-color:#ffffff;border-radius:8px;">`,
    `<tr><td style="padding:24px 32px 8px;text-align:${align};font-family:${font};font-size:26px;font-weight:bold;color:${BRAND_GREEN};">${escapeHtml(copy.brand)}</td></tr>`,
    `<tr><td style="padding:8px 32px 32px;text-align:${align};">`,
    `<h1 style="margin:0 0 16px;font-family:${font};font-size:20px;line-height:1.4;color:#1f2933;text-align:${align};">${escapeHtml(mail.subject)}</h1>`,
    paragraph(copy.hello(name)),
    ...mail.intro.map(paragraph),
    list,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="${align}" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background-color:${BRAND_GREEN};">`,
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;background-color:${BRAND_GREEN};">${escapeHtml(mail.button)}</a>`,
    "</td></tr></table>",
    `<div style="clear:both;"></div>`,
    small(copy.copyLink),
    `<p dir="ltr" style="margin:0 0 24px;font-family:${font};font-size:13px;line-height:1.5;color:${BRAND_GREEN};text-align:${align};word-break:break-all;">${href}</p>`,
    ...after.map(paragraph),
    paragraph(copy.signOff),
    "</td></tr>",
    `<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;text-align:${align};font-family:${font};font-size:12px;line-height:1.5;color:#7b8794;">${escapeHtml(copy.footer)}</td></tr>`,
    "</table>",
    "</td></tr>",
    "</table>",
    "</body>",
    "</html>",
  ].join("\n");
}

function renderText(copy: LocaleCopy, mail: ResolvedCopy, name: string, url: string, after: string[]): string {
  const blocks = [
    copy.brand,
    copy.hello(name),
    ...mail.intro,
    ...(mail.list ? [mail.list.map((item) => `- ${item}`).join("\n")] : []),
    `${mail.button}${copy.colon}\n${url}`,
    ...after,
    copy.signOff,
    copy.footer,
  ];
  return `${blocks.join("\n\n")}\n`;
}

export function renderMail(kind: MailKind, locale: Locale, data: MailData): MailContent {
  const copy = COPY[locale];
  const template = copy.mails[kind];
  const mail: ResolvedCopy = { ...template, intro: typeof template.intro === "function" ? template.intro(data) : template.intro };
  const name = data.name.trim();
  const url = data.url.trim();
  const after = mail.after(formatHours(copy, kind, data.expiresInHours));
  return {
    subject: mail.subject,
    html: renderHtml(locale, copy, mail, name, url, after),
    text: renderText(copy, mail, name, url, after),
  };
}
