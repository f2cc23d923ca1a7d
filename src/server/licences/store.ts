import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { LicenceCost } from '@/domain/licence/costs';
import type { LicenceEvent, LicencePayment } from '@/domain/licence/status';
import type { Database } from '../db/client';
import { licenceDocuments, licences, type LicenceRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { isUuid } from '@/lib/uuid';

/*
 * Licences taken online (docs/decisions/0040-licences-online.md): the hold, the money, the identity
 * check, the PDFs. The database decides who holds a unit: licences_one_per_unit lets one holding
 * licence per unit exist, whatever the number of instances or concurrent requests.
 */

export class UnitAlreadyHeldError extends Error {
  constructor() {
    super('that unit is already held by another licence');
    this.name = 'UnitAlreadyHeldError';
  }
}

const uniqueViolation = '23505';

/** The fingerprint on the audit page: SHA-256 of the signed text as UTF-8, in hex. */
export const signedTextSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type NewLicence = {
  readonly idempotencyKey: string;
  readonly unit: { readonly reference: string; readonly name: string; readonly centre: string; readonly workspaceType: string };
  /** A coworking membership: the desks on the floor, as many members as it takes. Absent: the whole unit. */
  readonly desks?: number | undefined;
  readonly family: string;
  readonly template: { readonly id: number; readonly version: number };
  readonly signedText: string;
  readonly tenant: {
    readonly kind: string;
    readonly name: string;
    readonly companyNumber: string | undefined;
    readonly registeredAddress: string;
  };
  readonly signatory: {
    readonly name: string;
    readonly role: string;
    readonly email: string;
    readonly phoneE164: string;
    readonly phoneCountry: string | null;
  };
  readonly signatureName: string;
  readonly startDate: string;
  readonly noticeMonths: number;
  readonly cost: LicenceCost;
  readonly payment: LicencePayment;
  readonly holdHours: number;
  /** When the visitor first opened the offer (the start step), for the audit page. */
  readonly openedAt: Date;
  readonly pagePath?: string | undefined;
  readonly attribution?: Record<string, unknown> | undefined;
  /** Signed from a proposal from sales (src/server/licences/proposals.ts). */
  readonly proposalId?: string | undefined;
};

export type StoredLicence = { readonly id: string; readonly reference: string; readonly created: boolean };

/** Who hears of a signed licence: sales by email (the channels configured), the tenant when SMTP is set. */
export type LicenceMailQueue = { readonly salesEmail: boolean; readonly tenantMail: boolean };

/** The row a signed licence is stored as (the self-serve flow's and a proposal's alike). */
export function licenceRowOf(licence: NewLicence, events: LicenceEvent[], now: Date) {
  // A proposal's licences are held together and keep their own rule (proposals.ts sets 'held').
  const nothingDue = licence.cost.dueTodayPence === 0 && licence.proposalId === undefined;
  return {
    id: randomUUID(),
    reference: newReference(),
    idempotencyKey: licence.idempotencyKey,
    unitReference: licence.unit.reference,
    unitName: licence.unit.name,
    centre: licence.unit.centre,
    workspaceType: licence.unit.workspaceType,
    desks: licence.desks ?? null,
    family: licence.family,
    templateId: licence.template.id,
    templateVersion: licence.template.version,
    signedText: licence.signedText,
    signedTextSha256: signedTextSha256(licence.signedText),
    tenantKind: licence.tenant.kind,
    tenantName: licence.tenant.name,
    companyNumber: licence.tenant.companyNumber ?? null,
    registeredAddress: licence.tenant.registeredAddress,
    signatoryName: licence.signatory.name,
    signatoryRole: licence.signatory.role,
    email: licence.signatory.email,
    phone: licence.signatory.phoneE164,
    phoneCountry: licence.signatory.phoneCountry,
    startDate: licence.startDate,
    termMonths: licence.cost.termMonths,
    noticeMonths: licence.noticeMonths,
    rentPence: licence.cost.rentPence,
    serviceChargePence: licence.cost.serviceChargePence,
    monthlyNetPence: licence.cost.monthly.netPence,
    monthlyVatPence: licence.cost.monthly.vatPence,
    vatRateBasisPoints: Math.round(licence.cost.monthly.vatRatePercent * 100),
    depositPence: licence.cost.depositPence,
    dueTodayPence: licence.cost.dueTodayPence,
    contractValuePence: licence.cost.contractValuePence,
    // A membership's promo code can leave nothing to pay on signing (decision 0054): such a licence
    // is paid at once (nothing is due, so no hold waits for money) and its Direct Debit is set up
    // with staff, as after a transfer.
    status: nothingDue ? ('paid' as const) : ('held' as const),
    payment: nothingDue ? ('transfer-received' as const) : licence.payment,
    paidAt: nothingDue ? now : null,
    signatureName: licence.signatureName,
    signedAt: now,
    holdUntil: new Date(now.getTime() + licence.holdHours * 3_600_000),
    events: nothingDue ? [...events, { kind: 'paid' as const, at: now.toISOString() }] : events,
    pagePath: licence.pagePath ?? null,
    attribution: licence.attribution ?? null,
    proposalId: licence.proposalId ?? null,
  };
}

/** More to store with a new licence, in its transaction (a promo code's use): a throw stores nothing. */
export type LicenceAlongside = (tx: Database, stored: { id: string }) => Promise<void>;

export async function signLicence(
  db: Database,
  licence: NewLicence,
  now: Date,
  mail: LicenceMailQueue = { salesEmail: false, tenantMail: false },
  alongside?: LicenceAlongside,
): Promise<StoredLicence> {
  const events: LicenceEvent[] = [
    { kind: 'offer-opened', at: licence.openedAt.toISOString() },
    { kind: 'signed', at: now.toISOString() },
  ];
  try {
    const insert = db
      .insert(licences)
      .values(licenceRowOf(licence, events, now))
      .onConflictDoNothing({ target: licences.idempotencyKey })
      .returning({ id: licences.id, reference: licences.reference });
    // The licence and its mails in one statement: they exist exactly when the signature does.
    const queue = {
      channels: mail.salesEmail ? (['email'] as const) : ([] as const),
      visitorMail: mail.tenantMail ? { kind: 'confirmation' as const, remind: false } : undefined,
    };
    // Signed twice from one draft: the second insert stores nothing, so takes no second use.
    const row = alongside
      ? await db.transaction(async (tx) => {
          const written = await writeWithVisitorMail(tx as unknown as Database, insert, { column: 'licence_id' }, queue);
          if (written) await alongside(tx as unknown as Database, written);
          return written;
        })
      : await writeWithVisitorMail(db, insert, { column: 'licence_id' }, queue);
    if (row) return { ...row, created: true };
  } catch (error) {
    if (errorFacts(error).code !== uniqueViolation) throw error;
    // The unit's hold refused it: its own first signature (a double click) is still the answer.
    const first = await licenceByKey(db, licence.idempotencyKey);
    if (first) return { ...first, created: false };
    throw new UnitAlreadyHeldError();
  }
  // Signed twice from one draft (a double click): the first licence is the answer.
  const first = await licenceByKey(db, licence.idempotencyKey);
  if (!first) throw new Error('licence insert returned no row');
  return { ...first, created: false };
}

async function licenceByKey(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select({ id: licences.id, reference: licences.reference })
    .from(licences)
    .where(eq(licences.idempotencyKey, idempotencyKey));
  return row;
}

export async function findLicence(db: Database, id: string): Promise<LicenceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(licences).where(eq(licences.id, id));
  return row;
}

