import type { Payload } from 'payload';
import { seedCentres } from '@/content/centre-directory';
import { seedProducts } from '@/content/products';
import { seedSiteSettings } from '@/content/site-settings';
import { getWorkspaceType } from '@/content/workspace-types';
import { centreToDoc, productToDoc } from './mapping';
import { skipRevalidation } from './revalidate';

/*
 * An empty database starts with today's content: the 15 workspace types, the 29 centres and the
 * advisor line, published. Only what is missing is created, so running it again (every start, or
 * several instances at once) changes nothing an editor has done; a unique slug stops a second
 * instance creating the same document twice.
 */
export type SeedReport = { readonly created: number };

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: unknown })?.message ?? '')) ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

async function createMissing(
  payload: Payload,
  collection: 'workspace-types' | 'centres',
  documents: readonly { slug: string; data: Record<string, unknown> }[],
): Promise<number> {
  const existing = await payload.find({
    collection,
    limit: 1000,
    depth: 0,
    pagination: false,
    draft: true,
    select: { slug: true },
    overrideAccess: true,
  });
  const present = new Set(existing.docs.map((doc) => (doc as { slug?: string }).slug));
  let created = 0;
  for (const { slug, data } of documents) {
    if (present.has(slug)) continue;
    try {
      await payload.create({
        collection,
        data: { ...data, _status: 'published' } as never,
        overrideAccess: true,
        context: { [skipRevalidation]: true },
      });
      created += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return created;
}

export async function seedIfEmpty(payload: Payload): Promise<SeedReport> {
  let created = await createMissing(
    payload,
    'workspace-types',
    seedProducts.map((product) => ({
      slug: product.slug,
      data: productToDoc(product, getWorkspaceType(product.slug).icon),
    })),
  );
  created += await createMissing(
    payload,
    'centres',
    seedCentres.map((centre) => ({ slug: centre.slug, data: centreToDoc(centre) })),
  );
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true });
  if (!(settings as { salesEmail?: string }).salesEmail) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...seedSiteSettings, _status: 'published' } as never,
      overrideAccess: true,
      context: { [skipRevalidation]: true },
    });
    created += 1;
  }
  return { created };
}
