import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { townOfCentre } from '@/domain/centres';
import { nextActionInstant } from '@/domain/leads/follow-up';
import { openLeadStages } from '@/domain/leads/stages';
import { businessTimeZone } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import { bookings, leads, staffCalendarFeeds, viewings } from '../db/schema';
import { loadSources } from './sources';
import type { LeadScope } from './store';

/*
 * A staff user's private calendar feed (issue 42 item 2, docs/decisions/0041): an iCal address a
 * calendar app subscribes to, with the user's next actions, the viewings and room bookings of
 * the leads they own and, for a centre manager, every viewing and booking at their centres.
 * The address carries a random key and an HMAC of it under the CMS secret; the user can replace
 * the key (the old address stops working) or turn the feed off. Times are written in
 * Europe/London with its VTIMEZONE, so an entry sits at its UK wall-clock time in any calendar.
 */

const keyBytes = 16;
const macHex = 32;
const tokenPattern = new RegExp(`^[0-9a-f]{${keyBytes * 2}}[0-9a-f]{${macHex}}$`);

function macOf(key: string, secret: string): string {
  return createHmac('sha256', secret).update(`staff-calendar:${key}`).digest('hex').slice(0, macHex);
}

/** The token of a feed's address: its key and the key's MAC. */
export function feedToken(key: string, secret: string): string {
  return `${key}${macOf(key, secret)}`;
}

/** The user's current feed key, if the feed is on. */
export async function calendarFeedKeyOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: staffCalendarFeeds.feedKey })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.staffUserId, userId));
  return row?.key;
}

/** Turns the feed on with a new key (the old address, if any, stops working); returns the key. */
export async function renewCalendarFeed(db: Database, userId: number): Promise<string> {
  const key = randomBytes(keyBytes).toString('hex');
  await db
    .insert(staffCalendarFeeds)
    .values({ staffUserId: userId, feedKey: key })
    .onConflictDoUpdate({ target: staffCalendarFeeds.staffUserId, set: { feedKey: key, createdAt: new Date() } });
  return key;
}

export async function revokeCalendarFeed(db: Database, userId: number): Promise<void> {
  await db.delete(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffUserId, userId));
}

/** The user a feed token belongs to, or undefined (a bad MAC, a replaced or revoked key). */
export async function calendarFeedUser(db: Database, token: string, secret: string): Promise<number | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const key = token.slice(0, keyBytes * 2);
  const given = Buffer.from(token.slice(keyBytes * 2), 'hex');
  const expected = Buffer.from(macOf(key, secret), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [row] = await db
    .select({ userId: staffCalendarFeeds.staffUserId })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.feedKey, key));
  return row?.userId;
}

export type CalendarEntry = {
  readonly uid: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly summary: string;
  readonly location: string | null;
  readonly description: string;
  readonly url: string;
};

/** The feed's window: what is past by more than this, or further ahead, is left out. */
const pastDays = 30;
const aheadDays = 180;
const nextActionMinutes = 15;

/**
 * The entries of a user's feed at `now`. `scope` is the user's centre scope: a centre manager's
 * centres bring all their viewings and bookings; 'all' (sales, administrators) only those of the
 * leads the user owns. Names of visitors stay in the admin: an entry says what and where, and links
 * to the lead or the board.
 */