export async function listLicences(db: Database, limit = 200): Promise<LicenceRow[]> {
  return db.select().from(licences).orderBy(desc(licences.createdAt)).limit(limit);
}

/**
 * The units held now (signed, paid or let): the pages show them under offer. A coworking floor is
 * held once every desk has a member; until then it takes more.
 */
export async function heldUnitReferences(db: Database): Promise<string[]> {
  const rows = await db
    .select({ unit: licences.unitReference })
    .from(licences)
    .where(inArray(licences.status, ['held', 'paid', 'let']))
    .groupBy(licences.unitReference)
    .having(sql`bool_or(${licences.desks} is null) or count(*) >= min(${licences.desks})`);
  return rows.map((row) => row.unit);
}

/** Desks with a member now (signed, paid or let) on each coworking floor that has any. */
export async function membersByFloor(db: Database): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .select({ unit: licences.unitReference, members: sql<number>`count(*)::int` })
    .from(licences)
    .where(and(inArray(licences.status, ['held', 'paid', 'let']), isNotNull(licences.desks)))
    .groupBy(licences.unitReference);
  return new Map(rows.map((row) => [row.unit, Number(row.members)]));
}

/** An audit event appended in the statement that makes it true, at the database's time (UTC). */
export const appendEvent = (kind: LicenceEvent['kind']) =>
  sql`${licences.events} || jsonb_build_array(jsonb_build_object('kind', ${kind}::text, 'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`;

