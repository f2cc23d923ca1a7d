import type { CentreSlug } from '@/domain/centres';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';

/*
 * What a GET IN TOUCH click tells the enquiry form: the product (workspace type) and, on a centre
 * page, the centre and perhaps the unit. Sent as a DOM event so the link and the form stay decoupled, and kept in
 * sessionStorage so a reload keeps it. This module is on every page (every GET IN TOUCH link uses
 * it), so it imports types only; the schema that checks a stored context is in
 * enquiry-context-schema.ts, loaded with the form.
 */
export type EnquiryContext = {
  readonly workspaceType?: WorkspaceTypeSlug;
  readonly centre?: CentreSlug;
  /** A listed unit's reference (e.g. "AND-W04"), when GET IN TOUCH was pressed on a unit. */
  readonly unit?: string;
  /** Several units' references, when GET IN TOUCH was pressed on a comparison of them. */
  readonly units?: readonly string[];
  /** Where on the page the click came from, e.g. "hero", "card", "centre-types". */
  readonly placement?: string;
};

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
