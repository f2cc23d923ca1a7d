import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { CancellationRules } from '@/domain/booking/cancellation';
import { offerEndsAt, waitlistRetention, type WaitlistKind } from '@/domain/waitlist/waitlist';
import { bookingReturning, bookingSubject, expireEndedHolds } from '../bookings/bookings';
import { dayPassSubject, expireEndedDayPassHolds, freeDesk } from '../day-passes/day-passes';
import { holdViewingSeat, viewingSubject } from '../viewings/viewings';
import type { Database } from '../db/client';
import {
  bookings,
  dayPasses,
  outbox,
  viewings,
  waitlistEntries,
  waitlistOffers,
  type BookingDuration,
  type BookingRow,
  type DayPassRow,
  type DeliveryChannel,
  type ViewingRow,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
} from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { isUuid } from '@/lib/uuid';

/*
 * The waitlist in the database (docs/decisions/0055-waitlist.md). An entry is stored 'pending'
 * with its opt-in mail queued in the same statement. When its slot frees, the first confirmed
 * entry is offered it: one transaction inserts a pending booking row that holds the slot (so the
 * room's exclusion constraint refuses anyone else's booking until the hold ends), the offer, and
 * the offer mail. The constraint also settles two instances offering at once: the second hold
 * waits for the first and fails, so a slot is offered to one person at a time, and the unique
 * offer per entry means no one is offered twice.
 */

export type WaitlistSlot = {
  readonly kind: WaitlistKind;
  readonly centre: string;
  readonly resource: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly duration: BookingDuration;
  readonly hours: number;
};

export type NewWaitlistEntry = WaitlistSlot & {
  readonly email: string;
  readonly pricePence: number;
  readonly vatRatePercent: number;
  /** A day pass's date: the centre's desks for day visitors now (the hold takes one of them). */
  readonly desks?: number | undefined;
  /** A viewing slot: the centre's viewing capacity now (the hold takes one of its seats). */
  readonly capacity?: number | undefined;
  readonly attribution?: Record<string, unknown> | undefined;
};

const uniqueViolation = '23505';
const exclusionViolation = '23P01';

/**
 * Stores a pending entry and queues its opt-in. An address already on that slot's list (pending,
 * confirmed or offered) is answered 'already', and nothing more is sent.
 */
export async function createWaitlistEntry(
  db: Database,
  entry: NewWaitlistEntry,
  options: { readonly visitorMail: boolean },
): Promise<{ readonly outcome: 'stored' | 'already'; readonly reference?: string }> {
  const insert = db
    .insert(waitlistEntries)
    .values({
      id: randomUUID(),
      reference: newReference(),
      kind: entry.kind,
      centre: entry.centre,
      resource: entry.resource,
      startsAt: entry.startsAt,
      endsAt: entry.endsAt,
      duration: entry.duration,
      hours: entry.hours,
      desks: entry.kind === 'day-pass' ? (entry.desks ?? null) : null,
      capacity: entry.kind === 'viewing' ? (entry.capacity ?? null) : null,
      pricePence: entry.pricePence,
      vatRateBasisPoints: Math.round(entry.vatRatePercent * 100),
      email: entry.email,
      attribution: entry.attribution ?? null,
    })
    .returning({ id: waitlistEntries.id, reference: waitlistEntries.reference });
  try {
    const written = await writeWithVisitorMail(
      db,
      insert,
      { column: 'waitlist_entry_id' },
      { visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined },
    );
    if (!written) throw new Error('waitlist entry not stored');
    return { outcome: 'stored', reference: written.reference };
  } catch (error) {
    if (errorFacts(error).code === uniqueViolation) return { outcome: 'already' };
    throw error;
  }
}

export async function findWaitlistEntry(db: Database, id: string): Promise<WaitlistEntryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

/** An offer with its entry and what holds its slot: a pending booking, day pass or viewing row. */
export type WaitlistOfferWithHold = { readonly offer: WaitlistOfferRow; readonly entry: WaitlistEntryRow } & (
  | { readonly kind: 'room'; readonly booking: BookingRow }
  | { readonly kind: 'day-pass'; readonly pass: DayPassRow }
  | { readonly kind: 'viewing'; readonly viewing: ViewingRow }
);