/**
 * Unpaid holds past their time lapse and free their units, each with the tenant's mail that the
 * hold ended (in the same statement, when tenant mail is on). Answers the units freed, so the CMS
 * can list them again, and their open Checkout Sessions, to close at Stripe. A licence paid (or
 * being paid by card) in the meantime is not touched: the update's condition is checked again
 * under the row's lock, so a payment committing at the same moment wins or loses whole.
 */
export async function expireLapsedHolds(
  db: Database,
  now: Date,
  options: { readonly tenantMail?: boolean } = {},
): Promise<{ id: string; reference: string; unitReference: string; checkoutSessionId: string | null }[]> {
  const lapsed = and(
    eq(licences.status, 'held'),
    inArray(licences.payment, ['transfer-awaited', 'card-pending']),
    lt(licences.holdUntil, now),
  );
  const candidates = await db
    .select({ id: licences.id, unitReference: licences.unitReference, checkoutSessionId: licences.checkoutSessionId })
    .from(licences)
    .where(lapsed)
    .limit(100);
  const expired = [];
  for (const candidate of candidates) {
    const update = db
      .update(licences)
      .set({ status: 'expired', events: appendEvent('expired') })
      .where(and(eq(licences.id, candidate.id), lapsed))
      .returning({ id: licences.id, reference: licences.reference });
    const row = await writeWithVisitorMail(db, update, { column: 'licence_id' }, {
      visitorMail: options.tenantMail ? { kind: 'expired', remind: false } : undefined,
    });
    if (row) expired.push({ ...candidate, reference: row.reference });
  }
  return expired;
}

/** A staff change of a licence and, with tenant mail on, the tenant's mail in the same statement. */
async function changeAndTell(
  db: Database,
  update: Parameters<typeof writeWithVisitorMail>[1],
  options: { readonly tenantMail?: boolean },
): Promise<LicenceRow | undefined> {
  const changed = await writeWithVisitorMail(db, update, { column: 'licence_id' }, {
    visitorMail: options.tenantMail ? { kind: 'confirmation', remind: false } : undefined,
  });
  return changed ? findLicence(db, changed.id) : undefined;
}

/**
 * Staff record the deposit and first month received by transfer. A held licence becomes paid, or
 * let when its identity check is already recorded. Only a held licence moves: a second click
 * changes nothing. With tenant mail on, the tenant hears of it in the same statement.
 */
export async function recordTransferReceived(
  db: Database,
  id: string,
  options: { readonly tenantMail?: boolean } = {},
): Promise<LicenceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const update = db
    .update(licences)
    .set({
      payment: 'transfer-received',
      paidAt: sql`now()`,
      status: sql`case when ${licences.verifiedAt} is null then 'paid' else 'let' end`,
      events: appendEvent('paid'),
    })
    .where(and(eq(licences.id, id), eq(licences.status, 'held'), eq(licences.payment, 'transfer-awaited')))
    .returning({ id: licences.id, reference: licences.reference });
  return changeAndTell(db, update, options);
}

/** Staff record the identity check: a paid licence is let; a held one stays held, checked. */
export async function recordIdentityVerified(
  db: Database,
  id: string,
  verifiedBy: string,
  options: { readonly tenantMail?: boolean } = {},
): Promise<LicenceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const update = db
    .update(licences)
    .set({
      verifiedAt: sql`now()`,
      verifiedBy: verifiedBy.slice(0, 254),
      status: sql`case when ${licences.status} = 'paid' then 'let' else ${licences.status} end`,
      events: appendEvent('verified'),
    })
    .where(and(eq(licences.id, id), inArray(licences.status, ['held', 'paid']), sql`${licences.verifiedAt} is null`))
    .returning({ id: licences.id, reference: licences.reference });
  return changeAndTell(db, update, options);
}

export async function storeLicenceDocument(
  db: Database,
  licenceId: string,
  kind: 'signed' | 'countersigned',
  pdf: Uint8Array,
): Promise<void> {
  await db
    .insert(licenceDocuments)
    .values({ licenceId, kind, pdf: Buffer.from(pdf) })
    .onConflictDoNothing();
}

export async function findLicenceDocument(
  db: Database,
  licenceId: string,
  kind: 'signed' | 'countersigned',
): Promise<Buffer | undefined> {
  if (!isUuid(licenceId)) return undefined;
  const [row] = await db
    .select({ pdf: licenceDocuments.pdf })
    .from(licenceDocuments)
    .where(and(eq(licenceDocuments.licenceId, licenceId), eq(licenceDocuments.kind, kind)));
  return row?.pdf;
}
