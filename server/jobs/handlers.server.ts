import { PURGE_LISTING_VIEWS_CRON, PURGE_LISTING_VIEWS_JOB, purgeListingViews } from "../listings/count-listing-view.server.ts";
import { EXPIRE_LISTINGS_CRON, EXPIRE_LISTINGS_JOB, expireListings } from "../listings/expire-listings.server.ts";
import { DISCARD_STALE_UPLOADS_CRON, DISCARD_STALE_UPLOADS_JOB, discardStaleUploads } from "../media/listing-photos.server.ts";
import { SEND_MAIL_JOB, sendMailJob } from "../mail/queue-mail.server.ts";
import { RECOMPUTE_PRICES_JOB, recomputeCalculatedPrices } from "../money/exchange-rate.server.ts";
import type { MailTransport } from "../mail/transport.server.ts";
import type { JobHandler } from "./queue.server.ts";

/** Every background job the server runs, by queue name. */
export function jobHandlers(mail: MailTransport): Record<string, JobHandler> {
  return {
    [SEND_MAIL_JOB]: sendMailJob(mail) as JobHandler,
    [EXPIRE_LISTINGS_JOB]: async () => {
      await expireListings();
    },
    [RECOMPUTE_PRICES_JOB]: async () => {
      await recomputeCalculatedPrices();
    },
    [DISCARD_STALE_UPLOADS_JOB]: async () => {
      await discardStaleUploads();
    },
    [PURGE_LISTING_VIEWS_JOB]: async () => {
      await purgeListingViews();
    },
  };
}

/** Recurring jobs, by queue name: cron expressions (UTC). */
export const JOB_SCHEDULES: Record<string, string> = {
  [EXPIRE_LISTINGS_JOB]: EXPIRE_LISTINGS_CRON,
  [DISCARD_STALE_UPLOADS_JOB]: DISCARD_STALE_UPLOADS_CRON,
  [PURGE_LISTING_VIEWS_JOB]: PURGE_LISTING_VIEWS_CRON,
};
