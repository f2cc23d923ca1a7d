import { describe, expect, it } from 'vitest';
import { checkProposal, proposalCostOf, proposalFormFrom } from '@/domain/licence/proposal';
import { defaultLicenceSettings } from '@/domain/licence/settings';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { useTestDatabase } from '../testing/databases';
import { handleProposalDetailsPost, handleProposalSignPost, handleProposalStartPost, type ProposalFlowDeps } from './proposals-flow';
import { licencesOfProposal, sendProposal, withdrawProposal } from './proposals';
import { proposalDraftKey, proposalLinkKey, signProposalId } from './proposals-link';
import { proposalMessage } from './proposals-mail';
import { signLicence, type NewLicence } from './store';
import { licenceCostOf } from '@/domain/licence/costs';
import { termsOfProposal } from './proposals-flow';

/*
 * The prospect's side of a proposal, through the form posts: a forged or altered link, terms the
 * form cannot change, the licence as signed, a closed proposal, a unit taken meanwhile. The races
 * on both databases are in proposals.test.ts; these run on PGlite.
 */

const now = Date.parse('2030-06-17T09:00:00Z');
const today = '2030-06-17';
const formSecret = 'form-secret-0123456789';
const site = 'http://localhost:3000';

const template = {
  id: 3,
  version: 4,
  family: 'business-units' as const,
  title: 'Licence to occupy a business unit',
  permittedUse: 'Light industrial use',
  body: `# Parties\n\nThis licence is between {{licensor}} and {{tenant}} for {{units}} at {{centre}}.\n\n# Money\n\nFrom {{start}} for {{term}}: {{rent}} a month plus VAT, service charge {{serviceCharge}}, deposit {{deposit}}. Use: {{permittedUse}}.\n\n# Special terms\n\n{{specialTerms}}`,
};

function depsFor(db: ProposalFlowDeps['db']): ProposalFlowDeps {
  const settings = defaultLicenceSettings({ accountName: 'Northlight Business Centres Ltd', bankName: 'Example Bank plc', sortCode: '12-34-56', accountNumber: '12345678' });
  return {
    db,
    siteUrl: site,
    formTokenSecret: formSecret,
    linkKey: proposalLinkKey('cms-secret'),
    draftKey: proposalDraftKey('cms-secret'),
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    context: async () => ({
      template,
      centre: { name: 'Northlight Andover', address: 'Walworth Road, Andover, SP10 5LH' },
      settings: { holdHours: settings.holdHours, bank: settings.bank },
      vatRatePercent: 20,
      licensor: 'Northlight Business Centres Ltd',
    }),
    log: silentLog,
    now: () => now,
  };
}

async function sent(db: ProposalFlowDeps['db'], references: readonly string[]) {
  const units = new Map(
    references.map((reference) => [
      reference,
      { reference, name: `Workshop ${reference.slice(-2)}`, centre: 'andover', workspaceType: 'workshops' as const, listedRentPence: 120_000, serviceChargePence: 15_000, noticeMonths: 1, free: true, sizeSqFt: 700 },
    ]),
  );
  const form = {
    prospectName: 'Ada Lovelace',
    prospectEmail: 'ada@example.co.uk',
    startDate: '2030-07-01',
    termMonths: '24',
    rentFreeWeeks: '4',
    deposit: '3000',
    specialTerms: 'The licensee may fit a three-phase supply.',
    validUntil: '2030-06-24',
    ...Object.fromEntries(references.map((reference, index) => [`unit${index}`, reference])),
    rent0: '1000',
    reason0: 'Two-year term agreed',
  };
  const checked = checkProposal(proposalFormFrom(form), { today, units, depositMonths: () => 2 });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return sendProposal(db, { terms: checked.terms, cost: proposalCostOf(checked.terms, 20), actor: { id: 7, name: 'Sam Sales' }, mailProspect: false });
}

