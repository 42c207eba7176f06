import { readRentAccounts } from "#server/tenants/rent-account.server.ts";
import { propertyCode, rentAccountCsv } from "#server/tenants/rent-account-csv.server.ts";
import { requireTenancyAccess } from "#server/tenants/tenancy-access.server.ts";
import { privateDownload } from "~/lib/tenancy-resource.server.ts";
import type { Route } from "./+types/rent-account-csv";

/** `GET /tenant/:propertyId/rent.csv`: the rent account(s) the user may read, as CSV. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return privateDownload(context, async (userId) => {
    const access = await requireTenancyAccess(userId, params.propertyId);
    const code = propertyCode(access.property);
    return {
      body: rentAccountCsv(await readRentAccounts(userId, access), code),
      contentType: "text/csv; charset=utf-8",
      fileName: `rent-account-${code.replace(/[^\w-]+/g, "")}.csv`,
    };
  });
}
