import 'server-only';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  alertStatusLabels,
  bookingStatusLabels,
  intentName,
  labelOf,
  staffDay,
  viewingStatusLabels,
} from '@/domain/staff-format';
import {
  contactRowKinds,
  leadKindOfRow,
  maxRowsMoved,
  normaliseContactEmail,
  planMerge,
  planSplit,
  type ContactRowKind,
  type ContactRowRef,
  type ContactScope,
  type MergeProblem,
  type MovedRow,
  type SplitChoice,
  type SplitProblem,
} from '@/domain/contacts/contacts';
import type { LeadActor } from '@/domain/leads/leads';
import { licenceStatusLabels } from '@/domain/licence/status';
import { proposalStatusLabels, proposalStatusOf } from '@/domain/licence/proposal';
import { orderStatusLabels } from '@/domain/virtual-office/order-schema';
import { londonClock, londonDate } from '@/lib/booking-slots';
import { waitlistStatusLabels } from '@/domain/waitlist/waitlist';
import type { Database } from '../db/client';
import {
  alertSubscriptions,
  waitlistEntries,
  bookings,
  contactChanges,
  contactEmails,
  contacts,
  dayPassBundles,
  dayPasses,
  enquiries,
  leads,
  licences,
  orders,
  proposals,
  viewings,
  type ContactChangeRow,
  type ContactRow,
} from '../db/schema';

/*
 * Contacts (docs/decisions/0045-contacts.md): a person's rows across every kind, and the merge
 * and split staff make. Rows are attached on insert by the database (the trigger contact_attach),
 * so nothing here runs on a visitor's request. Merge and split each run in one transaction that
 * locks the contacts involved, checks the rules of src/domain/contacts and records what moved.
 * Nothing here logs personal data.
 */

type Reader = Pick<Database, 'select'>;

/** One row of a person's history, with what the lead page shows of it. */
export type ContactHistoryRow = ContactRowRef & {
  readonly createdAt: Date;
  /** Where it stands, in words. */
  readonly status: string;
  /** What it was, in a few words ("Meeting room EXE-MR01, Tue 2 Dec 2026"). */
  readonly summary: string;
  /** Its lead in the pipeline, when it has one. */
  readonly leadId: string | null;
};

const bundleStatusLabels = { pending: 'Awaiting payment', paid: 'Paid', expired: 'Not paid', refunded: 'Refunded' } as const;

/** The tables a person's rows live in, one per kind, with the columns the history reads. */
const rowTables = {
  enquiry: enquiries,
  booking: bookings,
  viewing: viewings,
  order: orders,
  alert: alertSubscriptions,
  licence: licences,
  'day-pass': dayPasses,
  'day-pass-bundle': dayPassBundles,
  proposal: proposals,
  waitlist: waitlistEntries,
} as const satisfies Record<ContactRowKind, unknown>;

type Loaded = Omit<ContactHistoryRow, 'leadId'>;
const rowLimit = maxRowsMoved * 2;

