import 'server-only';
import { dayPassPaths } from '@/domain/day-pass/day-pass';
import { londonInstant } from '@/lib/booking-slots';
import { manageLinkExpiry, managePath } from '../links/manage-link';

/*
 * A pass's pages are opened with its signed manage link (src/server/links/manage-link.ts, subject
 * 'day-pass'), so no other kind of link opens a pass. It runs until 30 days after the pass's day.
 */

type Linked = { readonly id: string; readonly day: string };

const expiryOf = (pass: Linked) => manageLinkExpiry(londonInstant(pass.day, 24 * 60));

export const dayPassConfirmedPath = (pass: Linked, key: string) =>
  managePath(dayPassPaths.confirmed, 'day-pass', pass.id, expiryOf(pass), key);

export const dayPassManagePath = (pass: Linked, key: string) =>
  managePath(dayPassPaths.manage, 'day-pass', pass.id, expiryOf(pass), key);