/** An offer with its entry and its hold, for the offer page, the accept form and the offer mail. */
export async function findWaitlistOffer(db: Database, id: string): Promise<WaitlistOfferWithHold | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries, booking: bookings, pass: dayPasses, viewing: viewings })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .leftJoin(bookings, eq(bookings.id, waitlistOffers.bookingId))
    .leftJoin(dayPasses, eq(dayPasses.id, waitlistOffers.dayPassId))
    .leftJoin(viewings, eq(viewings.id, waitlistOffers.viewingId))
    .where(eq(waitlistOffers.id, id));
  if (!row) return undefined;
  const { offer, entry } = row;
  if (row.booking) return { kind: 'room', offer, entry, booking: row.booking };
  if (row.pass) return { kind: 'day-pass', offer, entry, pass: row.pass };
  if (row.viewing) return { kind: 'viewing', offer, entry, viewing: row.viewing };
  // Unreachable: waitlist_offers_one_hold names exactly one hold, and deleting it deletes the offer.
  return undefined;
}

/** Confirms a pending entry: 'confirmed', 'already' (confirmed before) or 'gone' (deleted). */
export async function confirmWaitlistEntry(db: Database, id: string): Promise<'confirmed' | 'already' | 'gone'> {
  if (!isUuid(id)) return 'gone';
  const updated = await db
    .update(waitlistEntries)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')))
    .returning({ id: waitlistEntries.id });
  if (updated.length > 0) return 'confirmed';
  return (await findWaitlistEntry(db, id)) ? 'already' : 'gone';
}

/**
 * Takes an entry off the list (its mails go by cascade). An open offer of it is withdrawn first
 * and its hold released, so the slot goes to the next person at the next sweep. True when there was one.
 */
export async function leaveWaitlist(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(waitlistOffers)
      .set({ status: 'withdrawn', endedAt: sql`now()` })
      .where(and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.status, 'open')))
      .returning({ bookingId: waitlistOffers.bookingId, dayPassId: waitlistOffers.dayPassId, viewingId: waitlistOffers.viewingId });
    for (const { bookingId, dayPassId, viewingId } of withdrawn) {
      if (viewingId) await releaseViewingHold(tx, viewingId);
      if (bookingId)
        await tx
          .update(bookings)
          .set({ status: 'expired', holdExpiresAt: sql`least(${bookings.holdExpiresAt}, now())` })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
      if (dayPassId)
        await tx
          .update(dayPasses)
          .set({ status: 'expired', holdExpiresAt: sql`least(${dayPasses.holdExpiresAt}, now())` })
          .where(and(eq(dayPasses.id, dayPassId), eq(dayPasses.status, 'pending')));
    }
    // An entry that booked keeps its offer row for the booking's sake; only the address goes.
    const deleted = await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning({ id: waitlistEntries.id });
    return deleted.length > 0;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A held viewing seat given back (the offer withdrawn or over): it stops taking its seat. */
export async function releaseViewingHold(tx: Pick<Database, 'update'>, viewingId: string): Promise<void> {
  await tx
    .update(viewings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(viewings.id, viewingId), eq(viewings.status, 'held')));
}

/**
 * Offers the slot to the first confirmed entry that waits for it, if the slot is free: the hold,
 * the offer and its mail, inside a savepoint, so a slot that is not free (the constraint refuses
 * the hold) leaves everything as it was. Answers the offer's id, or undefined.
 */
