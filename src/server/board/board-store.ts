import 'server-only';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  attendanceLabels,
  attendanceVerdict,
  type AttendanceChange,
  type AttendanceRefusal,
} from '@/domain/board/attendance';
import { ukDayBounds, type BoardItem, type BoardKind } from '@/domain/board/board-day';
import { seriesPositions } from '../bookings/series';
import type { Database } from '../db/client';
import { bookings, leadAudit, leads, viewings, type BookingRow, type ViewingRow } from '../db/schema';
import { isUuid } from '@/lib/uuid';

/*
 * The bookings board's reads and its attendance marks (docs/decisions/0030). A centre's day is
 * every booking and viewing that overlaps the UK calendar day, whatever its status (the filters
 * narrow it). A mark locks its row, checks the rule (src/domain/board/attendance.ts) against the
 * row as it is now, writes the mark with who and when, and one audit row on the visit's lead (its
 * history on the lead page), all in one transaction.
 */

export type BoardScope = 'all' | readonly string[];
export type BoardActor = { readonly id: number; readonly name: string };
export type BoardTarget = { readonly kind: BoardKind; readonly id: string };

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

function bookingItem(row: BookingRow): BoardItem {
  return {
    kind: 'booking',
    id: row.id,
    reference: row.reference,
    centre: row.centre,
    place: row.roomReference,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    attendance: row.attendance,
    attendanceAt: row.attendanceAt,
    attendanceByName: row.attendanceByName,
    roomSlot: { duration: row.duration, hours: row.hours },
    terms: { createdAt: row.createdAt, paidAt: row.paidAt, cancellationRules: row.cancellationRules },
  };
}

function viewingItem(row: ViewingRow): BoardItem {
  return {
    kind: 'viewing',
    id: row.id,
    reference: row.reference,
    centre: row.centre,
    place: row.unitReferences.length > 0 ? row.unitReferences.join(', ') : 'Look round the centre',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    attendance: row.attendance,
    attendanceAt: row.attendanceAt,
    attendanceByName: row.attendanceByName,
    roomSlot: null,
    terms: null,
  };
}

const reaches = (scope: BoardScope, centre: string) => scope === 'all' || scope.includes(centre);

/** Every booking and viewing of the centre that overlaps the UK day, in start order. */
export async function boardDayItems(
  db: Database,
  centre: string,
  date: string,
  kinds: readonly BoardKind[] = ['booking', 'viewing'],
): Promise<BoardItem[]> {
  const { start, end } = ukDayBounds(date);
  const [bookingRows, viewingRows] = await Promise.all([
    kinds.includes('booking')
      ? db
          .select()
          .from(bookings)
          .where(and(eq(bookings.centre, centre), lt(bookings.startsAt, end), gt(bookings.endsAt, start)))
      : [],
    kinds.includes('viewing')
      ? db
          .select()
          .from(viewings)
          // A seat held for a waitlist offer is nobody's viewing yet (docs/decisions/0058).
          .where(and(eq(viewings.centre, centre), inArray(viewings.status, ['confirmed', 'cancelled']), lt(viewings.startsAt, end), gt(viewings.endsAt, start)))
      : [],
  ]);
  // A week of a repeat booking says so beside its room ("Weekly, 3 of 8").
  const positions = await seriesPositions(db, bookingRows);
  const bookingItems = bookingRows.map((row) => {
    const item = bookingItem(row);
    const position = positions.get(row.id);
    return position ? { ...item, place: `${item.place} (${position})` } : item;
  });
  return [...bookingItems, ...viewingRows.map(viewingItem)].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.reference.localeCompare(b.reference),
  );
}

