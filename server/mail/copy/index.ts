import { changeEmail } from "./change-email.ts";
import { greeting } from "./greeting.ts";
import { inspectionStarted } from "./inspection-started.ts";
import { issueReported } from "./issue-reported.ts";
import { leaseStart } from "./lease-start.ts";
import { listingApproved } from "./listing-approved.ts";
import { listingExpired } from "./listing-expired.ts";
import { listingExpiring } from "./listing-expiring.ts";
import { listingRejected } from "./listing-rejected.ts";
import type { MailCopy } from "./mail-copy.ts";
import { newMessage } from "./new-message.ts";
import { notificationDigest } from "./notification-digest.ts";
import { offerAccepted } from "./offer-accepted.ts";
import { offerCountered } from "./offer-countered.ts";
import { offerDeclined } from "./offer-declined.ts";
import { offerExpired } from "./offer-expired.ts";
import { offerReceived } from "./offer-received.ts";
import { offerWithdrawn } from "./offer-withdrawn.ts";
import { paymentDeclared } from "./payment-declared.ts";
import { promoCode } from "./promo-code.ts";
import { referralInvitation } from "./referral-invitation.ts";
import { paymentReceipt } from "./payment-receipt.ts";
import { paymentRejected } from "./payment-rejected.ts";
import { rentDue } from "./rent-due.ts";
import { rentOverdue } from "./rent-overdue.ts";
import { resetPassword } from "./reset-password.ts";
import { savedSearchAlert } from "./saved-search-alert.ts";
import { shareProperty } from "./share-property.ts";
import { tenantInvitation } from "./tenant-invitation.ts";
import { tourConfirmed } from "./tour-confirmed.ts";
import { tourDeclined } from "./tour-declined.ts";
import { tourExpired } from "./tour-expired.ts";
import { tourProposed } from "./tour-proposed.ts";
import { tourRequested } from "./tour-requested.ts";
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
  "tour-requested": tourRequested,
  "new-message": newMessage,
  "tour-declined": tourDeclined,
  "tour-proposed": tourProposed,
  "tour-expired": tourExpired,
  "offer-received": offerReceived,
  "offer-countered": offerCountered,
  "offer-declined": offerDeclined,
  "offer-withdrawn": offerWithdrawn,
  "offer-expired": offerExpired,
  "tenant-invitation": tenantInvitation,
  "lease-start": leaseStart,
  "rent-due": rentDue,
  "rent-overdue": rentOverdue,
  "payment-declared": paymentDeclared,
  "payment-receipt": paymentReceipt,
  "payment-rejected": paymentRejected,
} satisfies Record<string, MailCopy>;

export type MailKind = keyof typeof MAIL_COPY;

export const MAIL_KINDS = Object.keys(MAIL_COPY) as [MailKind, ...MailKind[]];
