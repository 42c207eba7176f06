import { redirect } from "react-router";
import { LISTING_TYPES, type ListingType } from "#domain/listing.ts";
import { AppError } from "#server/errors.server.ts";
import { exportInsights } from "#server/insights/export-insights.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/insights-export";

/**
 * `GET /dashboard/insights/export`: the owner's listings as a CSV download (UTF-8 with a BOM, so
 * Excel reads Arabic). When it cannot be produced, back to the insights page with the message.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const type = url.searchParams.get("listing_type");
  const listingType = (LISTING_TYPES as readonly string[]).includes(type ?? "") ? (type as ListingType) : undefined;
  try {
    const csv = await exportInsights(user.id, context.get(requestContext).locale, listingType);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="beitna-insights-${beirutDay(new Date())}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "insights_export_failed") throw redirect("/dashboard/insights?export=failed");
    throw error;
  }
}