/** Every row of the contacts named, newest first, without their leads. */
async function loadRows(db: Reader, contactIds: readonly string[], today: string): Promise<Loaded[]> {
  const ids = [...contactIds];
  const [
    enquiryRows,
    bookingRows,
    viewingRows,
    orderRows,
    alertRows,
    licenceRows,
    dayPassRows,
    proposalRows,
    bundleRows,
    waitlistRows,
  ] = await Promise.all([
    db.select().from(enquiries).where(inArray(enquiries.contactId, ids)).limit(rowLimit),
    db.select().from(bookings).where(inArray(bookings.contactId, ids)).limit(rowLimit),
    // A seat held for a waitlist offer is not a viewing the person booked (docs/decisions/0058): their waitlist place shows instead.
    db.select().from(viewings).where(and(inArray(viewings.contactId, ids), inArray(viewings.status, ['confirmed', 'cancelled']))).limit(rowLimit),
    db.select().from(orders).where(inArray(orders.contactId, ids)).limit(rowLimit),
    db.select().from(alertSubscriptions).where(inArray(alertSubscriptions.contactId, ids)).limit(rowLimit),
    db.select().from(licences).where(inArray(licences.contactId, ids)).limit(rowLimit),
    db.select().from(dayPasses).where(inArray(dayPasses.contactId, ids)).limit(rowLimit),
    db.select().from(proposals).where(inArray(proposals.contactId, ids)).limit(rowLimit),
    db.select().from(dayPassBundles).where(inArray(dayPassBundles.contactId, ids)).limit(rowLimit),
    db.select().from(waitlistEntries).where(inArray(waitlistEntries.contactId, ids)).limit(rowLimit),
  ]);
  const rows: Loaded[] = [
    ...enquiryRows.map((row) => ({
      kind: 'enquiry' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: 'Received',
      summary: intentName(row.intent),
    })),
    ...bookingRows.map((row) => ({
      kind: 'booking' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: labelOf(bookingStatusLabels, row.status),
      summary: `Room ${row.roomReference}, ${staffDay(londonDate(row.startsAt))}`,
    })),
    ...viewingRows.map((row) => ({
      kind: 'viewing' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: labelOf(viewingStatusLabels, row.status),
      summary: `${row.unitReferences.length > 0 ? `Units ${row.unitReferences.join(', ')}` : 'A look round the centre'}, ${staffDay(londonDate(row.startsAt))}`,
    })),
    ...orderRows.map((row) => ({
      kind: 'order' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: labelOf(orderStatusLabels, row.status),
      summary: `${row.planName} for ${row.businessName}`,
    })),
    ...alertRows.map((row) => ({
      kind: 'alert' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      // A sign-up lists centres; it belongs to no one centre (as its lead).
      centre: null,
      createdAt: row.createdAt,
      status: labelOf(alertStatusLabels, row.status),
      summary: 'Waiting for a unit to come free',
    })),
    ...licenceRows.map((row) => ({
      kind: 'licence' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: licenceStatusLabels[row.status],
      summary: `${row.unitReference}, ${row.unitName}, from ${staffDay(row.startDate)}`,
    })),
    ...waitlistRows.map((row) => ({
      kind: 'waitlist' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: waitlistStatusLabels[row.status],
      summary:
        row.kind === 'day-pass'
          ? `Day pass, ${staffDay(londonDate(row.startsAt))}`
          : row.kind === 'viewing'
            ? `Viewing, ${staffDay(londonDate(row.startsAt))} ${londonClock(row.startsAt)} to ${londonClock(row.endsAt)}`
            : `Meeting room ${row.resource}, ${staffDay(londonDate(row.startsAt))} ${londonClock(row.startsAt)} to ${londonClock(row.endsAt)}`,
    })),
    ...dayPassRows.map((row) => ({
      kind: 'day-pass' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: row.status === 'cancelled' ? 'Cancelled' : row.checkedInAt ? 'Checked in' : 'Confirmed',
      summary: `${row.trial ? 'Free trial day' : 'Day pass'}, ${staffDay(row.day)}`,
    })),
    ...bundleRows.map((row) => ({
      kind: 'day-pass-bundle' as const,
      id: row.id,
      reference: row.reference,
      email: row.email,
      centre: row.centre,
      createdAt: row.createdAt,
      status: bundleStatusLabels[row.status],
      summary: `${row.days} days${row.lastDay ? `, use by ${staffDay(row.lastDay)}` : ''}`,
    })),
    ...proposalRows.map((row) => ({
      kind: 'proposal' as const,
      id: row.id,
      reference: row.reference,
      email: row.prospectEmail,
      centre: row.centre,
      createdAt: row.createdAt,
      status: proposalStatusLabels[proposalStatusOf(row, today)],
      summary: `Units ${row.units.map((unit) => unit.reference).join(', ')}`,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function withLeads(db: Reader, rows: readonly Loaded[]): Promise<ContactHistoryRow[]> {
  const sourceIds = rows.filter((row) => leadKindOfRow[row.kind]).map((row) => row.id);
  const found =
    sourceIds.length === 0
      ? []
      : await db
          .select({ id: leads.id, sourceKind: leads.sourceKind, sourceId: leads.sourceId })
          .from(leads)
          .where(inArray(leads.sourceId, sourceIds));
  const byKey = new Map(found.map((lead) => [`${lead.sourceKind}:${lead.sourceId}`, lead.id]));
  return rows.map((row) => {
    const kind = leadKindOfRow[row.kind];
    return { ...row, leadId: kind ? (byKey.get(`${kind}:${row.id}`) ?? null) : null };
  });
}

export type ContactHistory = {
  readonly contact: ContactRow;
  /** Its emails, normalised. */
  readonly emails: readonly string[];
  readonly rows: readonly ContactHistoryRow[];
  /** The merges and splits that named it, newest first. */
  readonly changes: readonly ContactChangeRow[];
};

export async function contactHistory(
  db: Reader,
  contactId: string,
  now = new Date(),
): Promise<ContactHistory | undefined> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) return undefined;
  const [emails, loaded, changes] = await Promise.all([
    db
      .select({ email: contactEmails.email })
      .from(contactEmails)
      .where(eq(contactEmails.contactId, contactId)),
    loadRows(db, [contactId], londonDate(now)),
    db
      .select()
      .from(contactChanges)
      .where(or(eq(contactChanges.intoContactId, contactId), eq(contactChanges.fromContactId, contactId)))
      .orderBy(desc(contactChanges.at))
      .limit(100),
  ]);
  return {
    contact,
    emails: emails.map((row) => row.email).sort(),
    rows: await withLeads(db, loaded),
    changes,
  };
}

/** The contact of a lead: its source row's. */
export async function contactOfLead(
  db: Reader,
  lead: { sourceKind: string; sourceId: string },
): Promise<string | undefined> {
  const kind = contactRowKinds.find((candidate) => leadKindOfRow[candidate] === lead.sourceKind);
  if (!kind) return undefined;
  const table = rowTables[kind];
  const [row] = await db
    .select({ contactId: table.contactId })
    .from(table)
    .where(eq(table.id, lead.sourceId));
  return row?.contactId ?? undefined;
}

export const maxContactSearchLength = 100;
const searchLimit = 10;

export type ContactCandidate = {
  readonly id: string;
  readonly name: string | null;
  readonly emails: readonly string[];
  readonly rows: number;
  readonly lastSeenAt: Date;
};

/**
 * Other people a staff user might merge into this one: an email, a name or a row's reference
 * containing the words typed. A centre manager is offered only people all of whose rows are at
 * their centres (the merge would be refused otherwise).
 */
export async function findContacts(
  db: Pick<Database, 'select' | 'execute'>,
  query: string,
  options: { readonly exclude: string; readonly scope: ContactScope },
): Promise<ContactCandidate[]> {
  const words = query.trim().slice(0, maxContactSearchLength);
  if (words.length < 2) return [];
  const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const byReference = contactRowKinds.map((kind) => {
    const table = rowTables[kind];
    return sql`select ${table.contactId} as contact_id from ${table} where ${table.reference} ilike ${pattern}`;
  });
  const matched = await db
    .select({ id: contacts.id, name: contacts.name, lastSeenAt: contacts.lastSeenAt })
    .from(contacts)
    .where(
      and(
        sql`${contacts.id} <> ${options.exclude}`,
        or(
          sql`${contacts.name} ilike ${pattern}`,
          sql`exists (select 1 from ${contactEmails} where ${contactEmails.contactId} = ${contacts.id} and ${contactEmails.email} like ${normaliseContactEmail(pattern)})`,
          sql`${contacts.id} in (${sql.join(byReference, sql` union `)})`,
        ),
      ),
    )
    .orderBy(desc(contacts.lastSeenAt))
    .limit(searchLimit * 3);
  if (matched.length === 0) return [];
  const ids = matched.map((row) => row.id);
  const [emails, rows] = await Promise.all([
    db.select().from(contactEmails).where(inArray(contactEmails.contactId, ids)),
    loadRowsByContact(db, ids),
  ]);
  return matched
    .filter(
      (row) =>
        options.scope === 'all' ||
        (rows.get(row.id) ?? []).every((item) => scopeHas(options.scope, item.centre)),
    )
    .slice(0, searchLimit)
    .map((row) => ({
      id: row.id,
      name: row.name,
      emails: emails
        .filter((email) => email.contactId === row.id)
        .map((email) => email.email)
        .sort(),
      rows: rows.get(row.id)?.length ?? 0,
      lastSeenAt: row.lastSeenAt,
    }));
}

const scopeHas = (scope: ContactScope, centre: string | null) =>
  scope === 'all' || (centre !== null && scope.includes(centre));

/** Each contact's rows (kind, id, reference, email, centre), for the rules. */
async function loadRowsByContact(
  db: Pick<Database, 'execute'>,
  contactIds: readonly string[],
): Promise<Map<string, ContactRowRef[]>> {
  const parts = contactRowKinds.map((kind) => {
    const table = rowTables[kind];
    const email = kind === 'proposal' ? proposals.prospectEmail : (table as typeof enquiries).email;
    const centre = kind === 'alert' ? sql`null::text` : (table as typeof enquiries).centre;
    return sql`select ${kind}::text as kind, ${table.id}::text as id, ${table.reference} as reference, ${email} as email, ${centre} as centre, ${table.contactId}::text as contact_id from ${table} where ${inArray(table.contactId, [...contactIds])}`;
  });
  type Found = {
    kind: ContactRowKind;
    id: string;
    reference: string;
    email: string;
    centre: string | null;
    contact_id: string;
  };
  const result = (await (db as Pick<Database, 'execute'>).execute(
    sql`${sql.join(parts, sql` union all `)}`,
  )) as unknown as {
    rows?: Found[];
  } & ArrayLike<Found>;
  // postgres-js answers an array of rows, PGlite an object with rows.
  const rows = result.rows ?? Array.from(result);
  const map = new Map<string, ContactRowRef[]>();
  for (const row of rows) {
    map.set(row.contact_id, [
      ...(map.get(row.contact_id) ?? []),
      { kind: row.kind, id: row.id, reference: row.reference, email: row.email, centre: row.centre },
    ]);
  }
  return map;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the contacts named (in one order, so two merges cannot deadlock); the ids found. */
async function lockContacts(tx: Tx, ids: readonly string[]): Promise<ContactRow[]> {
  return tx
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [...ids]))
    .orderBy(contacts.id)
    .for('update');
}

async function moveRows(tx: Tx, rows: readonly ContactRowRef[], into: string): Promise<void> {
  for (const kind of contactRowKinds) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
    if (ids.length === 0) continue;
    const table = rowTables[kind];
    await tx.update(table).set({ contactId: into }).where(inArray(table.id, ids));
  }
}

const movedOf = (rows: readonly ContactRowRef[]): MovedRow[] =>
  rows.map((row) => ({ kind: row.kind, reference: row.reference }));

export type ContactChangeOutcome =
  | { readonly ok: true; readonly contactId: string; readonly moved: number }
  | { readonly ok: false; readonly problem: MergeProblem | SplitProblem | 'missing' };

/**
 * Merges `from` into `into`: every row and email of `from` becomes `into`'s, its earlier merge
 * and split records follow it, `from` is deleted and the merge is recorded (who, when, what moved).
 */
export async function mergeContacts(
  db: Database,
  input: {
    readonly into: string;
    readonly from: string;
    readonly actor: LeadActor;
    readonly scope: ContactScope;
  },
): Promise<ContactChangeOutcome> {
  if (input.into === input.from) return { ok: false, problem: 'same-contact' };
  return db.transaction(async (tx) => {
    const locked = await lockContacts(tx, [input.into, input.from]);
    const from = locked.find((row) => row.id === input.from);
    if (!from || !locked.some((row) => row.id === input.into))
      return { ok: false, problem: 'missing' } as const;
    const rows = await loadRowsByContact(tx, [input.into, input.from]);
    const plan = planMerge(
      { id: input.into, rows: rows.get(input.into) ?? [] },
      { id: input.from, rows: rows.get(input.from) ?? [] },
      input.scope,
    );
    if (!plan.ok) return plan;
    await moveRows(tx, plan.moving, input.into);
    const emails = await tx
      .update(contactEmails)
      .set({ contactId: input.into })
      .where(eq(contactEmails.contactId, input.from))
      .returning({ email: contactEmails.email });
    await tx
      .update(contactChanges)
      .set({ intoContactId: input.into })
      .where(eq(contactChanges.intoContactId, input.from));
    await tx
      .update(contactChanges)
      .set({ fromContactId: input.into })
      .where(eq(contactChanges.fromContactId, input.from));
    // The person's last known name and phone: the later of the two contacts' (an empty one takes the other's).
    const intoRow = locked.find((row) => row.id === input.into)!;
    const later = from.lastSeenAt > intoRow.lastSeenAt;
    await tx
      .update(contacts)
      .set({
        name: (later ? from.name : intoRow.name) ?? intoRow.name ?? from.name,
        phone: (later ? from.phone : intoRow.phone) ?? intoRow.phone ?? from.phone,
        lastSeenAt: later ? from.lastSeenAt : intoRow.lastSeenAt,
        createdAt: from.createdAt < intoRow.createdAt ? from.createdAt : intoRow.createdAt,
      })
      .where(eq(contacts.id, input.into));
    await tx.delete(contacts).where(eq(contacts.id, input.from));
    await tx.insert(contactChanges).values({
      kind: 'merge',
      fromContactId: input.from,
      intoContactId: input.into,
      fromName: from.name,
      moved: movedOf(plan.moving),
      emails: emails.map((row) => row.email).sort(),
      actorId: input.actor.id,
      actorName: input.actor.name,
    });
    return { ok: true, contactId: input.into, moved: plan.moving.length } as const;
  });
}

/**
 * Splits rows out of a contact into a new one (the rows ticked, or every row of one email). An
 * email none of whose rows stay goes with them, so that person's next row finds the new contact.
 * The new contact takes the newest name and phone among the rows moved; the old one's are read
 * again from what stays. Recorded in both histories.
 */
export async function splitContact(
  db: Database,
  input: {
    readonly contactId: string;
    readonly choice: SplitChoice;
    readonly actor: LeadActor;
    readonly scope: ContactScope;
  },
): Promise<ContactChangeOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await lockContacts(tx, [input.contactId]);
    if (!locked) return { ok: false, problem: 'missing' } as const;
    const rows = (await loadRowsByContact(tx, [input.contactId])).get(input.contactId) ?? [];
    const plan = planSplit(rows, input.choice, input.scope);
    if (!plan.ok) return plan;
    const [created] = await tx.insert(contacts).values({}).returning({ id: contacts.id });
    const newId = created!.id;
    await moveRows(tx, plan.moving, newId);
    if (plan.emails.length > 0) {
      await tx
        .update(contactEmails)
        .set({ contactId: newId })
        .where(
          and(eq(contactEmails.contactId, input.contactId), inArray(contactEmails.email, [...plan.emails])),
        );
    }
    // Each side's name, phone and times from its own rows, newest first.
    await tx.execute(sql`
      update ${contacts} c set
        name = (select r.name from contact_rows(c.id) r where r.name is not null order by r.created_at desc limit 1),
        phone = (select r.phone from contact_rows(c.id) r where r.phone is not null order by r.created_at desc limit 1),
        created_at = coalesce((select min(r.created_at) from contact_rows(c.id) r), c.created_at),
        last_seen_at = coalesce((select max(r.created_at) from contact_rows(c.id) r), c.last_seen_at)
      where c.id in (${input.contactId}, ${newId})`);
    await tx.insert(contactChanges).values({
      kind: 'split',
      fromContactId: input.contactId,
      intoContactId: newId,
      fromName: locked.name,
      moved: movedOf(plan.moving),
      emails: [...plan.emails],
      actorId: input.actor.id,
      actorName: input.actor.name,
    });
    return { ok: true, contactId: newId, moved: plan.moving.length } as const;
  });
}

/** A lead of the contact to open after a change (the newest row's), so staff land on the person. */
export async function leadOfContact(db: Reader, contactId: string): Promise<string | undefined> {
  const rows = await withLeads(db, await loadRows(db, [contactId], londonDate(new Date())));
  return rows.find((row) => row.leadId)?.leadId ?? undefined;
}
