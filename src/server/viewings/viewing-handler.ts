import 'server-only';
import type { Logger } from 'pino';
import { requestAttribution } from '../requests/attribution';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import {
  parseSlotValue,
  viewingPaths,
  viewingRequestSchema,
  type ViewingProblem,
  type ViewingRequest,
} from '@/domain/viewing/viewing-schema';
import { viewingChangeAllowed } from '@/domain/viewing/viewing-policy';
import { viewingSlotAt, type ViewingSlot } from '@/domain/viewing/viewing-slots';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import type { DeliveryChannel } from '../db/schema';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { readFormBody, type BodyRefusal } from '../requests/request-body';
import { errorFacts } from '../failures';
import { consumeFormToken, isSecureRequest, verifyFormToken } from '../requests/form-token';
import { verifyPhone } from '../requests/phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { formStateFrom, sealViewingFormState, viewingFormCookie } from './viewing-form-state';
import { verifyViewingLink, viewingConfirmedPath } from './viewing-link';
import {
  cancelViewing,
  createViewing,
  findViewing,
  rescheduleViewing,
  ViewingSlotFullError,
} from './viewings';

/*
 * POST /api/viewings: a plain form post, answered with a 303 redirect either to the confirmation
 * (with the signed id) or back to the viewing page with the reason (?problem=...), which the page
 * shows in the site's layout: the remaining slots when the slot filled up, the messages beside
 * the fields (carried in a sealed cookie, never in the URL) when input was wrong. The enquiry
 * handler's guards are reused: cross-site refusal, body size, the signed form token with its
 * minimum fill time, the rate limit (a `viewing:` key per client address).
 */

export type ViewingHandlerDeps = {
  readonly db: Database;
  readonly channels: readonly DeliveryChannel[];
  /** Mail the visitor (confirmation, reminder, changes): on when SMTP is configured. */
  readonly visitorMail?: boolean;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the visitor's manage link (src/server/links/manage-link.ts, subject 'viewing'). */
  readonly linkKey: string;
  /** The centre's viewing hours as the CMS has them now (capacity included), or undefined. */
  readonly viewingHours: (centre: string) => Promise<ViewingHours | undefined>;
  /** References of the units listed at the centre. */
  readonly unitsAt: (centre: string) => Promise<readonly string[]>;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
};

type Input = Record<string, string | string[]>;
type Answer = { problem?: ViewingProblem; errors?: FieldErrors; keepSlot?: boolean };

/** The form's fields; an unreadable form's as far as they go to find the page it came from. */
async function readForm(request: Request): Promise<{ input: Input; refused?: BodyRefusal }> {
  const read = await readFormBody(request);
  const input = inputOf(read.ok ? read.value : read.damaged);
  return read.ok ? { input } : { input, refused: read.reason };
}

