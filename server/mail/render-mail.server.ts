import { isolateFields } from "../../domain/bidi.ts";
import { BEIRUT } from "../../domain/days.ts";
import { fillPlaceholders, type MessageKey, type MessageValues, placeholdersOf } from "../../domain/i18n/i18n.ts";
import en from "../../domain/i18n/locales/en.ts";
import type { Currency } from "../../domain/listing.ts";
import { type Locale, textDirection } from "../../domain/locale.ts";
import { formatCurrency } from "../../domain/money.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";
import { MAIL_DATA, type MailData, type MailKind, type ParsedMailData } from "./mail-kinds.server.ts";

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const BRAND_GREEN = "#0f6e56";

/** What people typed keeps its own direction inside the mail's sentences (domain/bidi.ts). */
const TYPED_FIELDS = ["listingTitle", "reason", "senderName", "detail", "searchName"] as const;

/** Every field some kind's data has; each kind's schema (mail-kinds.server.ts) says which it takes. */
type MailFields = {
  name: string;
  url: string;
  items?: string[];
  expiresInHours?: number;
  durationDays?: number;
  tourAt?: string;
  amount?: number;
  currency?: Currency;
} & {
  [field: string]: string | number | string[] | undefined;
};

/** Escapes text for use in HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

interface Frame {
  brand: string;
  dir: "rtl" | "ltr";
  fontFamily: string;
  hello: string;
  copyLink: string;
  /** Colon as typeset in this language (French puts a no-break space before it). */
  colon: string;
  signOff: string;
  footer: string;
  unsubscribe: string;
}

interface Words {
  subject: string;
  intro: string[];
  list: string[] | undefined;
  button: string;
  after: string[];
}

