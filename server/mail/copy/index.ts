import { changeEmail } from "./change-email.ts";
import { greeting } from "./greeting.ts";
import { inspectionStarted } from "./inspection-started.ts";
import { issueReported } from "./issue-reported.ts";
import { listingApproved } from "./listing-approved.ts";
import { listingExpired } from "./listing-expired.ts";
import { listingExpiring } from "./listing-expiring.ts";
import { listingRejected } from "./listing-rejected.ts";
import { offerAccepted } from "./offer-accepted.ts";
import type { MailCopy } from "./mail-copy.ts";
import { promoCode } from "./promo-code.ts";
import { referralInvitation } from "./referral-invitation.ts";
import { notificationDigest } from "./notification-digest.ts";
import { paymentReceipt } from "./payment-receipt.ts";
import { paymentRejected } from "./payment-rejected.ts";
import { resetPassword } from "./reset-password.ts";
import { savedSearchAlert } from "./saved-search-alert.ts";
import { shareProperty } from "./share-property.ts";
import { tourConfirmed } from "./tour-confirmed.ts";
import { verifyEmail } from "./verify-email.ts";

/** Every kind of mail and its copy: a new kind is one copy file and one line here. */
export const MAIL_COPY = {
  "verify-email": verifyEmail,
  "reset-password": resetPassword,
  greeting,
  "change-email": changeEmail,
  "listing-expiring": listingExpiring,
  "listing-expired": listingExpired,
  "listing-approved": listingApproved,
  "listing-rejected": listingRejected,
  "share-property": shareProperty,
  "inspection-started": inspectionStarted,
  "issue-reported": issueReported,
  "referral-invitation": referralInvitation,
  "promo-code": promoCode,
  "saved-search-alert": savedSearchAlert,
  "notification-digest": notificationDigest,
  "tour-confirmed": tourConfirmed,
  "offer-accepted": offerAccepted,
  "payment-receipt": paymentReceipt,
  "payment-rejected": paymentRejected,
} satisfies Record<string, MailCopy>;

export type MailKind = keyof typeof MAIL_COPY;

export const MAIL_KINDS = Object.keys(MAIL_COPY) as [MailKind, ...MailKind[]];
