import 'server-only';
import type { Logger } from 'pino';
import { requestAttribution } from '../requests/attribution';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { detailsFieldOrder, detailsStepSchema, licencePaths, startStepSchema, type LicenceDetails } from '@/domain/licence/flow-schema';
import { licenceTextFor, offerTerms, type LicenceOffer, type OfferTerms } from '@/domain/licence/offer';
import { signatureProblems } from '@/domain/licence/signature';
import { membershipDesksOf } from '@/domain/licence/terms';
import { licenceCostWithPromo, licencePromoRefusal, promoProductOfFamily } from '@/domain/licence/costs';
import { promoCodeInputMaxLength } from '@/domain/promo-codes/promo-codes';
import type { PromoLookup } from '../promo-codes/quote';
import { priceWithPromo, promoFieldError, redeemAlongside, type PurchasePromo } from '../promo-codes/purchase';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { readCookie } from '@/lib/read-cookie';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { maxBodyBytes, readFormBody, type BodyRefusal } from '../requests/request-body';
import { errorFacts, isStorageOutage, newErrorReference } from '../failures';
import { verifyFormToken } from '../requests/form-token';
import { verifyPhone } from '../requests/phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import {
  clearLicenceDraftCookies,
  licenceDraftCookieName,
  licenceDraftCookies,
  newDraftKey,
  openLicenceDraft,
  sealLicenceDraft,
  type LicenceDraft,
} from './draft';
import { licenceSignedPath } from './link';
import { signLicence, UnitAlreadyHeldError, type StoredLicence } from './store';

/*
 * "Take this unit online" (issue 38, docs/decisions/0040-licences-online.md): the form posts of
 * its steps. Every answer is a 303 to a page in the site's layout. The server computes every
 * figure from the data at each step and again at signing, so nothing typed into a form (or
 * changed in it) sets a price; the unit's hold is the database's to decide.
 */

export type LicenceHandlerDeps = {
  readonly db: Database;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  readonly linkKey: string;
  readonly draftKey: Buffer;
  /** The unit as offered now, or undefined when it is unknown or no longer listed. */
  readonly offer: (unitReference: string) => Promise<LicenceOffer | undefined>;
  /** Who is mailed when a licence is signed (sales by email; the tenant when SMTP is set). */
  readonly mail?: { readonly salesEmail: boolean; readonly tenantMail: boolean };
  /** Card payments configured: the deposit and first month are paid at Checkout. */
  readonly cardPayments: boolean;
  /** After the licence is stored: hold the unit on the site, render the PDF, queue the mails. */
  readonly afterSigning?: (licence: StoredLicence) => Promise<void>;
  /** The CMS's promo codes (docs/decisions/0054, memberships); absent: every code is refused as unknown. */
  readonly promoCodes?: PromoLookup | undefined;
  readonly log: Logger;
  /** A nudge to the outbox worker once a licence and its mails are stored. */
  readonly onStored?: () => void;
  readonly now?: () => number;
};

export const licenceProblems = [
  'cross-site',
  'too-long',
  'unreadable',
  'expired',
  'rate-limited',
  'not-offered',
  'taken',
  'desks-taken',
  'failure',
  'unavailable',
] as const;
export type LicenceProblem = (typeof licenceProblems)[number];

const noStore = { 'cache-control': 'no-store' };

function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, ...noStore });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

const problemAt = (problem: LicenceProblem, extra = '') => seeOther(`${licencePaths.problem}?reason=${problem}${extra}`);

/** The form's fields, read as strict UTF-8 (src/server/requests/request-body.ts); the last of a repeated name wins. */
async function readForm(request: Request): Promise<Record<string, string> | BodyRefusal> {
  const read = await readFormBody(request, maxBodyBytes);
  if (!read.ok) return read.reason;
  return Object.fromEntries(read.value);
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

const secure = (deps: Pick<LicenceHandlerDeps, 'siteUrl'>) => deps.siteUrl.startsWith('https:');

async function admit(request: Request, deps: LicenceHandlerDeps, now: number) {
  if (isCrossSite(request, deps.siteUrl)) return problemAt('cross-site');
  if (!isFormPost(request)) return new Response('Send the form as a form post.', { status: 415, headers: noStore });
  const form = await readForm(request);
  if (typeof form === 'string') return problemAt(form);
  const token = verifyFormToken(form.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'licence step refused: form token');
    return problemAt('expired');
  }
  const draft = openLicenceDraft(readCookie(request.headers.get('cookie') ?? '', licenceDraftCookieName), deps.draftKey, now);
  return { form, token, draft };
}

