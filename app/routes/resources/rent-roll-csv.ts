import { rentRollCsv } from "#domain/rent-roll.ts";
import { publicUrl } from "#server/env.server.ts";
import { runtime } from "#server/runtime.server.ts";
import { rentRoll } from "#server/tenants/rent-roll.server.ts";
import { privateDownload } from "~/lib/tenancy-resource.server.ts";
import type { Route } from "./+types/rent-roll-csv";

/** `GET /tenancies.csv`: the signed-in landlord's whole rent roll, in the page's order. */
export async function loader({ context }: Route.LoaderArgs) {
  return privateDownload(context, async (userId) => ({
    body: rentRollCsv(await rentRoll(userId), publicUrl(runtime().env)),
    contentType: "text/csv; charset=utf-8",
    fileName: "rent-roll.csv",
  }));
}
