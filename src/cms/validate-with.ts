import {
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type GlobalBeforeChangeHook,
} from 'payload';
import type { Field } from 'payload';
import type { z } from 'zod';
import { schedulePublishClock } from './branding/wording';
import { editorFacingPath, type PathAlias } from './field-labels';
import { revalidateOnDelete, revalidateOnPublish } from './revalidate';

/*
 * Field settings in the collections give editors instant hints; the zod schema the public pages
 * already trust is the rule that decides. A document is checked against it whenever it is
 * published, so nothing a page cannot render ever goes live. Drafts may be incomplete.
 */
export function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
  collection: string,
  fields: readonly Field[],
  aliases: readonly PathAlias[],
): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  throw new ValidationError({
    collection,
    // The field's label, not its key, in the toast; its CMS path, so the message shows under it.
    errors: result.error.issues.map((issue) => {
      const field = editorFacingPath(fields, issue.path.map(String).join('.'), aliases);
      return {
        path: field.path,
        label: field.label,
        // A rule across fields has no field to show under: the message then says which it means.
        message: field.found ? issue.message : `${field.label}: ${issue.message}`,
      };
    }),
  });
}

export function validatePublishedWith<T>(
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
  collection: string,
  aliases: readonly PathAlias[] = [],
): CollectionBeforeChangeHook {
  return ({ data, originalDoc, collection: config }) => {
    const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
    if (merged._status === 'draft') return data;
    check(schema, toDomain(merged), collection, config.fields, aliases);
    return data;
  };
}

export function validateGlobalWith<T>(
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
  global: string,
  aliases: readonly PathAlias[] = [],
): GlobalBeforeChangeHook {
  return ({ data, originalDoc, global: config }) => {
    const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
    if (merged._status === 'draft') return data;
    check(schema, toDomain(merged), global, config.fields, aliases);
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
 * Drafts, publishing and unpublishing at a set time (Payload's jobs queue, run in this app:
 * src/cms/jobs.ts), and the last 50 versions of each document to compare and restore.
 */
export const contentVersions = {
  // A 24-hour clock in the drawer, as UK staff read times (src/cms/branding/wording.ts).
  drafts: { schedulePublish: schedulePublishClock },
} as const;

/**
 * What every published collection of site content shares: drafts and versions, the publish check
 * against the schema the pages trust (its messages naming the fields by label; `aliases` rename
 * the domain's paths to the fields they come from), and a refresh of the public pages on publish.
 */
export function publishedContent<T>(
  slug: string,
  schema: z.ZodType<T>,
  toDomain: (data: Record<string, unknown>) => unknown,
  aliases: readonly PathAlias[] = [],
): Pick<CollectionConfig, 'versions' | 'hooks'> {
  return {
    versions: { ...contentVersions, maxPerDoc: 50 },
    hooks: {
      beforeChange: [validatePublishedWith(schema, toDomain, slug, aliases)],
      afterChange: [revalidateOnPublish],
      afterDelete: [revalidateOnDelete],
      afterError: [keepValidationMessages],
    },
  };
}