const bounded = (form: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, (form[name] ?? '').slice(0, 500)]));

const definedErrors = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (message ? [[field, message.slice(0, 300)]] : [])));

const today = (now: number) => todayIn(businessTimeZone, new Date(now));

const unitQuery = (unit: string) => `?unit=${encodeURIComponent(unit.slice(0, 40))}`;

/** The offer the draft is about, with its terms today; undefined when it cannot be taken now. */
async function offerOf(deps: LicenceHandlerDeps, unit: string | undefined, now: number) {
  if (!unit) return undefined;
  const offer = await deps.offer(unit.slice(0, 40));
  const terms = offer ? offerTerms(offer, today(now)) : undefined;
  return offer && terms ? { offer, terms } : undefined;
}

/** POST /api/licences/start: the unit and the start date. */
export async function handleLicenceStartPost(request: Request, deps: LicenceHandlerDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, draft: previous } = admitted;
    const values = bounded(form, ['unit', 'startDate']);
    const offered = await offerOf(deps, values.unit, now);
    if (!offered) return problemAt('not-offered', `&unit=${encodeURIComponent((values.unit ?? '').slice(0, 40))}`);
    const parsed = startStepSchema({ earliest: offered.terms.earliestStart, latest: offered.terms.latestStart }).safeParse(values);
    const sameUnit = previous?.values.unit === offered.offer.unit.reference;
    const draft: LicenceDraft = {
      key: previous?.key ?? newDraftKey(),
      at: now,
      values: {
        ...previous?.values,
        unit: offered.offer.unit.reference,
        startDate: values.startDate ?? '',
        // The offer is opened when the visitor first chooses a start for this unit (server time).
        openedAt: sameUnit && previous?.values.openedAt ? previous.values.openedAt : new Date(now).toISOString(),
      },
      // Details already checked stay checked: going back to change the date keeps them.
      ...(previous?.checked && sameUnit ? { checked: true } : {}),
      ...(parsed.success ? {} : { errors: definedErrors(fieldErrorsFrom(parsed.error)) }),
    };
    const cookies = licenceDraftCookies(sealLicenceDraft(draft, deps.draftKey), secure(deps));
    if (!parsed.success) return seeOther(`${licencePaths.start}${unitQuery(offered.offer.unit.reference)}#licence-errors`, cookies);
    return seeOther(draft.checked ? licencePaths.review : licencePaths.details, cookies);
  } catch (error) {
    return licenceFailureResponse(error, deps.log);
  }
}

const detailFields = [...detailsFieldOrder, 'phoneCountry', 'website'];

export function checkDetails(values: Record<string, string>): { errors: FieldErrors } | { errors?: undefined; details: LicenceDetails; phoneE164: string } {
  const parsed = detailsStepSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  const errors: FieldErrors = {};
  const verdict = verifyPhone(parsed.data.phone, parsed.data.phoneCountry);
  if (!verdict.valid) errors.phone = phoneErrorMessages[verdict.errorCode];
  if (parsed.data.website) errors.form = 'We could not take this. Please call us instead.';
  if (parsed.data.tenantKind === 'llp' && parsed.data.companyNumber && !parsed.data.companyNumber.startsWith('OC'))
    errors.companyNumber = 'An LLP’s number starts with OC (or SO in Scotland, NC in Northern Ireland).';
  if (!verdict.valid || Object.keys(errors).length > 0) return { errors };
  return { details: parsed.data, phoneE164: verdict.e164 };
}

/** POST /api/licences/details: the tenant and the signatory. */
export async function handleLicenceDetailsPost(request: Request, deps: LicenceHandlerDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, token, draft: previous } = admitted;
    if (!previous?.values.unit || !previous.values.startDate) return problemAt('expired');
    const values = bounded(form, detailFields);
    const checked = checkDetails(values);
    const errors = checked.errors ?? {};
    if (!token.ok || now - token.issuedAt < minimumFillMs)
      errors.form = 'That was very quick. Check your details and send the form again.';
    const ok = Object.keys(errors).length === 0;
    if (!ok) deps.log.info({ fields: Object.keys(errors) }, 'licence details refused: invalid input');
    const draft: LicenceDraft = {
      key: previous.key,
      at: now,
      values: { ...previous.values, ...values },
      ...(ok ? { checked: true } : { errors: definedErrors(errors) }),
    };
    const cookies = licenceDraftCookies(sealLicenceDraft(draft, deps.draftKey), secure(deps));
    return seeOther(ok ? licencePaths.review : `${licencePaths.details}#licence-errors`, cookies);
  } catch (error) {
    return licenceFailureResponse(error, deps.log);
  }
}

