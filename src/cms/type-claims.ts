import type { CollectionBeforeChangeHook } from 'payload';
import { z } from 'zod';
import { typeClaimProblems, type TypeClaims } from '@/domain/copy-claims';
import { publishedProductReadSchema } from '@/domain/products';
import { isListed, unitSchema, unitWorkspaceTypes, type Unit } from '@/domain/units';
import type { PathAlias } from './field-labels';
import { docToProduct, docToUnit, type WorkspaceTypeDoc } from './mapping';
import { check } from './validate-with';

/*
 * A workspace type's copy may not claim what its listed units contradict (decision 0038): its
 * typical sizes must hold every listed unit's floor area, its power be theirs, a range of people
 * hold their capacities, and a count larger than the listings say where the others are (the
 * partner network). Checked when the type is published, against the published units not let;
 * drafts are not checked. Messages name the field, like the schema check before it.
 */

/** The type's published units that pages list (not let). */
async function listedUnitsOf(req: Parameters<CollectionBeforeChangeHook>[0]['req'], type: string): Promise<Unit[]> {
  const { docs } = await req.payload.find({
    collection: 'units',
    where: { and: [{ workspaceType: { equals: type } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 2000,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs.flatMap((doc) => {
    const parsed = unitSchema.safeParse(docToUnit(doc));
    return parsed.success && isListed(parsed.data) ? [parsed.data] : [];
  });
}

export function claimsTrueToTheUnits(aliases: readonly PathAlias[]): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
    if (merged._status === 'draft') return data;
    // A type the schema refuses is reported by the schema check; this one reads only what parses.
    const product = publishedProductReadSchema.safeParse(docToProduct(merged as WorkspaceTypeDoc));
    if (!product.success) return data;
    // Virtual offices are a service with no units (the units' type field cannot even name them).
    if (!(unitWorkspaceTypes as readonly string[]).includes(product.data.slug)) return data;
    const problems = typeClaimProblems(product.data satisfies TypeClaims, await listedUnitsOf(req, product.data.slug));
    if (problems.length === 0) return data;
    const refusal = z.unknown().superRefine((_, ctx) => {
      for (const problem of problems) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    });
    check(refusal, merged, collection.slug, collection.fields, aliases);
    return data;
  };
}
