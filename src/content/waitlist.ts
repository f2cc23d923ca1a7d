import 'server-only';
import { getBookableRooms, getCentres, type BookableRoom } from './index';
import { offerLinkState, type OfferLinkState } from '@/domain/waitlist/waitlist';
import type { BookingRow, DayPassRow, ViewingRow, WaitlistEntryRow, WaitlistOfferRow } from '@/server/db/schema';
import { getViewingHours } from './viewings';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import type { DayPassSettings } from '@/domain/day-pass/day-pass';
import { getDayPassCentre } from './day-passes';
import { getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { verifyWaitlistLink } from '@/server/waitlist/waitlist-link';
import { findWaitlistEntry, findWaitlistOffer } from '@/server/waitlist/waitlist';

/*
 * What the waitlist pages read (docs/decisions/0055): an entry or an offer behind a signed link,
 * with its room and town from the CMS. A link that is not ours, or too old, is said so.
 */

type LinkProblem = { readonly problem: 'forged' | 'expired' };
const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

async function townOf(centre: string): Promise<string> {
  return (await getCentres()).find((candidate) => candidate.slug === centre)?.town ?? centre;
}

async function placeOf(centre: string, resource: string): Promise<{ room: BookableRoom | undefined; town: string }> {
  const [rooms, town] = await Promise.all([getBookableRooms(), townOf(centre)]);
  return { room: rooms.find((candidate) => candidate.reference === resource && candidate.centre === centre), town };
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
  const roomName = entry?.kind === 'day-pass' ? 'Coworking day pass' : entry?.kind === 'viewing' ? 'Viewing' : (place?.room?.name ?? 'Meeting room');
  return { id: text(id), signature: text(signature), entry, roomName, town: place?.town ?? '' };
}

type OfferLink = { readonly id: string; readonly signature: string; readonly offer: WaitlistOfferRow; readonly entry: WaitlistEntryRow; readonly state: OfferLinkState; readonly town: string };

/** An offer behind a signed offer link, with what it holds and where, read from the CMS now. */
export type SignedWaitlistOffer = OfferLink &
  (
    | { readonly kind: 'room'; readonly booking: BookingRow; readonly room: BookableRoom | undefined }
    | {
        readonly kind: 'day-pass';
        readonly pass: DayPassRow;
        /** The centre's day-pass settings now (today's price); undefined when passes are no longer sold there. */
        readonly settings: DayPassSettings | undefined;
      }
    | { readonly kind: 'viewing'; readonly viewing: ViewingRow }
  );
export type SignedRoomWaitlistOffer = Extract<SignedWaitlistOffer, { kind: 'room' }>;
export type SignedDayPassWaitlistOffer = Extract<SignedWaitlistOffer, { kind: 'day-pass' }>;
export type SignedViewingWaitlistOffer = Extract<SignedWaitlistOffer, { kind: 'viewing' }>;

/**
 * The offer a signed link names; the state is 'withdrawn' when what was offered is no longer
 * offered (the room not booked online, passes no longer sold, no viewing hours at the centre).
 */
export async function getSignedWaitlistOffer(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
  now = new Date(),
): Promise<SignedWaitlistOffer | LinkProblem | undefined> {
  const verdict = verifyWaitlistLink('offer', text(id), text(signature), manageSigningKey(), now);
  if (!verdict.valid) return { problem: verdict.reason };
  const found = await findWaitlistOffer((await getEnquiryRuntime()).database.db, text(id));
  if (!found) return undefined;
  const link = { id: text(id), signature: text(signature) };
  const stateWhile = (offered: boolean): OfferLinkState =>
    offered ? offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, now) : 'withdrawn';
  const centre = found.entry.centre;
  switch (found.kind) {
    case 'room': {
      const place = await placeOf(centre, found.entry.resource);
      return { ...link, ...found, ...place, state: stateWhile(place.room !== undefined) };
    }
    case 'day-pass': {
      const offered = await getDayPassCentre(centre);
      return { ...link, ...found, settings: offered?.settings, town: offered?.centre.town ?? centre, state: stateWhile(offered !== undefined) };
    }
    case 'viewing': {
      const [hours, town] = await Promise.all([
        (centreSlugs as readonly string[]).includes(centre) ? getViewingHours(centre as CentreSlug) : undefined,
        townOf(centre),
      ]);
      return { ...link, ...found, town, state: stateWhile(hours !== undefined) };
    }
  }
}

export const isLinkProblem = (value: unknown): value is LinkProblem => typeof value === 'object' && value !== null && 'problem' in value;