function inputOf(fields: readonly [string, string][]): Input {
  const input: Input = {};
  for (const [key, value] of fields) {
    if (key === 'units') input.units = [...([] as string[]).concat(input.units ?? []), value].slice(0, 20);
    else input[key] = value;
  }
  return input;
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

/** The viewing page to go back to: the centre, the first unit and (for a field error) the slot. */
function pageFor(input: Input, answer: Answer): string {
  const centre =
    typeof input.centre === 'string' && /^[a-z-]{2,40}$/.test(input.centre) ? input.centre : undefined;
  if (!centre) return '/locations';
  const query = new URLSearchParams();
  const unit = ([] as string[]).concat(input.units ?? [])[0];
  if (unit && /^[A-Z]{3}-[A-Z0-9]{1,6}$/.test(unit)) query.set('unit', unit);
  if (answer.keepSlot && typeof input.slot === 'string' && parseSlotValue(input.slot))
    query.set('slot', input.slot);
  if (answer.problem) query.set('problem', answer.problem);
  return `${viewingPaths.centre(centre)}?${query.toString()}#${answer.problem === 'invalid' ? 'viewing-form' : 'viewing-problem'}`;
}

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  if (cookie) headers.set('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Back to the page with the reason; the typed values (and messages) ride in the sealed cookie. */
function refuse(request: Request, deps: ViewingHandlerDeps, input: Input, answer: Answer): Response {
  const state = sealViewingFormState(
    formStateFrom(input, answer.errors ?? {}, deps.now?.()),
    deps.formTokenSecret,
  );
  return redirect(pageFor(input, answer), viewingFormCookie(state, isSecureRequest(request, deps.siteUrl)));
}

export async function handleViewingPost(request: Request, deps: ViewingHandlerDeps): Promise<Response> {
  let input: Input = {};
  try {
    if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
      deps.log.info('viewing refused: not a form post from our site');
      return redirect('/locations?problem=forbidden');
    }
    const read = await readForm(request);
    if (read.refused === 'too-long') return redirect('/locations');
    input = read.input;
    if (read.refused) {
      deps.log.info('viewing refused: unreadable form (not UTF-8)');
      return redirect(pageFor(input, { problem: 'unreadable' }));
    }
    return await reserve(request, deps, input, deps.now?.() ?? Date.now());
  } catch (error) {
    deps.log.error(errorFacts(error), 'viewing failed: unexpected error');
    return redirect(pageFor(input, { problem: 'failed' }));
  }
}

async function reserve(
  request: Request,
  deps: ViewingHandlerDeps,
  input: Input,
  now: number,
): Promise<Response> {
  const token = verifyFormToken(
    typeof input.token === 'string' ? input.token : undefined,
    deps.formTokenSecret,
    now,
  );
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'viewing refused: form token');
    return refuse(request, deps, input, { problem: 'forbidden', keepSlot: true });
  }
  const checked = await validate(deps, input, token.ok && now - token.issuedAt >= minimumFillMs);
  if (!checked.accepted) {
    deps.log.info({ fields: Object.keys(checked.errors) }, 'viewing refused: invalid input');
    return refuse(request, deps, input, { problem: 'invalid', errors: checked.errors, keepSlot: true });
  }
  const { data, phoneE164 } = checked.accepted;
  const hours = await deps.viewingHours(data.centre);
  const wanted = parseSlotValue(data.slot)!;
  const slot = hours ? viewingSlotAt(hours, wanted.date, wanted.start, new Date(now)) : undefined;
  if (!hours || !slot) {
    deps.log.info({ reason: hours ? 'slot' : 'hours' }, 'viewing refused: not offered');
    return refuse(request, deps, input, { problem: 'gone' });
  }
  const limited = await overLimit(request, deps, now);
  if (limited) return refuse(request, deps, input, { problem: 'rate-limited', keepSlot: true });
  // One form, one viewing (issue 41): the token is used up here, where a viewing would be booked.
  if (token.ok && !(await consumeFormToken(deps.db, String(input.token), token.issuedAt))) {
    deps.log.info('viewing refused: form token already used');
    return refuse(request, deps, input, { problem: 'used', keepSlot: true });
  }
  return store(request, deps, input, { data, phoneE164, slot, capacity: hours.capacity });
}

/** Stores the viewing and redirects to its confirmation; a slot filled meanwhile goes back to the page. */
async function store(
  request: Request,
  deps: ViewingHandlerDeps,
  input: Input,
  {
    data,
    phoneE164,
    slot,
    capacity,
  }: { data: ViewingRequest; phoneE164: string; slot: ViewingSlot; capacity: number },
): Promise<Response> {
  // Validated, and click ids kept only with advertising consent (src/server/requests/attribution.ts).
  const attribution = requestAttribution(request, data.touch);
  try {
    const stored = await createViewing(
      deps.db,
      {
        centre: data.centre,
        startsAt: slot.start,
        endsAt: slot.end,
        unitReferences: data.units,
        capacity,
        name: data.name,
        email: data.email,
        phoneE164,
        phoneCountry: data.phoneCountry,
        attribution,
      },
      deps.channels,
      { visitorMail: deps.visitorMail ?? false },
    );
    deps.log.info(
      { reference: stored.reference, centre: data.centre, units: data.units.length },
      'viewing stored',
    );
    deps.onStored?.();
    return redirect(
      viewingConfirmedPath({ id: stored.id, endsAt: slot.end }, deps.linkKey),
      viewingFormCookie(undefined, isSecureRequest(request, deps.siteUrl)),
    );
  } catch (error) {
    if (!(error instanceof ViewingSlotFullError)) throw error;
    deps.log.info({ centre: data.centre }, 'viewing refused: slot full');
    return refuse(request, deps, input, { problem: 'full' });
  }
}

/** The schema, the phone, the units of the centre, the honeypot and the fill time. */
async function validate(
  deps: ViewingHandlerDeps,
  input: Input,
  filledSlowly: boolean,
): Promise<{ errors: FieldErrors; accepted?: { data: ViewingRequest; phoneE164: string } }> {
  const parsed = viewingRequestSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (!parsed.success) return { errors };
  const { data } = parsed;
  const verdict = verifyPhone(data.phone, data.phoneCountry);
  if (!verdict.valid) errors.phone = phoneErrorMessages[verdict.errorCode];
  const listed = new Set(await deps.unitsAt(data.centre));
  if (data.units.some((unit) => !listed.has(unit)))
    errors.units = 'Choose units of this centre from the list.';
  if (data.website) errors.form = 'We could not take this booking. Please call us instead.';
  if (!filledSlowly) errors.form = 'That was very quick. Check your details and send the form again.';
  if (!verdict.valid || Object.keys(errors).length > 0) return { errors };
  return { errors, accepted: { data, phoneE164: verdict.e164 } };
}