export type ReviewedLicence = {
  readonly offer: LicenceOffer;
  readonly terms: OfferTerms;
  readonly details: LicenceDetails;
  readonly phoneE164: string;
  readonly startDate: string;
  readonly text: string;
};

/** The draft checked again against today's data: what the review page shows and signing stores. */
export async function reviewDraft(
  draft: LicenceDraft | undefined,
  offerFor: LicenceHandlerDeps['offer'],
  now: number,
): Promise<ReviewedLicence | 'not-offered' | undefined> {
  if (!draft?.checked || !draft.values.unit || !draft.values.startDate) return undefined;
  const offer = await offerFor(draft.values.unit);
  const terms = offer ? offerTerms(offer, today(now)) : undefined;
  if (!offer || !terms) return 'not-offered';
  const start = startStepSchema({ earliest: terms.earliestStart, latest: terms.latestStart }).safeParse(draft.values);
  const checked = checkDetails(draft.values);
  if (!start.success || checked.errors) return undefined;
  const startDate = start.data.startDate;
  return {
    offer,
    terms,
    details: checked.details,
    phoneE164: checked.phoneE164,
    startDate,
    text: licenceTextFor(offer, terms, checked.details, startDate),
  };
}

/** POST /api/licences/sign: the typed name and the tick; the licence is stored and the unit held. */
export async function handleLicenceSignPost(request: Request, deps: LicenceHandlerDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, draft } = admitted;
    const reviewed = await reviewDraft(draft, deps.offer, now);
    if (reviewed === 'not-offered') return problemAt('not-offered', `&unit=${encodeURIComponent(draft?.values.unit ?? '')}`);
    if (!reviewed || !draft) return problemAt('expired');
    // A membership's promo code, typed on the review page (the field is in this form): kept in the
    // draft, so the page shows it again with its line or its refusal. "Apply code" signs nothing.
    const typedPromo = (form.promo ?? draft.values.promo ?? '').slice(0, promoCodeInputMaxLength);
    const withPromo: LicenceDraft = { ...draft, at: now, values: { ...draft.values, promo: typedPromo } };
    if (form.intent === 'apply-promo') {
      const otherErrors = Object.entries(draft.errors ?? {}).filter(([field]) => field !== 'promo');
      return backToPromo(deps, { ...withPromo, errors: Object.fromEntries(otherErrors) });
    }
    const typedName = (form.typedName ?? '').slice(0, 200).normalize('NFC').trim();
    const problems = signatureProblems({ typedName, agreed: form.agree === 'yes', signatoryName: reviewed.details.name });
    if (Object.keys(problems).length > 0) {
      const retry: LicenceDraft = { ...withPromo, errors: definedErrors(problems) };
      return seeOther(`${licencePaths.review}#licence-errors`, licenceDraftCookies(sealLicenceDraft(retry, deps.draftKey), secure(deps)));
    }
    const limited = await refuseOverLimit(request, deps, now);
    if (limited) return limited;
    const refusePromo = (message: string) => {
      deps.log.info({ fields: ['promo'] }, 'licence refused: promo code');
      return backToPromo(deps, { ...withPromo, errors: { promo: message } });
    };
    const priced = await licencePromo(deps, typedPromo, reviewed, now);
    if ('refused' in priced) return refusePromo(priced.refused);
    const { promo } = priced;
    // Validated, and click ids kept only with advertising consent (src/server/requests/attribution.ts).
    const attribution = requestAttribution(request, undefined, new Date(now));
    const openedAt = new Date(draft.values.openedAt ?? '');
    let stored: StoredLicence;
    try {
      stored = await signLicence(
        deps.db,
        {
          idempotencyKey: draft.key,
          unit: {
            reference: reviewed.offer.unit.reference,
            name: reviewed.offer.unit.name,
            centre: reviewed.offer.unit.centre,
            workspaceType: reviewed.offer.unit.workspaceType,
          },
          desks: membershipDesksOf(reviewed.offer.unit),
          family: reviewed.terms.family,
          template: { id: reviewed.offer.template.id, version: reviewed.offer.template.version },
          signedText: reviewed.text,
          tenant: {
            kind: reviewed.details.tenantKind,
            name: reviewed.details.tenantName,
            companyNumber: reviewed.details.companyNumber,
            registeredAddress: [reviewed.details.addressLine1, reviewed.details.addressLine2, reviewed.details.town, reviewed.details.postcode]
              .filter(Boolean)
              .join(', '),
          },
          signatory: {
            name: reviewed.details.name,
            role: reviewed.details.role,
            email: reviewed.details.email,
            phoneE164: reviewed.phoneE164,
            phoneCountry: reviewed.details.phoneCountry,
          },
          signatureName: typedName,
          startDate: reviewed.startDate,
          noticeMonths: reviewed.terms.noticeMonths,
          cost: licenceCostWithPromo(reviewed.terms.cost, promo?.price),
          payment: deps.cardPayments ? 'card-pending' : 'transfer-awaited',
          holdHours: reviewed.offer.settings.holdHours,
          openedAt: Number.isNaN(openedAt.getTime()) ? new Date(now) : openedAt,
          pagePath: licencePaths.start,
          attribution: attribution as Record<string, unknown> | undefined,
        },
        new Date(now),
        deps.mail,
        redeemAlongside(promo, {
          email: reviewed.details.email,
          product: 'memberships',
          subject: (row) => ({ licenceId: row.id }),
        }),
      );
    } catch (error) {
      const promoRefused = promoFieldError(error, 'memberships');
      if (promoRefused) return refusePromo(promoRefused);
      if (!(error instanceof UnitAlreadyHeldError)) throw error;
      deps.log.info({ unit: reviewed.offer.unit.reference }, 'licence refused: unit already held');
      const full = membershipDesksOf(reviewed.offer.unit) !== undefined;
      return problemAt(full ? 'desks-taken' : 'taken', `&unit=${encodeURIComponent(reviewed.offer.unit.reference)}`);
    }
    deps.log.info(
      { reference: stored.reference, unit: reviewed.offer.unit.reference, created: stored.created, promo: Boolean(promo) },
      'licence signed',
    );
    if (stored.created) deps.onStored?.();
    if (stored.created && deps.afterSigning) {
      // The signature is kept whatever happens next: a failure here is retried, never the visitor's.
      try {
        await deps.afterSigning(stored);
      } catch (error) {
        deps.log.error({ reference: stored.reference, ...errorFacts(error) }, 'licence after-signing step failed');
      }
    }
    return seeOther(licenceSignedPath(stored.id, deps.linkKey), clearLicenceDraftCookies(secure(deps)));
  } catch (error) {
    return licenceFailureResponse(error, deps.log);
  }
}