/** Confirmed visits per centre on the UK day (the dashboard card), for the centres in scope. */
export async function boardDayCounts(
  db: Database,
  date: string,
  scope: BoardScope,
): Promise<{ bookings: number; viewings: number }> {
  if (scope !== 'all' && scope.length === 0) return { bookings: 0, viewings: 0 };
  const { start, end } = ukDayBounds(date);
  const count = async (table: typeof bookings | typeof viewings) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(
        and(
          eq(table.status, 'confirmed'),
          lt(table.startsAt, end),
          gt(table.endsAt, start),
          scope === 'all' ? undefined : inArray(table.centre, [...scope]),
        ),
      );
    return Number(row?.count ?? 0);
  };
  const [bookingCount, viewingCount] = await Promise.all([count(bookings), count(viewings)]);
  return { bookings: bookingCount, viewings: viewingCount };
}

/** One booking or viewing, if it exists and its centre is in scope (otherwise: not found). */
export async function findBoardItem(
  db: Executor,
  target: BoardTarget,
  scope: BoardScope,
  lock = false,
): Promise<BoardItem | undefined> {
  if (!isUuid(target.id)) return undefined;
  if (target.kind === 'booking') {
    const query = db.select().from(bookings).where(eq(bookings.id, target.id));
    const [row] = lock ? await query.for('update') : await query;
    return row && reaches(scope, row.centre) ? bookingItem(row) : undefined;
  }
  const query = db.select().from(viewings).where(and(eq(viewings.id, target.id), inArray(viewings.status, ['confirmed', 'cancelled'])));
  const [row] = lock ? await query.for('update') : await query;
  return row && reaches(scope, row.centre) ? viewingItem(row) : undefined;
}

/**
 * One audit row on the lead of a booking or viewing (every one has a lead, made by the database:
 * 0011_leads), and the lead counts as touched. Nothing when the lead is gone (an erasure).
 */
export async function auditVisit(
  db: Executor,
  target: BoardTarget,
  actor: BoardActor,
  from: string | null,
  to: string | null,
): Promise<void> {
  const [lead] = await db
    .update(leads)
    .set({ touchedAt: sql`now()` })
    .where(and(eq(leads.sourceKind, target.kind), eq(leads.sourceId, target.id)))
    .returning({ id: leads.id });
  if (!lead) return;
  await db.insert(leadAudit).values({
    leadId: lead.id,
    actorId: actor.id,
    actorName: actor.name,
    field: 'visit',
    fromValue: from,
    toValue: to,
  });
}

export type MarkOutcome =
  | { readonly ok: true; readonly item: BoardItem }
  | { readonly ok: false; readonly problem: AttendanceRefusal | 'missing' };

const markLabel = (mark: BoardItem['attendance']) => (mark ? attendanceLabels[mark] : 'Not marked');

/** Marks a visitor checked in or a no-show, or clears the mark, if the rule allows it now. */
export async function markAttendance(
  db: Database,
  target: BoardTarget,
  scope: BoardScope,
  actor: BoardActor,
  change: AttendanceChange,
  now: Date = new Date(),
): Promise<MarkOutcome> {
  return db.transaction(async (tx) => {
    const item = await findBoardItem(tx, target, scope, true);
    if (!item) return { ok: false, problem: 'missing' } as const;
    const verdict = attendanceVerdict(item, change, now);
    if (!verdict.allowed) return { ok: false, problem: verdict.reason } as const;
    const mark = change === 'clear' ? null : change;
    const values = {
      attendance: mark,
      attendanceAt: mark ? now : null,
      attendanceById: mark ? actor.id : null,
      attendanceByName: mark ? actor.name : null,
    };
    if (target.kind === 'booking') await tx.update(bookings).set(values).where(eq(bookings.id, item.id));
    else await tx.update(viewings).set(values).where(eq(viewings.id, item.id));
    await auditVisit(tx, target, actor, markLabel(item.attendance), markLabel(mark));
    return {
      ok: true,
      item: {
        ...item,
        attendance: mark,
        attendanceAt: values.attendanceAt,
        attendanceByName: values.attendanceByName,
      },
    } as const;
  });
}
