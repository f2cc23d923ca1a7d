import path from 'node:path';
import type { Payload } from 'payload';
import { skipRevalidation } from '../revalidate';
import { seedPhotos, seedPhotosDir } from './photos';

/*
 * Puts the seed's photographs into Media (local disk or S3, whichever storage is configured) and
 * answers each file's document id. A photo already there under its file name is reused, so a second
 * run adds nothing. The file keeps its own name (overwriteExistingFiles): test builds and servers
 * share one media folder across throwaway databases, and a renamed copy would leave pages built
 * from one database pointing at a name the other does not know.
 */
export async function seedPhotoMedia(payload: Payload): Promise<Map<string, number>> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: seedPhotos.map((photo) => photo.file) } },
    depth: 0,
    limit: seedPhotos.length,
    pagination: false,
    overrideAccess: true,
  });
  const ids = new Map<string, number>(
    existing.docs.flatMap((doc) => (doc.filename ? [[doc.filename, doc.id] as const] : [])),
  );
  for (const photo of seedPhotos) {
    if (ids.has(photo.file)) continue;
    const doc = await payload.create({
      collection: 'media',
      data: {
        alt: photo.alt,
        credit: photo.credit,
        licence: photo.licence,
        sourceUrl: photo.sourceUrl,
        showsActualCentre: false,
        ...(photo.focal ? { focalX: photo.focal.x, focalY: photo.focal.y } : {}),
      },
      filePath: path.join(seedPhotosDir, photo.file),
      overwriteExistingFiles: true,
      overrideAccess: true,
      context: { [skipRevalidation]: true },
    });
    ids.set(photo.file, doc.id);
  }
  return ids;
}

/** The ids of the named files that are in Media, in the order given. */
export function mediaIdsOf(ids: ReadonlyMap<string, number>, files: readonly string[]): number[] {
  return files.flatMap((file) => {
    const id = ids.get(file);
    return id === undefined ? [] : [id];
  });
}
