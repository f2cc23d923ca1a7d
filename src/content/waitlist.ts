import 'server-only';
import { getBookableRooms, getCentres, type BookableRoom } from './index';
import { offerLinkState, type OfferLinkState } from '@/domain/waitlist/waitlist';
import type { BookingRow, WaitlistEntryRow, WaitlistOfferRow } from '@/server/db/schema';
import { getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { verifyWaitlistLink } from '@/server/waitlist/waitlist-link';
import { findWaitlistEntry, findWaitlistOffer } from '@/server/waitlist/waitlist';

/*
 * What the waitlist pages read (docs/decisions/0055): an entry or an offer behind a signed link,
 * with its room and town from the CMS. A link that is not ours, or too old, is said so.
 */

type LinkProblem = { readonly problem: 'forged' | 'expired' };
const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

async function placeOf(centre: string, resource: string): Promise<{ room: BookableRoom | undefined; town: string }> {
  const [rooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
  return {
    room: rooms.find((candidate) => candidate.reference === resource && candidate.centre === centre),
    town: centres.find((candidate) => candidate.slug === centre)?.town ?? centre,
  };
}

export type SignedWaitlistEntry = { readonly id: string; readonly signature: string; readonly entry: WaitlistEntryRow | undefined; readonly roomName: string; readonly town: string };

export async function getSignedWaitlistEntry(
  purpose: 'confirm' | 'unsubscribe',
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<SignedWaitlistEntry | LinkProblem> {
  const verdict = verifyWaitlistLink(purpose, text(id), text(signature), manageSigningKey());
  if (!verdict.valid) return { problem: verdict.reason };
  const entry = await findWaitlistEntry((await getEnquiryRuntime()).database.db, text(id));
  const place = entry ? await placeOf(entry.centre, entry.resource) : undefined;
  return { id: text(id), signature: text(signature), entry, roomName: place?.room?.name ?? 'Meeting room', town: place?.town ?? '' };
}

export type SignedWaitlistOffer = {
  readonly id: string;
  readonly signature: string;
  readonly offer: WaitlistOfferRow;
  readonly entry: WaitlistEntryRow;
  readonly booking: BookingRow;
  readonly room: BookableRoom | undefined;
  readonly town: string;
  readonly state: OfferLinkState;
};

export async function getSignedWaitlistOffer(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
  now = new Date(),
): Promise<SignedWaitlistOffer | LinkProblem | undefined> {
  const verdict = verifyWaitlistLink('offer', text(id), text(signature), manageSigningKey(), now);
  if (!verdict.valid) return { problem: verdict.reason };
  const found = await findWaitlistOffer((await getEnquiryRuntime()).database.db, text(id));
  if (!found) return undefined;
  const place = await placeOf(found.entry.centre, found.entry.resource);
  const state = place.room ? offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, now) : 'withdrawn';
  return { id: text(id), signature: text(signature), ...found, ...place, state };
}

export const isLinkProblem = (value: unknown): value is LinkProblem => typeof value === 'object' && value !== null && 'problem' in value;
