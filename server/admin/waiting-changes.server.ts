import { inArray } from "drizzle-orm";
import { imageUrl } from "../../domain/images.ts";
import { type ListingFields, reviewedChanges, type WaitingChangesView } from "../../domain/listing-revisions.ts";
import type { Executor } from "../db/client.server.ts";
import { areas, listingRevisions, properties, propertyImages, uploadedImages } from "../db/schema.ts";
import { fieldsOfRow } from "../listings/listing-revisions.server.ts";

/** The areas a diff may name: each listing's and its revision's. */
function areaIdsOf(revisions: { input: unknown }[], rows: { areaId: number | null }[]): number[] {
  const proposed = revisions.map((revision) => (revision.input as ListingFields).areaId);
  return [...new Set([...proposed, ...rows.map((row) => row.areaId)].filter((id): id is number => typeof id === "number"))];
}

/** The waiting changes of these listings, by listing: each field from before to after, photos added and removed. */
export async function waitingChanges(
  executor: Executor,
  propertyIds: readonly string[],
  cdnBase: string | undefined,
): Promise<Map<string, WaitingChangesView>> {
  if (!propertyIds.length) return new Map();
  const revisions = await executor
    .select()
    .from(listingRevisions)
    .where(inArray(listingRevisions.propertyId, [...propertyIds]));
  if (!revisions.length) return new Map();
  const ids = revisions.map((revision) => revision.propertyId);
  const uploadIds = revisions.flatMap((revision) => (revision.photos as string[]).filter((ref) => ref.startsWith("u:")).map((ref) => ref.slice(2)));
  const [rows, images, uploads] = await Promise.all([
    executor.select().from(properties).where(inArray(properties.id, ids)),
    executor.select().from(propertyImages).where(inArray(propertyImages.propertyId, ids)),
    uploadIds.length ? executor.select().from(uploadedImages).where(inArray(uploadedImages.id, uploadIds)) : [],
  ]);
  const areaIds = areaIdsOf(revisions, rows);
  const areaRows = areaIds.length
    ? await executor.select({ id: areas.id, area: areas.area, district: areas.district }).from(areas).where(inArray(areas.id, areaIds))
    : [];
  const url = new Map<string, string>([
    ...images.map((image) => [`p:${image.id}`, imageUrl(image.imageLowKey, { cdnBase, size: "low" })] as const),
    ...uploads.map((upload) => [`u:${upload.id}`, imageUrl(upload.imageLowKey, { cdnBase, size: "low" })] as const),
  ]);
  const place = (areaId: unknown) => {
    const area = areaRows.find((row) => row.id === areaId);
    return area ? `${area.area}, ${area.district}` : null;
  };
  const byId = new Map<string, WaitingChangesView>();
  for (const revision of revisions) {
    const row = rows.find((candidate) => candidate.id === revision.propertyId);
    if (!row) continue;
    const before = images
      .filter((image) => image.propertyId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((image) => `p:${image.id}`);
    const changes = reviewedChanges(fieldsOfRow(row), before, revision.input as ListingFields, revision.photos as string[]);
    byId.set(row.id, {
      fields: changes.fields.map(({ field, before, after }) =>
        field === "areaId" ? { field, before: place(before), after: place(after) } : { field, before: before ?? null, after: after ?? null },
      ),
      photosAdded: changes.photosAdded.flatMap((ref) => url.get(ref) ?? []),
      photosRemoved: changes.photosRemoved.flatMap((ref) => url.get(ref) ?? []),
      photosReordered: changes.photosReordered,
    });
  }
  return byId;
}
