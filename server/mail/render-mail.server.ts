import { isolateFields } from "../../domain/bidi.ts";
import type { Locale } from "../../domain/locale.ts";
import { FRAME_COPY, type FrameCopy } from "./copy/frame.ts";
import { MAIL_COPY, type MailKind } from "./copy/index.ts";
import type { MailData, MailText } from "./copy/mail-copy.ts";

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const BRAND_GREEN = "#0f6e56";

/** What people typed keeps its own direction inside the mail's sentences (domain/bidi.ts). */
const TYPED_FIELDS = ["listingTitle", "reason", "senderName", "detail", "searchName"] as const;

/** Escapes text for use in HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function formatHours(frame: FrameCopy, hours: number | undefined): string | undefined {
  if (hours === undefined || !Number.isFinite(hours) || hours <= 0) return undefined;
  return frame.hours(hours);
}

type ResolvedText = MailText & { intro: string[] };

function renderHtml(locale: Locale, frame: FrameCopy, mail: ResolvedText, name: string, url: string, after: string[], unsubscribeUrl: string | undefined): string {
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
    paragraph(frame.hello(name)),
    ...mail.intro.map(paragraph),
    list,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="${align}" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background-color:${BRAND_GREEN};">`,
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;background-color:${BRAND_GREEN};">${escapeHtml(mail.button)}</a>`,
    "</td></tr></table>",
    `<div style="clear:both;"></div>`,
    small(frame.copyLink),
    `<p dir="ltr" style="margin:0 0 24px;font-family:${font};font-size:13px;line-height:1.5;color:${BRAND_GREEN};text-align:${align};word-break:break-all;">${href}</p>`,
    ...after.map(paragraph),
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

function renderText(frame: FrameCopy, mail: ResolvedText, name: string, url: string, after: string[], unsubscribeUrl: string | undefined): string {
  const blocks = [
    frame.brand,
    frame.hello(name),
    ...mail.intro,
    ...(mail.list ? [mail.list.map((item) => `- ${item}`).join("\n")] : []),
    `${mail.button}${frame.colon}\n${url}`,
    ...after,
    frame.signOff,
    frame.footer,
    ...(unsubscribeUrl ? [`${frame.unsubscribe}${frame.colon}\n${unsubscribeUrl}`] : []),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/**
 * One mail in the reader's language: its copy (copy/) inside the shared frame, as HTML and plain
 * text; a notification or alert mail ends with its unsubscribe link.
 */
export function renderMail(kind: MailKind, locale: Locale, data: MailData, unsubscribeUrl?: string): MailContent {
  const frame = FRAME_COPY[locale];
  const template = MAIL_COPY[kind][locale];
  const list = template.list ?? data.items;
  const mail: ResolvedText = { ...template, ...(list ? { list } : {}), intro: typeof template.intro === "function" ? template.intro(isolateFields(data, TYPED_FIELDS)) : template.intro };
  const name = data.name.trim();
  const url = data.url.trim();
  const after = mail.after(formatHours(frame, data.expiresInHours));
  return {
    subject: mail.subject,
    html: renderHtml(locale, frame, mail, name, url, after, unsubscribeUrl),
    text: renderText(frame, mail, name, url, after, unsubscribeUrl),
  };
}
