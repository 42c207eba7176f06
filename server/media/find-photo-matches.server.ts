import { sql, type SQL } from "drizzle-orm";
import { bandProbes, BAND_COUNT, fingerprintText, MATCH_DISTANCE } from "../../domain/photo-fingerprint.ts";
import type { Executor } from "../db/client.server.ts";

/** A photo to look for: its fingerprint, and the listing it belongs to (whose own photos are no match). */
export interface SoughtPhoto {
  fingerprint: bigint;
  propertyId: string | null;
}

/** A listing photo within MATCH_DISTANCE of a sought photo (`sought`: its index in the request). */
export interface PhotoMatch {
  sought: number;
  propertyId: string;
  ownerId: string;
  position: number;
  distance: number;
}

/** At most this many matches per photo, the closest first: a photo copied a hundred times says so with five. */
export const MATCHES_PER_PHOTO = 5;
const PROBES_PER_BAND = 17;

const bigintArray = (values: readonly bigint[]) => `{${values.map(fingerprintText).join(",")}}`;

/** Band `band` of a bigint fingerprint in SQL, as the generated columns of drizzle/0038_photo_fingerprints.sql compute it. */
function bandOf(fingerprint: SQL, band: number): SQL {
  const unsigned = sql`((${fingerprint} >> ${sql.raw(String(48 - 16 * band))}) & 65535)`;
  return sql`(${unsigned} - ((${unsigned} & 32768) << 1))::smallint`;
}

/**
 * The listing photos (of listings not deleted) within MATCH_DISTANCE of each sought photo, by
 * multi-index hashing (domain/photo-fingerprint.ts, decision 0067): per band, an index-only scan of
 * `(fingerprint_band_k, fingerprint)` for the band's 17 probes, the exact distance checked in the
 * index; then the rows of the few fingerprints found. One statement for every sought photo.
 */
export async function findPhotoMatches(executor: Executor, sought: readonly SoughtPhoto[]): Promise<PhotoMatch[]> {
  if (sought.length === 0) return [];
  const { rows } = await executor.execute<{ sought: number; property_id: string; owner_id: string; position: number; distance: number }>(
    photoMatchesStatement(sought),
  );
  return rows.map((row) => ({ sought: row.sought, propertyId: row.property_id, ownerId: row.owner_id, position: row.position, distance: row.distance }));
}

/** The statement of `findPhotoMatches` (the bench explains it): at least one sought photo. */
export function photoMatchesStatement(sought: readonly SoughtPhoto[]): SQL {
  const probes = `{${sought.flatMap((photo) => bandProbes(photo.fingerprint).flat()).join(",")}}`;
  const perPhoto = BAND_COUNT * PROBES_PER_BAND;
  const slice = (band: number) =>
    sql.raw(`(q.ord - 1) * ${perPhoto} + ${band * PROBES_PER_BAND + 1} : (q.ord - 1) * ${perPhoto} + ${(band + 1) * PROBES_PER_BAND}`);
  const candidates = Array.from(
    { length: BAND_COUNT },
    (_, band) => sql`select fingerprint from property_images
      where ${sql.raw(`fingerprint_band_${band}`)} = any((${probes}::smallint[])[${slice(band)}])
        and bit_count((fingerprint # q.fingerprint)::bit(64)) <= ${MATCH_DISTANCE}`,
  );
  return sql`
    select q.ord::int - 1 as sought, m.property_id, m.owner_id, m.position, m.distance
    from unnest(${bigintArray(sought.map((photo) => photo.fingerprint))}::bigint[], ${`{${sought.map((photo) => photo.propertyId ?? "NULL").join(",")}}`}::uuid[])
      with ordinality as q(fingerprint, property_id, ord)
    cross join lateral (
      select i.property_id, p.owner_id, i.position, bit_count((i.fingerprint # q.fingerprint)::bit(64))::int as distance
      from (${sql.join(candidates, sql` union `)}) as found
      join property_images i on i.fingerprint_band_0 = ${bandOf(sql`found.fingerprint`, 0)} and i.fingerprint = found.fingerprint
      join properties p on p.id = i.property_id
      where not p.is_deleted and p.id is distinct from q.property_id
      order by distance, p.created_at, i.position
      limit ${MATCHES_PER_PHOTO}
    ) as m
    order by sought, m.distance`;
}
