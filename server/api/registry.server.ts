import type { ApiFunction } from "./define-function.server.ts";
import { authUser, authUserByEmail, passwordReset, sendGreetings } from "./functions/account-mail.handler.server.ts";
import { changeEmail, changePassword, deleteAccount, setBankInformation, setMailPreferences } from "./functions/account-settings.handler.server.ts";
import { addProperty } from "./functions/add-property.handler.server.ts";
import { areaPrices } from "./functions/area-prices.handler.server.ts";
import { similarAsking } from "./functions/similar-asking.handler.server.ts";
import { addFavorite, favorites, removeFavorite } from "./functions/favorites.handler.server.ts";
import { expirePromo } from "./functions/expire-promo.handler.server.ts";
import { applyCreditsFunction, changePlan, credits, editCredits, payments, receipt } from "./functions/plans-credits.handler.server.ts";
import { confirmRentPayment, endTenancy, recordLease, recordRentPayment, rejectRentPayment } from "./functions/tenancy-records.handler.server.ts";
import { recordInspection, respondToInspection } from "./functions/inspections.handler.server.ts";
import { declareRentPayment, uploadTenancyFile } from "./functions/tenancy-uploads.handler.server.ts";
import { attachPaymentProof } from "./functions/payment-proofs.handler.server.ts";
import { getProperty } from "./functions/get-property.handler.server.ts";
import {
  activateProperty,
  boostProperty,
  cancelMembership,
  deleteProperty,
  editableProperty,
  renewProperties,
  renewProperty,
  setPropertyVisibility,
  updateProperty,
} from "./functions/listing-lifecycle.handler.server.ts";
import { inviteUser } from "./functions/invite-user.handler.server.ts";
import { insights, insightsExport } from "./functions/insights.handler.server.ts";
import { ip } from "./functions/ip.handler.server.ts";
import { answerOffer, makeOffer, markListingTaken, offers, offerThread } from "./functions/offers.handler.server.ts";
import { makePaymentFunction } from "./functions/make-payment.handler.server.ts";
import { ownerProperties } from "./functions/owner-properties.handler.server.ts";
import { checkEmail, me, updateProfile } from "./functions/profile.handler.server.ts";
import { areas, countries, exchangeRate, plans } from "./functions/reference-data.handler.server.ts";
import { deleteSavedSearch, renameSavedSearch, savedSearches, saveSearch, setAlertFrequency } from "./functions/saved-searches.handler.server.ts";
import { answerRequest, blockSender, requests, requestThread, requestTour, sendMessage } from "./functions/requests.handler.server.ts";
import { markNotificationsRead, notifications } from "./functions/notifications.handler.server.ts";
import { reportListing } from "./functions/report-listing.handler.server.ts";
import { approveProperty, moderationQueue, rejectProperty, revertPrice } from "./functions/moderation.handler.server.ts";
import { issueMessage, moveIssue } from "./functions/tenancy-issues.handler.server.ts";
import { resendInvitation, revokeInvitation, setInspectionPublic } from "./functions/tenancy-invitations.handler.server.ts";
import {
  createPromoCode,
  decideReport,
  setAdminRole,
  setBoostSettings,
  setCreditPacks,
  setExchangeRate,
  setPromoCodePaused,
  setVerifiedOwner,
  updatePlanPrices,
} from "./functions/admin-console.handler.server.ts";
import { adjustCredits, confirmPayment, pendingPayments, refundPayment, rejectPayment } from "./functions/payment-desk.handler.server.ts";
import { search } from "./functions/search.handler.server.ts";
import { shareProperty } from "./functions/share-property.handler.server.ts";
import { signIn, signOut, signUp } from "./functions/session.handler.server.ts";
import { similar } from "./functions/similar.handler.server.ts";
import {
  inspectionFilesByProperty,
  inspectionStartNotify,
  inviteTenant,
  issueReport,
  leaseStartNotify,
  legalFilesByProperty,
  rentAccount,
  tenantProperty,
} from "./functions/tenancy.handler.server.ts";

/**
 * Every function of the JSON API (SPEC.md §7's named functions and queries), one line each:
 * Express serves them at `POST /api/functions/:name` and the OpenAPI document is made from this
 * same list. A new function is a `<name>.schema.ts`, a `<name>.handler.server.ts` and a line here.
 */
export const API_FUNCTIONS: readonly ApiFunction[] = [
  // Listings
  search,
  similar,
  areaPrices,
  similarAsking,
  getProperty,
  ownerProperties,
  shareProperty,
  reportListing,
  addProperty,
  editableProperty,
  updateProperty,
  setPropertyVisibility,
  renewProperty,
  renewProperties,
  activateProperty,
  boostProperty,
  cancelMembership,
  deleteProperty,
  // Insights
  insights,
  insightsExport,
  // Saved searches
  savedSearches,
  saveSearch,
  deleteSavedSearch,
  renameSavedSearch,
  setAlertFrequency,
  // Favourites
  favorites,
  addFavorite,
  removeFavorite,
  // Requests and offers
  requestTour,
  sendMessage,
  requests,
  requestThread,
  answerRequest,
  blockSender,
  makeOffer,
  answerOffer,
  offers,
  offerThread,
  markListingTaken,
  // Notifications
  notifications,
  markNotificationsRead,
  // Accounts
  signUp,
  signIn,
  signOut,
  checkEmail,
  me,
  updateProfile,
  changePassword,
  changeEmail,
  setBankInformation,
  setMailPreferences,
  deleteAccount,
  authUser,
  authUserByEmail,
  passwordReset,
  sendGreetings,
  // Tenancies
  inviteTenant,
  resendInvitation,
  revokeInvitation,
  tenantProperty,
  leaseStartNotify,
  rentAccount,
  recordLease,
  recordRentPayment,
  confirmRentPayment,
  rejectRentPayment,
  endTenancy,
  inspectionStartNotify,
  setInspectionPublic,
  recordInspection,
  respondToInspection,
  uploadTenancyFile,
  declareRentPayment,
  attachPaymentProof,
  issueReport,
  issueMessage,
  moveIssue,
  inspectionFilesByProperty,
  legalFilesByProperty,
  // Credits
  expirePromo,
  inviteUser,
  // Credits
  makePaymentFunction,
  changePlan,
  applyCreditsFunction,
  editCredits,
  credits,
  payments,
  receipt,
  // Admin: moderation and the payment desk
  moderationQueue,
  approveProperty,
  rejectProperty,
  revertPrice,
  pendingPayments,
  confirmPayment,
  rejectPayment,
  refundPayment,
  adjustCredits,
  setCreditPacks,
  // Admin: the rest of the console
  createPromoCode,
  setPromoCodePaused,
  setBoostSettings,
  setVerifiedOwner,
  setAdminRole,
  updatePlanPrices,
  setExchangeRate,
  decideReport,
  // Reference data
  areas,
  countries,
  plans,
  exchangeRate,
  // Analytics
  ip,
];
