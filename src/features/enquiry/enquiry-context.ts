import { z } from 'zod';
import { centreSlugs } from '@/content/centres';
import { workspaceTypeSlugs } from '@/content/workspace-types';

/*
 * What a GET IN TOUCH click tells the enquiry form: the product (workspace type) and, on a centre
 * page, the centre. Sent as a DOM event so the link and the form stay decoupled, and kept in
 * sessionStorage so a reload keeps it.
 */
export const enquiryContextSchema = z.object({
  workspaceType: z.enum(workspaceTypeSlugs).optional(),
  centre: z.enum(centreSlugs).optional(),
  /** Where on the page the click came from, e.g. "hero", "card", "centre-types". */
  placement: z.string().max(40).optional(),
});
export type EnquiryContext = z.infer<typeof enquiryContextSchema>;

export const enquiryContextEvent = 'northlight:enquiry-context';
export const enquiryContextStorageKey = 'northlight.enquiryContext';

export function announceEnquiryContext(context: EnquiryContext): void {
  try {
    sessionStorage.setItem(enquiryContextStorageKey, JSON.stringify(context));
  } catch {
    // Storage can be unavailable (private mode, quota); the event below still reaches the form.
  }
  window.dispatchEvent(new CustomEvent<EnquiryContext>(enquiryContextEvent, { detail: context }));
}

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
