import { sql, type SQL } from "drizzle-orm";
import { HOUR_MS } from "../../domain/days.ts";
import { jobCheckpoints, mailPreferences, properties, savedSearches, savedSearchMatches } from "../db/schema.ts";
import type { Executor } from "../db/client.server.ts";
import { db } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/** Which listings to look at: these ids (one just approved), or those live and changed in a window. */
export type MatchCandidates = { propertyIds: string[] } | { changedAfter: Date; changedUntil: Date };

const p = properties;
const s = savedSearches;

/**
 * A saved search's filters against a listing, as `searchListings` applies the same parameters (a
 * null column is a filter at its open-ended default, i.e. none). The district is the join's key.
 */
const matchesSearch = sql`
  ${s.listingType} = ${p.listingType}
  and ${s.frequency} <> 'off'
  and ${s.userId} <> ${p.ownerId}
  and (${s.areaId} is null or ${s.areaId} = ${p.areaId})
  and (${s.propertyType} is null or ${s.propertyType} = ${p.propertyType})
  and (${s.propertyCategory} is null or ${s.propertyCategory} = ${p.propertyCategory})
  and (${s.furnished} is null or ${s.furnished} = ${p.furnished})
  and (${s.priceMin} is null or (case when ${s.currency} = 'LBP' then ${p.lbpPriceCalculated} else ${p.usdPriceCalculated} end) >= ${s.priceMin})
  and (${s.priceMax} is null or (case when ${s.currency} = 'LBP' then ${p.lbpPriceCalculated} else ${p.usdPriceCalculated} end) <= ${s.priceMax})
  and (${s.sizeMin} is null or ${p.size} >= ${s.sizeMin})
  and (${s.sizeMax} is null or ${p.size} <= ${s.sizeMax})
  and (${s.bedroomMin} is null or ${p.bedroom} >= ${s.bedroomMin})
  and (${s.bedroomMax} is null or ${p.bedroom} <= ${s.bedroomMax})
  and (${s.bathroomMin} is null or ${p.bathroom} >= ${s.bathroomMin})
  and (${s.bathroomMax} is null or ${p.bathroom} <= ${s.bathroomMax})
  and (cardinality(${s.words}) = 0 or ${p.keywords} @> ${s.words})
  -- Only what went live or changed after the search was saved: saving never alerts about the past.
  and ${p.updatedAt} > ${s.createdAt}
  and not exists (
    select 1 from ${mailPreferences} mp
    where mp.user_id = ${s.userId} and mp.kind = 'savedSearchAlerts' and mp.delivery = 'none'
  )`;

function candidateCondition(candidates: MatchCandidates): SQL {
  return "propertyIds" in candidates
    ? sql`${p.id} = any(${sql.param(candidates.propertyIds)}::uuid[])`
    : sql`${p.updatedAt} > ${candidates.changedAfter} and ${p.updatedAt} <= ${candidates.changedUntil}`;
}

/**
 * Matches candidate listings against every saved search in ONE set-based statement (decision
 * 0027): searches naming a district join on (listing type, district), the others on the listing
 * type; the primary key of `saved_search_matches` keeps each listing once per search, whatever
 * runs again. A listing approved after the search was saved is "new"; one edited into it later
 * (a price dropped into the range) is "changed". Answers how many matches are new.
 */
export async function matchSavedSearches(candidates: MatchCandidates, now = new Date(), executor: Executor = db()): Promise<number> {
  const reason = sql`case when ${p.approvedOn} is null or ${p.updatedAt} - ${p.approvedOn} < interval '1 minute' then 'new' else 'changed' end`;
  const { rowCount } = await executor.execute(sql`
    with candidates as materialized (
      select * from ${p} where ${publicListing(now)} and ${candidateCondition(candidates)}
    )
    insert into ${savedSearchMatches} (saved_search_id, property_id, reason)
    select ${s.id}, ${p.id}, ${reason} from candidates ${p} join ${s} on ${s.district} = ${p.district} and ${matchesSearch}
    union all
    select ${s.id}, ${p.id}, ${reason} from candidates ${p} join ${s} on ${s.district} is null and ${matchesSearch}
    on conflict do nothing`);
  return rowCount ?? 0;
}

const CHECKPOINT = "match-saved-searches";

/**
 * The scheduled run: listings live and changed since the last run (the checkpoint moves in the
 * same transaction as the matches, so a failed run is simply done again).
 */
export async function matchChangedListings(now = new Date()): Promise<number> {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ at: string }>(sql`select at from ${jobCheckpoints} where name = ${CHECKPOINT} for update`);
    // The first run looks an hour back.
    const changedAfter = rows[0] ? new Date(rows[0].at) : new Date(now.getTime() - HOUR_MS);
    const matched = await matchSavedSearches({ changedAfter, changedUntil: now }, now, tx);
    await tx
      .insert(jobCheckpoints)
      .values({ name: CHECKPOINT, at: now })
      .onConflictDoUpdate({ target: jobCheckpoints.name, set: { at: now } });
    return matched;
  });
}
