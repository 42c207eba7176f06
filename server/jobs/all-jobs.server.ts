import { refreshAccountTiersJob } from "../accounts/refresh-account-tiers.job.server.ts";
import { purgeIdempotencyKeysJob } from "../api/purge-idempotency-keys.job.server.ts";
import { discardStaleUploadsJob } from "../media/discard-stale-uploads.job.server.ts";
import { fingerprintPhotosJob } from "../media/fingerprint-photos.job.server.ts";
import { expireListingsJob } from "../listings/expire-listings.job.server.ts";
import { purgeListingViewsJob } from "../listings/purge-listing-views.job.server.ts";
import { priceReducedAlertsJob } from "../listings/price-reduced-alerts.job.server.ts";
import { rollUpDailyCountersJob } from "../insights/roll-up-daily-counters.job.server.ts";
import { rollUpAreaPricesJob } from "../market/roll-up-area-prices.job.server.ts";
import { sendMailJob } from "../mail/send-mail.job.server.ts";
import { sendDigestsJob } from "../notifications/send-digests.job.server.ts";
import { sendReportsDigestJob } from "../reports/send-reports-digest.job.server.ts";
import { savedSearchAlertsJob } from "../saved-searches/saved-search-alerts.job.server.ts";
import { expireTourRequestsJob } from "../messaging/expire-tour-requests.job.server.ts";
import { expireOffersJob } from "../offers/expire-offers.job.server.ts";
import { recomputePricesJob } from "../money/recompute-prices.job.server.ts";
import { rentChargesJob } from "../tenants/create-rent-charges.job.server.ts";
import { recheckCardPaymentsJob } from "../payments/recheck-card-payments.job.server.ts";
import { prunePageCacheChangesJob } from "../http/prune-page-cache-changes.job.server.ts";
import { purgeRateLimitsJob } from "../security/purge-rate-limits.job.server.ts";
import type { JobDefinition } from "./define-job.server.ts";

/** Every background job: the queue registers each one's handler and schedule from this list. */
export const ALL_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  expireListingsJob,
  recomputePricesJob,
  discardStaleUploadsJob,
  fingerprintPhotosJob,
  purgeListingViewsJob,
  purgeIdempotencyKeysJob,
  refreshAccountTiersJob,
  rollUpDailyCountersJob,
  rollUpAreaPricesJob,
  savedSearchAlertsJob,
  priceReducedAlertsJob,
  sendDigestsJob,
  sendReportsDigestJob,
  expireTourRequestsJob,
  expireOffersJob,
  rentChargesJob,
  recheckCardPaymentsJob,
  prunePageCacheChangesJob,
  purgeRateLimitsJob,
];