async function overLimit(request: Request, deps: ViewingHandlerDeps, now: number): Promise<boolean> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`viewing:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (!limit.allowed) deps.log.info('viewing refused: rate limited');
  return !limit.allowed;
}

type ManageDeps = Pick<ViewingHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'visitorMail' | 'now'> & {
  /** A seat was given back (a cancel or a move): the viewing waitlist offers it now (decision 0058). */
  readonly onChanged?: () => void;
};

/** A signed form post from the manage page: the viewing's id and link, or where to send the visitor. */
async function readManagePost(
  request: Request,
  deps: ManageDeps,
): Promise<{ id: string; input: Input; manage: string } | { refused: Response }> {
  const form =
    isCrossSite(request, deps.siteUrl) || !isFormPost(request) ? undefined : await readForm(request);
  const read = form && !form.refused ? form.input : undefined;
  const id = typeof read?.b === 'string' ? read.b.slice(0, 100) : '';
  const signature = typeof read?.s === 'string' ? read.s.slice(0, 100) : '';
  const manage = `${viewingPaths.manage}?b=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`;
  if (!read || !verifyViewingLink(id, signature, deps.linkKey, new Date(deps.now?.() ?? Date.now())).valid) {
    deps.log.info('viewing change refused: not a signed form post from our site');
    // The manage page says what is wrong with the link (forged or expired), in the site's layout.
    return { refused: redirect(manage) };
  }
  return { id, input: read, manage };
}

/** POST /api/viewings/cancel: b (viewing id) and s (its signed manage link), from the manage page. */
export async function handleViewingCancel(request: Request, deps: ManageDeps): Promise<Response> {
  try {
    const post = await readManagePost(request, deps);
    if ('refused' in post) return post.refused;
    // The manage page's rule, held here too (the page showing a form proves nothing about the
    // post): a viewing can be cancelled until it starts, not after.
    const viewing = await findViewing(deps.db, post.id);
    if (!viewing) return redirect(post.manage);
    if (viewing.status === 'confirmed' && !viewingChangeAllowed(viewing, new Date(deps.now?.() ?? Date.now()))) {
      deps.log.info('viewing cancel refused: already started');
      return redirect(`${post.manage}&problem=started`);
    }
    const cancelled = await cancelViewing(deps.db, post.id, {
      by: 'visitor',
      visitorMail: deps.visitorMail ?? false,
    });
    deps.log.info({ cancelled }, 'viewing cancel');
    if (cancelled) deps.onChanged?.();
    return redirect(`${post.manage}&done=cancelled`);
  } catch (error) {
    deps.log.error(errorFacts(error), 'viewing cancel failed: unexpected error');
    return redirect('/500');
  }
}

/** POST /api/viewings/reschedule: b, s and slot (a free time of the same centre), from the manage page. */
export async function handleViewingMove(
  request: Request,
  deps: ManageDeps & Pick<ViewingHandlerDeps, 'viewingHours'>,
): Promise<Response> {
  try {
    const post = await readManagePost(request, deps);
    if ('refused' in post) return post.refused;
    const now = new Date(deps.now?.() ?? Date.now());
    const viewing = await findViewing(deps.db, post.id);
    const wanted = parseSlotValue(post.input.slot);
    const hours = viewing ? await deps.viewingHours(viewing.centre) : undefined;
    const slot = hours && wanted ? viewingSlotAt(hours, wanted.date, wanted.start, now) : undefined;
    if (!viewing) return redirect(post.manage);
    if (!viewingChangeAllowed(viewing, now))
      return redirect(viewing.status === 'confirmed' ? `${post.manage}&problem=started` : post.manage);
    if (!hours || !slot) return redirect(`${post.manage}&problem=gone`);
    const move = { from: viewing.startsAt, startsAt: slot.start, endsAt: slot.end, capacity: hours.capacity };
    try {
      const moved = await rescheduleViewing(deps.db, viewing.id, viewing.centre, move, {
        visitorMail: deps.visitorMail ?? false,
      });
      deps.log.info({ moved }, 'viewing move');
      if (moved) deps.onChanged?.();
      return redirect(`${post.manage}${moved ? '&done=moved' : ''}`);
    } catch (error) {
      if (!(error instanceof ViewingSlotFullError)) throw error;
      return redirect(`${post.manage}&problem=full`);
    }
  } catch (error) {
    deps.log.error(errorFacts(error), 'viewing move failed: unexpected error');
    return redirect('/500');
  }
}
