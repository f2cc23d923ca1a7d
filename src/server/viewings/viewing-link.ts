import 'server-only';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { manageLinkExpiry, managePath, verifyManageLink, type ManageLinkVerdict } from '../links/manage-link';

/*
 * A viewing's pages are opened with the visitor's signed manage link (src/server/links/manage-link.ts,
 * subject 'viewing'): ?b=<viewing id>&s=<expiry>.<signature>. The subject is signed in, so a room
 * booking's link can never open a viewing; the link runs until 30 days after the viewing.
 */

type Linked = { readonly id: string; readonly endsAt: Date };

export const viewingConfirmedPath = (viewing: Linked, key: string) =>
  managePath(viewingPaths.confirmed, 'viewing', viewing.id, manageLinkExpiry(viewing.endsAt), key);

export const viewingManagePath = (viewing: Linked, key: string) =>
  managePath(viewingPaths.manage, 'viewing', viewing.id, manageLinkExpiry(viewing.endsAt), key);

export function verifyViewingLink(
  id: string,
  signature: string | undefined,
  key: string,
  now = new Date(),
): ManageLinkVerdict {
  return verifyManageLink('viewing', id, signature, key, now);
}