async function offerSlot(
  tx: Tx,
  slot: Pick<WaitlistSlot, 'kind' | 'resource' | 'startsAt' | 'endsAt'>,
  options: { readonly visitorMail: boolean; readonly now: Date },
): Promise<string | undefined> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.kind, slot.kind),
        eq(waitlistEntries.resource, slot.resource),
        eq(waitlistEntries.startsAt, slot.startsAt),
        eq(waitlistEntries.endsAt, slot.endsAt),
        eq(waitlistEntries.status, 'confirmed'),
      ),
    )
    .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update');
  if (!entry || entry.startsAt.getTime() <= options.now.getTime()) return undefined;
  try {
    return await tx.transaction(async (savepoint) => {
      const expiresAt = offerEndsAt(options.now);
      const offerId = randomUUID();
      if (entry.kind === 'viewing') {
        const viewingId = entry.capacity
          ? await holdViewingSeat(savepoint, { centre: entry.centre, startsAt: entry.startsAt, endsAt: entry.endsAt, capacity: entry.capacity, email: entry.email, expiresAt })
          : undefined;
        // Every seat is taken (a confirmed viewing or a live hold): nothing to offer yet.
        if (!viewingId) return undefined;
        await savepoint.insert(waitlistOffers).values({ id: offerId, entryId: entry.id, viewingId, expiresAt });
      } else if (entry.kind === 'day-pass') {
        const dayPassId = await holdDesk(savepoint, entry, expiresAt);
        // Every desk is taken (a confirmed pass or a live hold): nothing to offer yet.
        if (!dayPassId) return undefined;
        await savepoint.insert(waitlistOffers).values({ id: offerId, entryId: entry.id, dayPassId, expiresAt });
      } else {
        const bookingId = await holdRoom(savepoint, entry, expiresAt);
        await savepoint.insert(waitlistOffers).values({ id: offerId, entryId: entry.id, bookingId, expiresAt });
      }
      await savepoint.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, entry.id));
      if (options.visitorMail)
        await savepoint.insert(outbox).values({ waitlistOfferId: offerId, channel: 'visitor-email', mailKind: 'offer', mailSequence: 0 });
      return offerId;
    });
  } catch (error) {
    const code = errorFacts(error).code;
    // Not free (someone holds or booked it), or another instance offered it first.
    if (code === exclusionViolation || code === uniqueViolation) return undefined;
    throw error;
  }
}

/** A day pass's London day from the entry's start (the entry spans the day). */
const londonDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/**
 * Holds the lowest free desk of the day with a pending pass in the waitlisted address's name until
 * the offer ends: day_passes_one_per_desk counts it, so nobody else's pass (or a second offer on
 * another instance, which gets 23505) can take that desk meanwhile. Undefined when the day is full.
 */