/** Someone taking a unit at its listed terms (the self-serve flow's licence). */
const rivalFor = (reference: string): NewLicence => ({
  idempotencyKey: `rival-${reference}-0123456789`,
  unit: { reference, name: 'Workshop', centre: 'andover', workspaceType: 'workshops' },
  family: 'business-units',
  template: { id: 3, version: 4 },
  signedText: 'Licence at the listed terms.',
  tenant: { kind: 'company', name: 'Rival Ltd', companyNumber: undefined, registeredAddress: '2 High St, Andover, SP10 1AB' },
  signatory: { name: 'Grace Hopper', role: 'Director', email: 'grace@example.co.uk', phoneE164: '+447700900456', phoneCountry: 'GB' },
  signatureName: 'Grace Hopper',
  startDate: '2030-07-01',
  noticeMonths: 1,
  cost: licenceCostOf({ workspaceType: 'workshops', rent: 277, serviceCharge: 35 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!,
  payment: 'transfer-awaited',
  holdHours: 48,
  openedAt: new Date(now - 60_000),
});

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ token: issueFormToken(formSecret, now - 10_000), ...fields }).toString(),
  });
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('Path=/api/licences/proposal'))!
    .split(';')[0]!;

const details = {
  tenantKind: 'company',
  tenantName: 'Analytical Engines Ltd',
  companyNumber: '01234567',
  addressLine1: '1 High Street',
  town: 'Andover',
  postcode: 'SP10 1AA',
  name: 'Ada Lovelace',
  role: 'Director',
  email: 'ada@example.co.uk',
  phone: '07700 900123',
  phoneCountry: 'GB',
};

async function reviewed(deps: ProposalFlowDeps, id: string, extra: Record<string, string> = {}) {
  const started = await handleProposalStartPost(post('/api/licences/proposal/start', { p: id, s: signProposalId(id, deps.linkKey) }), deps);
  expect(started.headers.get('location')).toBe('/take-online/proposal/details');
  const checked = await handleProposalDetailsPost(post('/api/licences/proposal/details', { ...details, ...extra }, cookieOf(started)), deps);
  expect(checked.headers.get('location')).toBe('/take-online/proposal/review');
  return cookieOf(checked);
}

