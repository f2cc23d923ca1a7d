import { z } from 'zod';
import { storableText } from '@/lib/storable-text';
import { unitReferenceMaxLength, unitReferencePattern } from '@/lib/unit-reference';
import { centreSlugs } from '@/domain/centres';
import { workspaceTypeSlugs } from '@/domain/workspace-types';
import { enquiryContextStorageKey, type EnquiryContext } from './enquiry-context';

/** The check on an enquiry context from untrusted places: a request body or sessionStorage. */
export const enquiryContextSchema = z.object({
  workspaceType: z.enum(workspaceTypeSlugs).optional(),
  centre: z.enum(centreSlugs).optional(),
  unit: z.string().max(unitReferenceMaxLength).regex(unitReferencePattern).optional(),
  // A form posts them as one comma-separated field; sessionStorage keeps the array.
  units: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.string().max(unitReferenceMaxLength).regex(unitReferencePattern)).min(1).max(4),
    )
    .optional(),
  placement: z.string().max(40).transform(storableText).optional(),
}) satisfies z.ZodType<EnquiryContext>;

export function readStoredEnquiryContext(): EnquiryContext | undefined {
  try {
    const raw = sessionStorage.getItem(enquiryContextStorageKey);
    if (!raw) return undefined;
    const parsed = enquiryContextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
