import type { SearchParams } from "../../domain/search.ts";
import { areaRecords } from "../listings/listing-form-options.server.ts";

/**
 * The Area filter lists only the chosen district's areas (issue 19); a form sent before scripts
 * ran (or an edited address) may still name an area of another district with it: that area is
 * ignored rather than finding nothing. The areas are the process's cached reference data.
 */
export async function withAreaOfDistrict(params: SearchParams): Promise<SearchParams> {
  if (params.area === undefined || params.district === undefined) return params;
  const area = (await areaRecords()).find((row) => row.id === params.area);
  return area?.district === params.district ? params : { ...params, area: undefined };
}
