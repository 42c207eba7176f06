import { sql } from "drizzle-orm";
import { BEIRUT } from "../../domain/days.ts";

/**
 * Beirut's zone as a SQL literal (`at time zone ${beirutZone}`): written into the statement rather
 * than bound, so an expression that uses it twice (select and group by) is the same expression.
 */
export const beirutZone = sql.raw(`'${BEIRUT}'`);