describe('a proposal’s pages for the prospect', () => {
  const database = useTestDatabase('pglite');

  it('signs the proposal’s terms, whatever the form posts, and lands on the signed page', async () => {
    const deps = depsFor(database.current.db);
    const proposal = await sent(database.current.db, ['AND-Q01', 'AND-Q02']);
    // Units, rent, term and deposit posted by the prospect are not read.
    const cookie = await reviewed(deps, proposal.id, { unit0: 'AND-X01', rent0: '1', termMonths: '1', deposit: '0' });
    const signed = await handleProposalSignPost(post('/api/licences/proposal/sign', { typedName: 'Ada Lovelace', agree: 'yes', rent: '1', dueTodayPence: '1' }, cookie), deps);
    const location = new URL(signed.headers.get('location')!, site);
    expect(location.pathname).toBe('/take-online/proposal/signed');
    expect(location.searchParams.get('s')).toBe(signProposalId(proposal.id, deps.linkKey));
    const licences = await licencesOfProposal(database.current.db, proposal.id);
    expect(licences.map((licence) => [licence.unitReference, licence.rentPence, licence.termMonths])).toEqual([
      ['AND-Q01', 100_000, 24],
      ['AND-Q02', 120_000, 24],
    ]);
    expect(licences.reduce((sum, licence) => sum + licence.depositPence, 0)).toBe(300_000);
    const text = licences[0]!.signedText;
    expect(text).toContain('AND-Q01, Workshop 01 (700 sq ft); AND-Q02, Workshop 02 (700 sq ft)');
    expect(text).toContain('£2,200.00 (£1,000.00 for AND-Q01, £1,200.00 for AND-Q02) a month');
    expect(text).toContain('Rent-free: 4 weeks from the start');
    expect(text).not.toContain('Two-year term agreed');
    expect(licences[1]!.signedText).toBe(text);
  });

  it('with Stripe configured, each unit’s licence awaits its card payment; without, a transfer', async () => {
    for (const cardPayments of [true, false]) {
      const deps = { ...depsFor(database.current.db), cardPayments };
      const proposal = await sent(database.current.db, cardPayments ? ['AND-Q11', 'AND-Q12'] : ['AND-Q13']);
      const cookie = await reviewed(deps, proposal.id);
      const signed = await handleProposalSignPost(post('/api/licences/proposal/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, cookie), deps);
      expect(new URL(signed.headers.get('location')!, site).pathname).toBe('/take-online/proposal/signed');
      const licences = await licencesOfProposal(database.current.db, proposal.id);
      expect(licences.map((licence) => [licence.status, licence.payment])).toEqual(
        licences.map(() => ['held', cardPayments ? 'card-pending' : 'transfer-awaited']),
      );
    }
  });

  it('answers a forged or altered link, a withdrawn proposal and a unit taken meanwhile with a page that says so', async () => {
    const deps = depsFor(database.current.db);
    const proposal = await sent(database.current.db, ['AND-Q03']);
    const forged = await handleProposalStartPost(post('/api/licences/proposal/start', { p: proposal.id, s: 'forged-signature' }), deps);
    expect(forged.headers.get('location')).toBe('/take-online/proposal/problem?reason=link');
    const other = await sent(database.current.db, ['AND-Q04']);
    const altered = await handleProposalStartPost(post('/api/licences/proposal/start', { p: other.id, s: signProposalId(proposal.id, deps.linkKey) }), deps);
    expect(altered.headers.get('location')).toBe('/take-online/proposal/problem?reason=link');

    const cookie = await reviewed(deps, proposal.id);
    await withdrawProposal(database.current.db, proposal.id, { id: 7, name: 'Sam Sales' }, today);
    const refused = await handleProposalSignPost(post('/api/licences/proposal/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, cookie), deps);
    expect(refused.headers.get('location')).toBe('/take-online/proposal/problem?reason=withdrawn');

    const cookie2 = await reviewed(deps, other.id);
    // Someone takes AND-Q04 at its listed terms between the review and the signature.
    await signLicence(database.current.db, rivalFor('AND-Q04'), new Date(now));
    const taken = await handleProposalSignPost(post('/api/licences/proposal/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, cookie2), deps);
    expect(taken.headers.get('location')).toMatch(/^\/take-online\/proposal\/problem\?reason=taken&unit=AND-Q04&ref=/);
    expect(await licencesOfProposal(database.current.db, other.id)).toEqual([]);
  });

  it('asks again for a signature that is not the signatory’s, keeping the draft', async () => {
    const deps = depsFor(database.current.db);
    const proposal = await sent(database.current.db, ['AND-Q05']);
    const cookie = await reviewed(deps, proposal.id);
    const retry = await handleProposalSignPost(post('/api/licences/proposal/sign', { typedName: 'Someone Else' }, cookie), deps);
    expect(retry.headers.get('location')).toBe('/take-online/proposal/review#licence-errors');
    expect(await licencesOfProposal(database.current.db, proposal.id)).toEqual([]);
  });

  it('mails the prospect the fixed terms and the link, without the discount’s reason', async () => {
    const proposal = await sent(database.current.db, ['AND-Q06']);
    const message = proposalMessage({ proposal, terms: termsOfProposal(proposal), centreName: 'Northlight Andover', vatRatePercent: 20, linkUrl: `${site}/take-online/proposal?p=${proposal.id}&s=x` });
    expect(message.subject).toBe(`Your proposal from Northlight: AND-Q06 at Northlight Andover (${proposal.reference})`);
    expect(message.text).toContain('AND-Q06, Workshop 06: £1,000.00 a month before VAT');
    expect(message.text).toContain('Rent-free: 4 weeks');
    expect(message.text).toContain('Deposit: £3,000.00');
    expect(message.text).toContain(`${site}/take-online/proposal?p=${proposal.id}`);
    expect(message.text).not.toContain('Two-year term agreed');
    expect(message.html).toContain('<a href="http://localhost:3000/take-online/proposal?p=');
  });
});
