import {
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type GlobalBeforeChangeHook,
} from 'payload';
import type { z } from 'zod';
import { revalidateOnDelete, revalidateOnPublish } from './revalidate';

/*
 * Field settings in the collections give editors instant hints; the zod schema the public pages
 * already trust is the rule that decides. A document is checked against it whenever it is
 * published, so nothing a page cannot render ever goes live. Drafts may be incomplete.
 */
function check<T>(schema: z.ZodType<T>, value: unknown, collection: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  throw new ValidationError({
    collection,
    errors: result.error.issues.map((issue) => ({
      path: issue.path.join('.') || 'document',
      message: issue.message,
    })),
  });
}

export function validatePublishedWith<T>(
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
  collection: string,
): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
    if (merged._status === 'draft') return data;
    check(schema, toDomain(merged), collection);
    return data;
  };
}

export function validateGlobalWith<T>(
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
  global: string,
): GlobalBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
    if (merged._status === 'draft') return data;
    check(schema, toDomain(merged), global);
    return data;
  };
}

/*
 * Payload's REST answer includes a validation error's per-field messages only when the error passes
 * an instanceof check, and in Next's server bundle the error can come from another copy of the
 * payload module than the one that formats the answer: the admin then shows a bare "The following
 * field is invalid" with no message under the field, and the API names no reason. Recognised by its
 * shape instead, the messages reach the editor.
 */
export const keepValidationMessages: CollectionAfterErrorHook = ({ error, result }) => {
  // Not by name either: a production build minifies class names.
  const candidate = error as { message?: unknown; data?: { errors?: unknown }; status?: unknown };
  if (candidate.status !== 400 || !Array.isArray(candidate.data?.errors)) return;
  const errors = (result as { errors?: { data?: unknown }[] } | undefined)?.errors;
  if (errors?.[0]?.data) return;
  return {
    response: {
      errors: [
        {
          name: 'ValidationError',
          data: candidate.data as Record<string, unknown>,
          message: String(candidate.message),
        },
      ],
    },
    status: 400,
  };
};

/**
 * What every published collection of site content shares: drafts and versions, the publish check
 * against the schema the pages trust, and a refresh of the public pages on publish.
 */
export function publishedContent<T>(
  slug: string,
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
): Pick<CollectionConfig, 'versions' | 'hooks'> {
  return {
    versions: { drafts: true, maxPerDoc: 50 },
    hooks: {
      beforeChange: [validatePublishedWith(schema, toDomain, slug)],
      afterChange: [revalidateOnPublish],
      afterDelete: [revalidateOnDelete],
      afterError: [keepValidationMessages],
    },
  };
}