function renderHtml(locale: Locale, frame: Frame, mail: Words, url: string, unsubscribeUrl: string | undefined): string {
  const align = frame.dir === "rtl" ? "right" : "left";
  const font = frame.fontFamily;
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
    `<html lang="${locale}" dir="${frame.dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background-color:#f3f5f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f4;">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${frame.dir}" style="width:100%;max-width:560px;background-color:#ffffff;border-radius:8px;">`,
    `<tr><td style="padding:24px 32px 8px;text-align:${align};font-family:${font};font-size:26px;font-weight:bold;color:${BRAND_GREEN};">${escapeHtml(frame.brand)}</td></tr>`,
    `<tr><td style="padding:8px 32px 32px;text-align:${align};">`,
    `<h1 style="margin:0 0 16px;font-family:${font};font-size:20px;line-height:1.4;color:#1f2933;text-align:${align};">${escapeHtml(mail.subject)}</h1>`,
    paragraph(frame.hello),
    ...mail.intro.map(paragraph),
    list,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="${align}" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background-color:${BRAND_GREEN};">`,
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;background-color:${BRAND_GREEN};">${escapeHtml(mail.button)}</a>`,
    "</td></tr></table>",
    `<div style="clear:both;"></div>`,
    small(frame.copyLink),
    `<p dir="ltr" style="margin:0 0 24px;font-family:${font};font-size:13px;line-height:1.5;color:${BRAND_GREEN};text-align:${align};word-break:break-all;">${href}</p>`,
    ...mail.after.map(paragraph),
    paragraph(frame.signOff),
    "</td></tr>",
    `<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;text-align:${align};font-family:${font};font-size:12px;line-height:1.5;color:#7b8794;">${escapeHtml(frame.footer)}${
      unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d;">${escapeHtml(frame.unsubscribe)}</a>` : ""
    }</td></tr>`,
    "</table>",
    "</td></tr>",
    "</table>",
    "</body>",
    "</html>",
  ].join("\n");
}

function renderText(frame: Frame, mail: Words, url: string, unsubscribeUrl: string | undefined): string {
  const blocks = [
    frame.brand,
    frame.hello,
    ...mail.intro,
    ...(mail.list ? [mail.list.map((item) => `- ${item}`).join("\n")] : []),
    `${mail.button}${frame.colon}\n${url}`,
    ...mail.after,
    frame.signOff,
    frame.footer,
    ...(unsubscribeUrl ? [`${frame.unsubscribe}${frame.colon}\n${unsubscribeUrl}`] : []),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/** A mail's words in the reader's language, from the `mail` catalog namespace through the app's translator. */
function wordsOf<K extends MailKind>(kind: K, locale: Locale, data: ParsedMailData<K>, isolated: boolean): Words & { frame: Frame } {
  const t = catalogTranslator(locale);
  const fields: MailFields = isolated ? isolateFields(data as MailFields, TYPED_FIELDS) : data;
  const { items, ...given } = fields;
  const values: MessageValues = {
    ...given,
    hours: given.expiresInHours === undefined ? undefined : t("mail.frame.hours", { count: given.expiresInHours }),
    days: given.durationDays === undefined ? undefined : t("mail.frame.days", { count: given.durationDays }),
    tourTime: given.tourAt === undefined ? undefined : tourTimeText(given.tourAt, locale),
    amount: given.amount === undefined || given.currency === undefined ? undefined : formatCurrency(given.amount, given.currency, locale),
  };
  const group = `mail.${kind}` as const;
  const written: Record<string, unknown> = en.mail[kind];
  /** A part's paragraphs (split on a blank line), those naming a value not given left out. */
  const paragraphs = (part: "intro" | "introFromSomeone" | "after"): string[] =>
    part in written
      ? t(`${group}.${part}` as MessageKey)
          .split("\n\n")
          .filter((paragraph) => placeholdersOf(paragraph).every((name) => values[name] !== undefined))
          .map((paragraph) => fillPlaceholders(paragraph, values))
      : [];
  const name = data.name.trim();
  return {
    subject: t(`${group}.subject`),
    intro: paragraphs(kind === "share-property" && values.senderName === undefined ? "introFromSomeone" : "intro"),
    list: "list" in written ? t(`${group}.list` as MessageKey).split("\n") : items,
    button: t(`${group}.button`),
    after: paragraphs("after"),
    frame: {
      brand: t("mail.frame.brand"),
      dir: textDirection(locale),
      fontFamily: locale === "ar" ? "Tahoma, Arial, sans-serif" : "Helvetica, Arial, sans-serif",
      hello: name ? t("mail.frame.hello", { name }) : t("mail.frame.helloAnonymous"),
      copyLink: t("mail.frame.copyLink"),
      colon: t("mail.frame.colon"),
      signOff: t("mail.frame.signOff"),
      footer: t("mail.frame.footer"),
      unsubscribe: t("mail.frame.unsubscribe"),
    },
  };
}

/** The tour's date and time as Beirut reads it, in the reader's language. */
function tourTimeText(tourAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-LB" : locale === "fr" ? "fr-LB" : "en-GB", {
    timeZone: BEIRUT,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(tourAt));
}

/**
 * One mail in the reader's language: its words (the catalogs' `mail` namespace) inside the shared
 * frame, as HTML and plain text; a notification or alert mail ends with its unsubscribe link.
 */
export function renderMail<K extends MailKind>(kind: K, locale: Locale, data: MailData<K>, unsubscribeUrl?: string): MailContent {
  const { frame, ...words } = wordsOf(kind, locale, MAIL_DATA[kind].parse(data) as ParsedMailData<K>, true);
  const url = data.url.trim();
  return {
    subject: words.subject,
    html: renderHtml(locale, frame, words, url, unsubscribeUrl),
    text: renderText(frame, words, url, unsubscribeUrl),
  };
}

/** A held notification's line in the daily digest: its mail's first sentence (or its subject), in the reader's language. */
export function mailSummary<K extends MailKind>(kind: K, locale: Locale, data: MailData<K>): string {
  const words = wordsOf(kind, locale, MAIL_DATA[kind].parse(data) as ParsedMailData<K>, false);
  return words.intro[0] ?? words.subject;
}