/** Back to the review page's code field: what was typed kept in the draft, with its refusal if any. */
function backToPromo(deps: LicenceHandlerDeps, draft: LicenceDraft): Response {
  return seeOther(`${licencePaths.review}#licence-promo`, licenceDraftCookies(sealLicenceDraft(draft, deps.draftKey), secure(deps)));
}

/**
 * A code on the licence's first monthly fee, before VAT (decision 0054): only a coworking
 * membership takes one; a code typed for an office or a unit is refused with the reason.
 */
export async function licencePromo(
  deps: Pick<LicenceHandlerDeps, 'db' | 'promoCodes'>,
  typed: string | undefined,
  reviewed: Pick<ReviewedLicence, 'terms'>,
  now: number,
): Promise<{ readonly promo: PurchasePromo } | { readonly refused: string }> {
  if (!(typed ?? '').trim()) return { promo: undefined };
  const product = promoProductOfFamily(reviewed.terms.family);
  if (!product) return { refused: licencePromoRefusal };
  const priced = await priceWithPromo(deps, typed, { product, listPence: reviewed.terms.cost.monthly.netPence, now: new Date(now) });
  return 'refused' in priced ? priced : { promo: priced.promo };
}

async function refuseOverLimit(request: Request, deps: LicenceHandlerDeps, now: number): Promise<Response | undefined> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`licence:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (limit.allowed) return undefined;
  deps.log.info('licence refused: rate limited');
  return problemAt('rate-limited');
}

/** A failure below the handler: the log gets class, code and a reference, never the values. */
export function licenceFailureResponse(error: unknown, log: Logger): Response {
  if (isStorageOutage(error)) {
    log.error(errorFacts(error), 'licence failed: storage unavailable');
    return problemAt('unavailable');
  }
  const errorReference = newErrorReference();
  log.error({ ...errorFacts(error), errorReference }, 'licence failed: unexpected error');
  return problemAt('failure', `&ref=${encodeURIComponent(errorReference)}`);
}
