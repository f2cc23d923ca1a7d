import type { CollectionSlug, PayloadRequest } from 'payload';
import { comparableText } from '@/lib/comparable-text';

/*
 * Shared by the publish checks that keep copy from repeating across pages (decision 0014): centre
 * hero lines and workspace-type FAQs. Each asks which other document already says the same words.
 */

/** Whether two pieces of copy read the same (case, spacing and closing punctuation aside). */
export const readsTheSame = (candidate: unknown, value: string) =>
  typeof candidate === 'string' && comparableText(candidate) === comparableText(value);

/** The first other document of the collection (not `id`) that `says` holds for, if any. */
export async function otherDocumentSaying<Doc extends { id: number | string }>(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string | undefined,
  select: Record<string, true>,
  says: (doc: Doc) => boolean,
): Promise<Doc | undefined> {
  const { docs } = await req.payload.find({ collection, depth: 0, limit: 200, overrideAccess: true, select, req });
  return (docs as unknown as Doc[]).find((doc) => doc.id !== id && says(doc));
}
