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
import { findDayPassWaitlistOffer, findViewingWaitlistOffer, findWaitlistEntry, findWaitlistOffer } from '@/server/waitlist/waitlist';

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
  const roomName = entry?.kind === 'day-pass' ? 'Coworking day pass' : entry?.kind === 'viewing' ? 'Viewing' : (place?.room?.name ?? 'Meeting room');
  return { id: text(id), signature: text(signature), entry, roomName, town: place?.town ?? '' };
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

export type SignedDayPassWaitlistOffer = {
  readonly id: string;
  readonly signature: string;
  readonly offer: WaitlistOfferRow;
  readonly entry: WaitlistEntryRow;
  readonly pass: DayPassRow;
  /** The centre's day-pass settings now (today's price); undefined when passes are no longer sold there. */
  readonly settings: DayPassSettings | undefined;
  readonly town: string;
  readonly state: OfferLinkState;
};

/** A day-pass offer behind a signed offer link (the link was checked by getSignedWaitlistOffer's caller or here). */
export async function getSignedDayPassWaitlistOffer(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
  now = new Date(),
): Promise<SignedDayPassWaitlistOffer | undefined> {
  if (!verifyWaitlistLink('offer', text(id), text(signature), manageSigningKey(), now).valid) return undefined;
  const found = await findDayPassWaitlistOffer((await getEnquiryRuntime()).database.db, text(id));
  if (!found) return undefined;
  const centre = await getDayPassCentre(found.entry.centre);
  const state = centre ? offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, now) : 'withdrawn';
  return { id: text(id), signature: text(signature), ...found, settings: centre?.settings, town: centre?.centre.town ?? found.entry.centre, state };
}

export const isLinkProblem = (value: unknown): value is LinkProblem => typeof value === 'object' && value !== null && 'problem' in value;

export type SignedViewingWaitlistOffer = {
  readonly id: string;
  readonly signature: string;
  readonly offer: WaitlistOfferRow;
  readonly entry: WaitlistEntryRow;
  readonly viewing: ViewingRow;
  readonly town: string;
  readonly state: OfferLinkState;
};

/** A viewing offer behind a signed offer link (decision 0058); withdrawn when the centre no longer has viewing hours. */
export async function getSignedViewingWaitlistOffer(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
  now = new Date(),
): Promise<SignedViewingWaitlistOffer | undefined> {
  if (!verifyWaitlistLink('offer', text(id), text(signature), manageSigningKey(), now).valid) return undefined;
  const found = await findViewingWaitlistOffer((await getEnquiryRuntime()).database.db, text(id));
  if (!found) return undefined;
  const centre = found.entry.centre;
  const [hours, centres] = await Promise.all([
    (centreSlugs as readonly string[]).includes(centre) ? getViewingHours(centre as CentreSlug) : undefined,
    getCentres(),
  ]);
  const town = centres.find((candidate) => candidate.slug === centre)?.town ?? centre;
  const state = hours ? offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, now) : 'withdrawn';
  return { id: text(id), signature: text(signature), ...found, town, state };
}
