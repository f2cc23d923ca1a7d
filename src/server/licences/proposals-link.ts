import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { newDraftKey, openDraft, sealDraft, type OrderDraft } from '../orders/order-draft';

/*
 * A proposal's link, /take-online/proposal?p=<id>&s=<HMAC-SHA256>: keyed from the CMS secret with a
 * purpose of its own (src/server/licences/link.ts does the same for a signed licence), so no other
 * link's signature opens a proposal and a changed id fails. Whether it may still be signed
 * (withdrawn, expired, signed) is the database's to say, not the link's.
 */

export const proposalPaths = {
  offer: '/take-online/proposal',
  details: '/take-online/proposal/details',
  review: '/take-online/proposal/review',
  signed: '/take-online/proposal/signed',
  problem: '/take-online/proposal/problem',
  startApi: '/api/licences/proposal/start',
  detailsApi: '/api/licences/proposal/details',
  signApi: '/api/licences/proposal/sign',
} as const;

export function proposalLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-proposal-link:v1').digest('base64url');
}

export const signProposalId = (id: string, key: string) => createHmac('sha256', key).update(`proposal:${id}`).digest('base64url');

export function verifyProposalSignature(id: unknown, signature: unknown, key: string): id is string {
  if (typeof id !== 'string' || typeof signature !== 'string' || id.length > 40 || signature.length > 100) return false;
  const expected = Buffer.from(signProposalId(id, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const linkQuery = (id: string, key: string) => `p=${encodeURIComponent(id)}&s=${encodeURIComponent(signProposalId(id, key))}`;
export const proposalOfferPath = (id: string, key: string) => `${proposalPaths.offer}?${linkQuery(id, key)}`;
export const proposalSignedPath = (id: string, key: string) => `${proposalPaths.signed}?${linkQuery(id, key)}`;

/*
 * Between the proposal's pages: which proposal and what the prospect typed, in an encrypted,
 * HttpOnly cookie for an hour (the order draft's sealing, its own key and name), so nothing
 * personal is in a URL and the self-serve flow's own draft in the same browser is untouched.
 */
export const proposalDraftCookieName = 'proposal_flow';
export type ProposalDraft = OrderDraft;

export function proposalDraftKey(cmsSecret: string): Buffer {
  return createHmac('sha256', cmsSecret).update('northlight-proposal-draft:v1').digest();
}

export { newDraftKey, openDraft as openProposalDraft, sealDraft as sealProposalDraft };

const cookiePaths = [proposalPaths.offer, '/api/licences/proposal'] as const;
const setCookies = (value: string, maxAge: number, secure: boolean) =>
  cookiePaths.map((path) => `${proposalDraftCookieName}=${value}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${maxAge}`);
export const proposalDraftCookies = (sealed: string, secure: boolean) => setCookies(sealed, 60 * 60, secure);
export const clearProposalDraftCookies = (secure: boolean) => setCookies('', 0, secure);

/*
 * A refused new-proposal form comes back to its page with what sales typed and the messages, in an
 * encrypted, HttpOnly cookie for ten minutes (no personal data in a URL). A browser keeps about
 * 4 kB a cookie (and a draft holds 500 characters a field): past that, the special terms are left
 * out and the page asks for them again.
 */
export const proposalFormCookieName = 'proposal_form';
const formCookieLimit = 3800;

export function proposalFormCookie(
  form: { readonly values: Record<string, string>; readonly errors: Record<string, string> },
  key: Buffer,
  secure: boolean,
  now = Date.now(),
): string {
  const seal = (values: Record<string, string>, errors: Record<string, string>) =>
    sealDraft({ key: 'proposal-admin-form', at: now, values: clip(values), errors: clip(errors, 300) }, key);
  const tooLong = (form.values.specialTerms ?? '').length > 500;
  let sealed = tooLong ? '' : seal(form.values, form.errors);
  if (tooLong || sealed.length > formCookieLimit)
    sealed = seal({ ...form.values, specialTerms: '' }, { ...form.errors, specialTerms: 'Paste the special terms again: they were too long to keep while you corrected the form.' });
  return `${proposalFormCookieName}=${sealed}; Path=/admin/proposals; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=600`;
}

const clip = (record: Record<string, string>, max = 500) => Object.fromEntries(Object.entries(record).map(([name, value]) => [name, value.slice(0, max)]));

export function openProposalForm(sealed: string | undefined, key: Buffer, now = Date.now()) {
  const draft = openDraft(sealed, key, now);
  return draft && now - draft.at <= 600_000 ? { values: draft.values, errors: draft.errors ?? {} } : undefined;
}