async function holdDesk(tx: Tx, entry: WaitlistEntryRow, expiresAt: Date): Promise<string | undefined> {
  const day = londonDay(entry.startsAt);
  // A payment hold that has ended no longer takes a desk, even before the payment sweeper ran.
  await expireEndedDayPassHolds(tx, { centre: entry.centre, day });
  const id = randomUUID();
  const desks = entry.desks ?? 0;
  const rows = await tx.execute(sql`insert into ${dayPasses} (id, reference, centre, day, desk, desks, trial, name, email, phone,
      price_pence, vat_rate_basis_points, status, hold_expires_at)
    select ${id}::uuid, ${newReference()}, ${entry.centre}, ${day}::date, free.desk, ${desks}::integer, false, '', ${entry.email}, '',
      ${entry.pricePence}::integer, ${entry.vatRateBasisPoints}::integer, 'pending', ${expiresAt.toISOString()}::timestamptz
    from (${freeDesk(entry.centre, day, desks)}) as free
    returning id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length > 0 ? id : undefined;
}

async function holdRoom(tx: Tx, entry: WaitlistEntryRow, expiresAt: Date): Promise<string> {
      // A hold that has ended no longer blocks the slot, even before the payment sweeper ran.
      await expireEndedHolds(tx, { roomReference: entry.resource, overlapping: entry });
      const bookingId = randomUUID();
      await tx.insert(bookings).values({
        id: bookingId,
        reference: newReference(),
        roomReference: entry.resource,
        centre: entry.centre,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt,
        duration: entry.duration,
        hours: entry.hours,
        // Who it is held for is the offer's entry; the name and phone come when they book it.
        name: '',
        email: entry.email,
        phone: '',
        pricePence: entry.pricePence,
        vatRateBasisPoints: entry.vatRateBasisPoints,
        status: 'pending',
        holdExpiresAt: expiresAt,
      });
      return bookingId;
}

export type OfferSweep = { readonly offered: number; readonly lapsed: number; readonly taken: number; readonly checkoutSessions: string[] };

/**
 * The waitlist's background step, on any instance (src/server/waitlist/sweeper.ts), and after a
 * cancel for its room: ends offers whose 15 minutes are up (or whose hold was paid and booked),
 * offering each slot to the next person in the same transaction, then offers every free slot that
 * has people waiting and no open offer. Answers what it did, and the Checkout Sessions of holds
 * it ended (the caller expires them at Stripe).
 */
export async function sweepWaitlistOffers(
  db: Database,
  options: { readonly visitorMail: boolean; readonly roomReference?: string; readonly now?: () => Date },
): Promise<OfferSweep> {
  const now = options.now ?? (() => new Date());
  let offered = 0;
  let lapsed = 0;
  let taken = 0;
  const checkoutSessions: string[] = [];
  const due = await db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .leftJoin(bookings, eq(bookings.id, waitlistOffers.bookingId))
    .leftJoin(dayPasses, eq(dayPasses.id, waitlistOffers.dayPassId))
    .leftJoin(viewings, eq(viewings.id, waitlistOffers.viewingId))
    .where(
      and(
        eq(waitlistOffers.status, 'open'),
        // A viewing's live hold is 'held'; a booking's and a day pass's, 'pending'.
        sql`(${waitlistOffers.expiresAt} <= now() or coalesce(${bookings.status}, ${dayPasses.status}, case when ${viewings.status} = 'held' then 'pending' else ${viewings.status} end) <> 'pending')`,
        options.roomReference ? eq(bookings.roomReference, options.roomReference) : undefined,
      ),
    )
    .limit(100);
  for (const { offer } of due) {
    if (offer.viewingId) {
      const ended = await db.transaction((tx) => endViewingOffer(tx, offer, { visitorMail: options.visitorMail, now: now() }));
      if (ended.outcome === 'taken') taken += 1;
      if (ended.outcome === 'lapsed') lapsed += 1;
      offered += ended.offered;
      continue;
    }
    if (offer.dayPassId) {
      const ended = await db.transaction((tx) => endDayPassOffer(tx, offer, { visitorMail: options.visitorMail, now: now() }));
      if (ended.outcome === 'taken') taken += 1;
      if (ended.outcome === 'lapsed') lapsed += 1;
      offered += ended.offered;
      checkoutSessions.push(...ended.checkoutSessions);
      continue;
    }
    const bookingId = offer.bookingId;
    if (!bookingId) continue;
    await db.transaction(async (tx) => {
      const [hold] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      const booked = hold?.status === 'confirmed';
      const ended = await tx
        .update(waitlistOffers)
        .set({ status: booked ? 'taken' : 'lapsed', endedAt: sql`now()` })
        .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
        .returning({ entryId: waitlistOffers.entryId });
      if (ended.length === 0 || !hold) return;
      await tx
        .update(waitlistEntries)
        .set({ status: booked ? 'booked' : 'passed' })
        .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
      if (booked) {
        taken += 1;
        return;
      }
      lapsed += 1;
      const released = await expireEndedHolds(tx, { roomReference: hold.roomReference, overlapping: hold });
      for (const row of released) if (row.checkoutSessionId) checkoutSessions.push(row.checkoutSessionId);
      if (await offerSlot(tx, { kind: 'room', resource: hold.roomReference, startsAt: hold.startsAt, endsAt: hold.endsAt }, { visitorMail: options.visitorMail, now: now() }))
        offered += 1;
    });
  }
  // Slots with someone confirmed and waiting, and no open offer: free now, they are offered.
  const waiting = await db
    .selectDistinct({ kind: waitlistEntries.kind, resource: waitlistEntries.resource, startsAt: waitlistEntries.startsAt, endsAt: waitlistEntries.endsAt })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.kind, ['room', 'day-pass', 'viewing']),
        eq(waitlistEntries.status, 'confirmed'),
        gt(waitlistEntries.startsAt, sql`now()`),
        options.roomReference ? eq(waitlistEntries.resource, options.roomReference) : undefined,
        // A room slot is one person's at a time; a day has a desk for each person while desks are free.
        sql`(${waitlistEntries.kind} in ('day-pass', 'viewing') or not exists (select 1 from ${waitlistEntries} as held join ${waitlistOffers} as open_offer on open_offer.entry_id = held.id
          where open_offer.status = 'open' and held.kind = ${waitlistEntries.kind} and held.resource = ${waitlistEntries.resource}
          and held.starts_at = ${waitlistEntries.startsAt} and held.ends_at = ${waitlistEntries.endsAt}))`,
      ),
    )
    .limit(200);
  for (const slot of waiting) {
    // A day may have freed several desks, a viewing slot several seats: one offer each, until it is full or nobody waits.
    for (let desk = 0; desk < (slot.kind === 'day-pass' ? 50 : slot.kind === 'viewing' ? 10 : 1); desk += 1) {
      if (!(await db.transaction((tx) => offerSlot(tx, slot, { visitorMail: options.visitorMail, now: now() })))) break;
      offered += 1;
    }
  }
  return { offered, lapsed, taken, checkoutSessions };
}

/**
 * Ends a day-pass offer whose 15 minutes are up or whose hold is no longer pending: 'taken' when
 * the pass was confirmed (paid online), else 'lapsed', releasing the hold and offering the desk to
 * the next person in the same transaction. The hold is locked first, as acceptance locks the offer.
 */
async function endDayPassOffer(
  tx: Tx,
  offer: WaitlistOfferRow,
  options: { readonly visitorMail: boolean; readonly now: Date },
): Promise<{ outcome: 'taken' | 'lapsed' | 'none'; offered: number; checkoutSessions: string[] }> {
  const none = { outcome: 'none' as const, offered: 0, checkoutSessions: [] };
  if (!offer.dayPassId) return none;
  const [hold] = await tx.select().from(dayPasses).where(eq(dayPasses.id, offer.dayPassId)).for('update');
  const booked = hold?.status === 'confirmed';
  const ended = await tx
    .update(waitlistOffers)
    .set({ status: booked ? 'taken' : 'lapsed', endedAt: sql`now()` })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
    .returning({ entryId: waitlistOffers.entryId });
  if (ended.length === 0 || !hold) return none;
  await tx
    .update(waitlistEntries)
    .set({ status: booked ? 'booked' : 'passed' })
    .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
  if (booked) return { outcome: 'taken', offered: 0, checkoutSessions: [] };
  const released = await expireEndedDayPassHolds(tx, { centre: hold.centre, day: hold.day });
  const checkoutSessions = released.flatMap((row) => (row.checkoutSessionId ? [row.checkoutSessionId] : []));
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
  const next = entry
    ? await offerSlot(tx, { kind: 'day-pass', resource: entry.resource, startsAt: entry.startsAt, endsAt: entry.endsAt }, options)
    : undefined;
  return { outcome: 'lapsed', offered: next ? 1 : 0, checkoutSessions };
}

/**
 * Ends a viewing offer whose 15 minutes are up or whose hold is no longer held: 'taken' when the
 * seat became the person's viewing, else 'lapsed', giving the seat back and offering it to the
 * next person in the same transaction. The hold is locked first, as acceptance locks the offer.
 */
async function endViewingOffer(
  tx: Tx,
  offer: WaitlistOfferRow,
  options: { readonly visitorMail: boolean; readonly now: Date },
): Promise<{ outcome: 'taken' | 'lapsed' | 'none'; offered: number }> {
  const none = { outcome: 'none' as const, offered: 0 };
  if (!offer.viewingId) return none;
  const [hold] = await tx.select().from(viewings).where(eq(viewings.id, offer.viewingId)).for('update');
  // Taken and later cancelled by the person counts as taken too: it was theirs.
  const booked = hold !== undefined && (hold.status === 'confirmed' || hold.status === 'cancelled');
  const ended = await tx
    .update(waitlistOffers)
    .set({ status: booked ? 'taken' : 'lapsed', endedAt: sql`now()` })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
    .returning({ entryId: waitlistOffers.entryId });
  if (ended.length === 0 || !hold) return none;
  await tx
    .update(waitlistEntries)
    .set({ status: booked ? 'booked' : 'passed' })
    .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')));
  if (booked) return { outcome: 'taken', offered: 0 };
  await releaseViewingHold(tx, hold.id);
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
  const next = entry
    ? await offerSlot(tx, { kind: 'viewing', resource: entry.resource, startsAt: entry.startsAt, endsAt: entry.endsAt }, options)
    : undefined;
  return { outcome: 'lapsed', offered: next ? 1 : 0 };
}

export type AcceptedBy = {
  readonly name: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly pricePence: number;
  readonly vatRatePercent: number;
  readonly cancellationRules?: CancellationRules | undefined;
  readonly attribution?: Record<string, unknown> | undefined;
};

export type AcceptOutcome =
  | { readonly outcome: 'booked' | 'held-for-payment'; readonly bookingId: string; readonly reference: string }
  | { readonly outcome: 'not-open' };

/**
 * The person takes the offer: the hold becomes their booking, with their name, phone and the price
 * quoted now. Paid online, it stays pending (the hold's own end) for Stripe Checkout, whose webhook
 * confirms it as any held booking; otherwise it is confirmed here, with the staff deliveries and
 * the visitor's confirmation and reminder queued in the same statement. The offer row is locked
 * first, so the sweeper ending it at that moment waits, then finds it taken (or the reverse).
 */
export async function acceptWaitlistOffer(
  db: Database,
  offerId: string,
  by: AcceptedBy,
  options: { readonly paidOnline: boolean; readonly channels: readonly DeliveryChannel[]; readonly visitorMail: boolean },
): Promise<AcceptOutcome> {
  if (!isUuid(offerId)) return { outcome: 'not-open' };
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, sql`now()`)))
      .for('update');
    if (!offer?.bookingId) return { outcome: 'not-open' } as const;
    const details = {
      name: by.name,
      phone: by.phoneE164,
      phoneCountry: by.phoneCountry,
      pricePence: by.pricePence,
      vatRateBasisPoints: Math.round(by.vatRatePercent * 100),
      cancellationRules: by.cancellationRules ?? null,
      attribution: by.attribution ?? null,
    };
    const live = and(
      eq(bookings.id, offer.bookingId),
      eq(bookings.status, 'pending'),
      gt(bookings.holdExpiresAt, sql`now()`),
      gt(bookings.startsAt, sql`now()`),
    );
    if (options.paidOnline) {
      const [held] = await tx.update(bookings).set(details).where(live).returning({ id: bookings.id, reference: bookings.reference });
      return held ? ({ outcome: 'held-for-payment', bookingId: held.id, reference: held.reference } as const) : ({ outcome: 'not-open' } as const);
    }
    const update = tx
      .update(bookings)
      .set({ ...details, status: 'confirmed', holdExpiresAt: null })
      .where(live)
      .returning(bookingReturning);
    const row = await writeWithVisitorMail(tx, update, bookingSubject, {
      channels: options.channels,
      visitorMail: options.visitorMail ? { kind: 'confirmation', remind: true } : undefined,
    });
    if (!row) return { outcome: 'not-open' } as const;
    await tx.update(waitlistOffers).set({ status: 'taken', endedAt: sql`now()` }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, offer.entryId));
    return { outcome: 'booked', bookingId: row.id, reference: row.reference } as const;
  });
}

export type DayPassAcceptOutcome =
  | { readonly outcome: 'booked' | 'held-for-payment'; readonly dayPassId: string; readonly reference: string }
  | { readonly outcome: 'not-open' };

/**
 * The person takes a day-pass offer: the held desk becomes their pass, with their name, phone and
 * today's price. Paid online, it stays pending (until the offer's end) for the day-pass Checkout,
 * whose webhook confirms it as any held pass; otherwise it is confirmed here with the visitor's
 * mail queued in the same statement. The offer row is locked first, as the sweeper's end of it.
 */
export async function acceptDayPassWaitlistOffer(
  db: Database,
  offerId: string,
  by: Omit<AcceptedBy, 'cancellationRules'>,
  options: { readonly paidOnline: boolean; readonly visitorMail: boolean },
): Promise<DayPassAcceptOutcome> {
  if (!isUuid(offerId)) return { outcome: 'not-open' };
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, sql`now()`)))
      .for('update');
    if (!offer?.dayPassId) return { outcome: 'not-open' } as const;
    const details = {
      name: by.name,
      phone: by.phoneE164,
      phoneCountry: by.phoneCountry,
      pricePence: by.pricePence,
      vatRateBasisPoints: Math.round(by.vatRatePercent * 100),
      attribution: by.attribution ?? null,
    };
    // The day must not have begun in London: a pass is for a whole day.
    const live = and(
      eq(dayPasses.id, offer.dayPassId),
      eq(dayPasses.status, 'pending'),
      gt(dayPasses.holdExpiresAt, sql`now()`),
      gt(dayPasses.day, sql`(now() at time zone 'Europe/London')::date`),
    );
    if (options.paidOnline) {
      const [held] = await tx
        .update(dayPasses)
        .set(details)
        .where(live)
        .returning({ id: dayPasses.id, reference: dayPasses.reference });
      return held ? ({ outcome: 'held-for-payment', dayPassId: held.id, reference: held.reference } as const) : ({ outcome: 'not-open' } as const);
    }
    const update = tx
      .update(dayPasses)
      .set({ ...details, status: 'confirmed', holdExpiresAt: null })
      .where(live)
      .returning({ id: dayPasses.id, reference: dayPasses.reference, sequence: dayPasses.sequence });
    const row = await writeWithVisitorMail(tx, update, dayPassSubject, {
      visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined,
    });
    if (!row) return { outcome: 'not-open' } as const;
    await tx.update(waitlistOffers).set({ status: 'taken', endedAt: sql`now()` }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, offer.entryId));
    return { outcome: 'booked', dayPassId: row.id, reference: row.reference } as const;
  });
}

export type ViewingAcceptOutcome = { readonly outcome: 'booked'; readonly viewingId: string; readonly reference: string } | { readonly outcome: 'not-open' };

/**
 * The person takes a viewing offer: the held seat becomes their viewing, with their name and phone,
 * confirmed with the staff deliveries and the visitor's confirmation and reminder queued in the same
 * statement (viewings are free: no payment). The triggers of a new viewing (lead, webhook, contact's
 * name) fire on this held-to-confirmed change. The offer row is locked first, as the sweeper's end of it.
 */
export async function acceptViewingWaitlistOffer(
  db: Database,
  offerId: string,
  by: Pick<AcceptedBy, 'name' | 'phoneE164' | 'phoneCountry' | 'attribution'>,
  options: { readonly channels: readonly DeliveryChannel[]; readonly visitorMail: boolean },
): Promise<ViewingAcceptOutcome> {
  if (!isUuid(offerId)) return { outcome: 'not-open' };
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, sql`now()`)))
      .for('update');
    if (!offer?.viewingId) return { outcome: 'not-open' } as const;
    const update = tx
      .update(viewings)
      .set({
        name: by.name,
        phone: by.phoneE164,
        phoneCountry: by.phoneCountry,
        attribution: by.attribution ?? null,
        status: 'confirmed',
        holdExpiresAt: null,
        // Booked now: the lead and the lists date it from the moment it became the person's.
        createdAt: sql`now()`,
      })
      .where(
        and(
          eq(viewings.id, offer.viewingId),
          eq(viewings.status, 'held'),
          gt(viewings.holdExpiresAt, sql`now()`),
          gt(viewings.startsAt, sql`now()`),
        ),
      )
      .returning({ id: viewings.id, reference: viewings.reference, sequence: viewings.sequence, starts_at: viewings.startsAt });
    const row = await writeWithVisitorMail(tx, update, viewingSubject, {
      channels: options.channels,
      visitorMail: options.visitorMail ? { kind: 'confirmation', remind: true } : undefined,
    });
    if (!row) return { outcome: 'not-open' } as const;
    await tx.update(waitlistOffers).set({ status: 'taken', endedAt: sql`now()` }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, offer.entryId));
    return { outcome: 'booked', viewingId: row.id, reference: row.reference } as const;
  });
}

/** Deletes what is kept no longer: unconfirmed after 7 days, every entry a day after its slot started. */
export async function sweepWaitlistEntries(db: Database): Promise<{ pending: number; past: number }> {
  const pending = await db
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'pending'),
        lt(waitlistEntries.createdAt, sql`now() - make_interval(days => ${waitlistRetention.pendingDays})`),
      ),
    )
    .returning({ id: waitlistEntries.id });
  const past = await db
    .delete(waitlistEntries)
    .where(lte(waitlistEntries.startsAt, sql`now() - make_interval(days => ${waitlistRetention.afterSlotDays})`))
    .returning({ id: waitlistEntries.id });
  // Viewing seats held for an offer and never taken keep the address: they go with the entries (decision 0058).
  await db
    .delete(viewings)
    .where(and(eq(viewings.status, 'expired'), eq(viewings.name, ''), lte(viewings.startsAt, sql`now() - make_interval(days => ${waitlistRetention.afterSlotDays})`)));
  return { pending: pending.length, past: past.length };
}

/** Where each slot's list stands, for staff: no addresses. */
export async function listWaitlist(db: Database, limit = 300) {
  return db
    .select({
      reference: waitlistEntries.reference,
      kind: waitlistEntries.kind,
      centre: waitlistEntries.centre,
      resource: waitlistEntries.resource,
      startsAt: waitlistEntries.startsAt,
      endsAt: waitlistEntries.endsAt,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
      confirmedAt: waitlistEntries.confirmedAt,
      offerStatus: waitlistOffers.status,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(waitlistOffers, eq(waitlistOffers.entryId, waitlistEntries.id))
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.confirmedAt))
    .limit(limit);
}

