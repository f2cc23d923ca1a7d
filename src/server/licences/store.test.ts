import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema';
import { licenceCostOf } from '@/domain/licence/costs';
import { testBackends, useTestDatabase } from '../testing/databases';
import {
  expireLapsedHolds,
  findLicence,
  heldUnitReferences,
  membersByFloor,
  recordIdentityVerified,
  recordTransferReceived,
  signedTextSha256,
  signLicence,
  UnitAlreadyHeldError,
  type NewLicence,
} from './store';

const backends = await testBackends();
const now = new Date('2030-06-17T09:00:00Z');

const cost = licenceCostOf(
  { workspaceType: 'workshops', rent: 74, serviceCharge: 12 },
  { vatRatePercent: 20, depositMonths: 2, termMonths: 12 },
)!;

const newLicence = (overrides: Partial<NewLicence> = {}): NewLicence => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  unit: { reference: 'AND-W04', name: 'Workshop 4', centre: 'andover', workspaceType: 'workshops' },
  family: 'business-units',
  template: { id: 1, version: 3 },
  signedText: 'This licence is between Northlight Business Centres Ltd and Acme Joinery Ltd.',
  tenant: { kind: 'company', name: 'Acme Joinery Ltd', companyNumber: '01234567', registeredAddress: '1 High St, Andover, SP10 1AA' },
  signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
  signatureName: 'Ada Lovelace',
  startDate: '2030-07-01',
  noticeMonths: 1,
  cost,
  payment: 'transfer-awaited',
  holdHours: 48,
  openedAt: new Date(now.getTime() - 600_000),
  ...overrides,
});

describe.each(backends)('licences on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('keeps the exact signed text with its SHA-256, the figures in pence and the audit events', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), now);
    const row = (await findLicence(db, stored.id))!;
    expect(row.status).toBe('held');
    expect(row.signedTextSha256).toBe(signedTextSha256(row.signedText));
    expect(row.signedTextSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.dueTodayPence).toBe(cost.depositPence + cost.monthly.totalPence);
    expect(row.holdUntil.toISOString()).toBe('2030-06-19T09:00:00.000Z');
    expect(row.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed']);
    // Sales see it on the pipeline as a won lead at its centre.
    const [lead] = await db.select().from(leads).where(and(eq(leads.sourceKind, 'licence'), eq(leads.sourceId, stored.id)));
    // Won at the licence's contract value, net of VAT (docs/decisions/0050).
    expect(lead).toMatchObject({ stage: 'won', centre: 'andover', wonValuePence: row.contractValuePence });
    expect(row.contractValuePence).toBeGreaterThan(0);
  });

  it('stores a licence signed twice from one draft once', async () => {
    const { db } = database.current;
    const licence = newLicence({ unit: { reference: 'AND-W05', name: 'Workshop 5', centre: 'andover', workspaceType: 'workshops' } });
    const first = await signLicence(db, licence, now);
    const second = await signLicence(db, licence, now);
    expect(second).toEqual({ ...first, created: false });
  });

  it('lets one of many concurrent signers hold a unit and refuses the rest', async () => {
    const { db } = database.current;
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => signLicence(db, newLicence({ unit: { reference: 'AND-W09', name: 'Workshop 9', centre: 'andover', workspaceType: 'workshops' } }), now)),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const attempt of refused) expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(UnitAlreadyHeldError);
    expect(await heldUnitReferences(db)).toContain('AND-W09');
  });

  it('takes as many members on a coworking floor as it has desks, also when they sign at once', async () => {
    const { db } = database.current;
    const floor = { reference: 'AND-CW01', name: 'Coworking floor', centre: 'andover', workspaceType: 'coworking-spaces' };
    const member = () => newLicence({ unit: floor, family: 'coworking', desks: 3 });
    await signLicence(db, member(), now);
    // One desk taken of three: the floor is still offered.
    expect(await heldUnitReferences(db)).not.toContain('AND-CW01');
    expect((await membersByFloor(db)).get('AND-CW01')).toBe(1);
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => signLicence(db, member(), now)));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    for (const attempt of attempts.filter((attempt) => attempt.status === 'rejected'))
      expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(UnitAlreadyHeldError);
    expect((await membersByFloor(db)).get('AND-CW01')).toBe(3);
    expect(await heldUnitReferences(db)).toContain('AND-CW01');
    // A member's hold lapsing frees a desk: the floor takes one more.
    await expireLapsedHolds(db, new Date(now.getTime() + 49 * 3_600_000));
    expect(await heldUnitReferences(db)).not.toContain('AND-CW01');
    await expect(signLicence(db, member(), now)).resolves.toMatchObject({ created: true });
  });

  it('frees the unit when an unpaid hold lapses, and not before', async () => {
    const { db } = database.current;
    const unit = { reference: 'AND-W11', name: 'Workshop 11', centre: 'andover', workspaceType: 'workshops' };
    await signLicence(db, newLicence({ unit }), now);
    const early = await expireLapsedHolds(db, new Date(now.getTime() + 47 * 3_600_000));
    expect(early.map((row) => row.unitReference)).not.toContain('AND-W11');
    const held = await heldUnitReferences(db);
    expect(held).toContain('AND-W11');
    const lapsed = await expireLapsedHolds(db, new Date(now.getTime() + 49 * 3_600_000));
    // Earlier tests' unpaid holds in this database lapse too; the paid ones never do (below).
    expect(lapsed.map((row) => row.unitReference)).toContain('AND-W11');
    expect(await heldUnitReferences(db)).not.toContain('AND-W11');
    // The unit can be taken again.
    await expect(signLicence(db, newLicence({ unit }), now)).resolves.toMatchObject({ created: true });
  });

  it('is let once paid and the identity verified, in either order, each recorded once', async () => {
    const { db } = database.current;
    const a = await signLicence(db, newLicence({ unit: { reference: 'AND-W12', name: 'W12', centre: 'andover', workspaceType: 'workshops' } }), now);
    expect((await recordTransferReceived(db, a.id))?.status).toBe('paid');
    expect(await recordTransferReceived(db, a.id)).toBeUndefined();
    expect((await recordIdentityVerified(db, a.id, 'sales@northlight.example'))?.status).toBe('let');
    const b = await signLicence(db, newLicence({ unit: { reference: 'AND-W13', name: 'W13', centre: 'andover', workspaceType: 'workshops' } }), now);
    expect((await recordIdentityVerified(db, b.id, 'sales@northlight.example'))?.status).toBe('held');
    expect(await recordIdentityVerified(db, b.id, 'other@northlight.example')).toBeUndefined();
    const paid = (await recordTransferReceived(db, b.id))!;
    expect(paid.status).toBe('let');
    expect(paid.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'verified', 'paid']);
    // A paid licence does not lapse.
    const lapsed = await expireLapsedHolds(db, new Date(now.getTime() + 100 * 3_600_000));
    expect(lapsed.map((row) => row.unitReference)).not.toContain('AND-W12');
    expect(lapsed.map((row) => row.unitReference)).not.toContain('AND-W13');
  });
});