export async function calendarEntries(
  db: Database,
  user: { readonly id: number; readonly scope: LeadScope },
  links: { readonly lead: (id: string) => string; readonly board: string },
  now: Date = new Date(),
): Promise<CalendarEntry[]> {
  const from = new Date(now.getTime() - pastDays * 86_400_000);
  const until = new Date(now.getTime() + aheadDays * 86_400_000);
  const owned = await db
    .select()
    .from(leads)
    .where(eq(leads.ownerId, user.id));
  const sources = await loadSources(db, owned);
  const leadBySource = new Map(owned.map((lead) => [`${lead.sourceKind}:${lead.sourceId}`, lead]));
  const ownedIds = (kind: 'viewing' | 'booking') =>
    owned.filter((lead) => lead.sourceKind === kind).map((lead) => lead.sourceId);
  const centres = user.scope === 'all' ? [] : [...user.scope];
  const mine = (column: AnyPgColumn, centre: AnyPgColumn, kind: 'viewing' | 'booking') => {
    const parts: SQL[] = [];
    const ids = ownedIds(kind);
    if (ids.length > 0) parts.push(inArray(column, ids));
    if (centres.length > 0) parts.push(inArray(centre, centres));
    return parts.length === 0 ? undefined : or(...parts);
  };
  const viewingScope = mine(viewings.id, viewings.centre, 'viewing');
  const bookingScope = mine(bookings.id, bookings.centre, 'booking');
  const [viewingRows, bookingRows] = await Promise.all([
    viewingScope
      ? db
          .select()
          .from(viewings)
          .where(and(viewingScope, eq(viewings.status, 'confirmed'), gte(viewings.startsAt, from), lte(viewings.startsAt, until)))
      : [],
    bookingScope
      ? db
          .select()
          .from(bookings)
          .where(and(bookingScope, eq(bookings.status, 'confirmed'), gte(bookings.startsAt, from), lte(bookings.startsAt, until)))
      : [],
  ]);
  const linkOf = (kind: 'viewing' | 'booking', id: string) => {
    const lead = leadBySource.get(`${kind}:${id}`);
    return lead ? links.lead(lead.id) : links.board;
  };
  const entries: CalendarEntry[] = [
    ...owned.flatMap((lead): CalendarEntry[] => {
      if (!lead.nextActionOn || !(openLeadStages as readonly string[]).includes(lead.stage)) return [];
      const startsAt = nextActionInstant({ on: lead.nextActionOn, at: lead.nextActionTime });
      if (startsAt < from || startsAt > until) return [];
      const reference = sources.get(`${lead.sourceKind}:${lead.sourceId}`)?.reference ?? lead.id.slice(0, 8);
      return [
        {
          uid: `next-action-${lead.id}@northlight`,
          startsAt,
          endsAt: new Date(startsAt.getTime() + nextActionMinutes * 60_000),
          summary: `Follow up ${reference}: ${lead.nextActionWhat ?? 'next action'}`,
          location: lead.centre ? townOfCentre(lead.centre) : null,
          description: `Next action on lead ${reference}.`,
          url: links.lead(lead.id),
        },
      ];
    }),
    ...viewingRows.map((viewing) => ({
      uid: `viewing-${viewing.id}@northlight`,
      startsAt: viewing.startsAt,
      endsAt: viewing.endsAt,
      summary: `Viewing ${viewing.reference}, ${townOfCentre(viewing.centre)}`,
      location: townOfCentre(viewing.centre),
      description:
        viewing.unitReferences.length > 0
          ? `Units to see: ${viewing.unitReferences.join(', ')}.`
          : 'A look round the centre.',
      url: linkOf('viewing', viewing.id),
    })),
    ...bookingRows.map((booking) => ({
      uid: `booking-${booking.id}@northlight`,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      summary: `Room booking ${booking.reference}, ${townOfCentre(booking.centre)}`,
      location: `${booking.roomReference}, ${townOfCentre(booking.centre)}`,
      description: `Meeting room ${booking.roomReference}.`,
      url: linkOf('booking', booking.id),
    })),
  ];
  return entries.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The feed as iCalendar text, every time in Europe/London. */
export function calendarFeedText(name: string, entries: readonly CalendarEntry[], stamp: Date = new Date()): string {
  const calendar = ical({
    name: `Northlight: ${name}`,
    prodId: { company: 'Northlight', product: 'staff-calendar', language: 'EN' },
    timezone: { name: businessTimeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
    ttl: 15 * 60,
  });
  const inLondon = (instant: Date) => new TZDate(instant.getTime(), businessTimeZone);
  for (const entry of entries)
    calendar.createEvent({
      id: entry.uid,
      stamp,
      start: inLondon(entry.startsAt),
      end: inLondon(entry.endsAt),
      timezone: businessTimeZone,
      summary: entry.summary,
      location: entry.location,
      description: entry.description,
      url: entry.url,
    });
  return calendar.toString();
}
