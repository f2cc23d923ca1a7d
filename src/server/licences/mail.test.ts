import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { licenceCostOf } from '@/domain/licence/costs';
import { outbox } from '../db/schema';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { registerLicenceMailLoader, type LicenceMailLoader } from './mail';
import { renderLicencePdf } from './pdf';
import { countersignLicence } from './countersign';
import { expireLapsedHolds, findLicence, signLicence, type NewLicence } from './store';

const backends = await testBackends();
const now = new Date('2030-06-17T09:00:00Z');
const bank = { accountName: 'Northlight Business Centres Ltd', bankName: 'Example Bank plc', sortCode: '12-34-56', accountNumber: '12345678' };

const licenceFor = (reference: string): NewLicence => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  unit: { reference, name: 'Workshop 4', centre: 'andover', workspaceType: 'workshops' },
  family: 'business-units',
  template: { id: 1, version: 1 },
  signedText: '# Parties\n\nThis licence is between Northlight Business Centres Ltd and Acme Joinery Ltd.',
  tenant: { kind: 'company', name: 'Acme Joinery Ltd', companyNumber: undefined, registeredAddress: '1 High St, Andover, SP10 1AA' },
  signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
  signatureName: 'Ada Lovelace',
  startDate: '2030-07-01',
  noticeMonths: 1,
  cost: licenceCostOf({ workspaceType: 'workshops', rent: 74 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!,
  payment: 'transfer-awaited',
  holdHours: 48,
  openedAt: now,
});

let failRenders = 0;
const loader: LicenceMailLoader = async (db, id, document) => {
  const licence = await findLicence(db, id);
  if (!licence) return undefined;
  if (failRenders > 0) {
    failRenders -= 1;
    throw new Error('pdf render failed');
  }
  const countersigned =
    document === 'countersigned' && licence.countersignedAt ? { by: licence.countersignedBy!, at: licence.countersignedAt } : undefined;
  const pdf = await renderLicencePdf({ ...licence, title: 'Licence to occupy a business unit', countersigned });
  return { licence, pdf, bank, pageUrl: `http://localhost:3000/take-online/signed?l=${id}&s=sig`, adminUrl: 'http://localhost:3000/admin/licences' };
};

describe.each(backends)('licence mails on %s', (backend) => {
  const database = useTestDatabase(backend);
  const mail = new MailReceiver();
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await mail.stop();
  });

  async function startWorker() {
    const port = await mail.start();
    registerLicenceMailLoader(loader);
    worker = new OutboxWorker(
      database.current.db,
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        emailTo: 'sales@northlight.example',
        emailFrom: 'site@northlight.example',
        visitorMail: { sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'lettings@northlight.example' }, loaders: {} },
      },
      { maxAttempts: 5, pollMs: 50, baseDelayMs: 1, maxDelayMs: 5 },
      silentLog,
    );
    return worker;
  }

  it('mails the tenant the signed PDF with how to pay, and tells sales, once each', async () => {
    const started = await startWorker();
    const stored = await signLicence(database.current.db, licenceFor('AND-W21'), now, { salesEmail: true, tenantMail: true });
    await waitFor(async () => {
      await started.drainOnce();
      return mail.received.filter((m) => m.raw.includes(stored.reference)).length >= 2;
    }, 15_000);
    const tenant = await simpleParser(mail.received.find((m) => m.to.includes('ada@example.co.uk'))!.raw);
    expect(tenant.subject).toContain('Workshop 4 (AND-W21) is held for you');
    expect(tenant.text).toContain('Sort code: 12-34-56');
    expect(tenant.text).toContain(`Payment reference: ${stored.reference}`);
    expect(tenant.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(tenant.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const sales = await simpleParser(mail.received.find((m) => m.to.includes('sales@northlight.example'))!.raw);
    expect(sales.subject).toContain('Licence signed online: AND-W21');
    expect(sales.attachments).toHaveLength(1);
    const rows = await database.current.db.select().from(outbox).where(eq(outbox.licenceId, stored.id));
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  it('keeps the signature and retries the mail when the PDF cannot be rendered', async () => {
    const started = await startWorker();
    failRenders = 2;
    const stored = await signLicence(database.current.db, licenceFor('AND-W22'), now, { salesEmail: false, tenantMail: true });
    await waitFor(async () => {
      await started.drainOnce();
      return mail.received.some((m) => m.raw.includes(stored.reference));
    }, 15_000);
    const [row] = await database.current.db.select().from(outbox).where(eq(outbox.licenceId, stored.id));
    expect(row?.status).toBe('delivered');
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    expect((await findLicence(database.current.db, stored.id))?.status).toBe('held');
  });

  it('mails the tenant the countersigned copy, once, and tells them when an unpaid hold ends', async () => {
    const started = await startWorker();
    const { db } = database.current;
    const delivered = (reference: string, count: number) =>
      waitFor(async () => {
        await started.drainOnce();
        return mail.received.filter((m) => m.raw.includes(reference)).length >= count;
      }, 15_000);
    const mailWithSubject = async (reference: string, subjectStart: string) => {
      const parsed = await Promise.all(mail.received.filter((m) => m.raw.includes(reference)).map((m) => simpleParser(m.raw)));
      const found = parsed.find((candidate) => candidate.subject?.startsWith(subjectStart));
      expect(found, `a mail of ${reference} whose subject starts "${subjectStart}"`).toBeDefined();
      return found!;
    };
    const signed = await signLicence(db, licenceFor('AND-W23'), now, { salesEmail: false, tenantMail: true });
    await delivered(signed.reference, 1);
    const countersigned = await countersignLicence(db, signed.id, '  Priya   Shah ', { tenantMail: true });
    expect(countersigned).toMatchObject({ countersignedBy: 'Priya Shah' });
    expect(countersigned!.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'countersigned']);
    // Countersigned once: a second press changes nothing and mails nothing.
    expect(await countersignLicence(db, signed.id, 'Someone Else', { tenantMail: true })).toBeUndefined();
    await delivered(signed.reference, 2);
    // Two mails of one licence go out side by side: which arrives first is the outbox's, not the test's.
    const copy = await mailWithSubject(signed.reference, 'Countersigned: ');
    expect(copy.subject).toBe('Countersigned: your licence for Workshop 4 (AND-W23)');
    expect(copy.text).toContain('Priya Shah');
    expect(copy.attachments.map((file) => file.filename)).toEqual([`Northlight-licence-${signed.reference}-countersigned.pdf`]);

    const unpaid = await signLicence(db, { ...licenceFor('AND-W24'), holdHours: 1 }, now, { salesEmail: false, tenantMail: true });
    const lapsed = await expireLapsedHolds(db, new Date(now.getTime() + 2 * 3_600_000), { tenantMail: true });
    expect(lapsed.map((row) => row.id)).toContain(unpaid.id);
    await delivered(unpaid.reference, 2);
    const ended = await mailWithSubject(unpaid.reference, 'The hold on ');
    expect(ended.subject).toBe('The hold on Workshop 4 (AND-W24) has ended');
    expect(ended.text).toContain('the unit is offered again');
    // A lapsed licence is not countersigned.
    expect(await countersignLicence(db, unpaid.id, 'Priya Shah')).toBeUndefined();
    const kinds = await db.select({ kind: outbox.mailKind }).from(outbox).where(eq(outbox.licenceId, unpaid.id));
    // Unordered: the select has no order, and PostgreSQL returns the rows in either.
    expect(kinds.map((row) => row.kind).sort()).toEqual(['confirmation', 'expired']);
  });
});
