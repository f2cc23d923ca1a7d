import 'server-only';
import { minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { slotKey, viewingSlotAt } from '@/domain/viewing/viewing-slots';
import {
  viewingWaitlistRequestSchema,
  viewingWaitlistResource,
  waitlistPaths,
  type ViewingWaitlistRequest,
  type WaitlistProblem,
} from '@/domain/waitlist/waitlist';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts, newErrorReference } from '../failures';
import { requestAttribution } from '../requests/attribution';
import { consumeFormToken, verifyFormToken } from '../requests/form-token';
import { viewingSlotUse } from '../viewings/viewings';
import { createWaitlistEntry } from './waitlist';
import { isFormPost, overLimit, problemPath, readForm, redirect, type WaitlistHandlerDeps } from './waitlist-handler';

/*
 * POST /api/waitlist/viewing: "Tell me if a place frees up" for a full viewing slot of a centre
 * (docs/decisions/0058). The other joins' guards (same-site, bounded body, the signed form token
 * and its fill time, the honeypot, the booking rate-limit key); the slot's times and the capacity
 * are the CMS's, never the form's. A slot with a place free goes back to the viewing form for it.
 */

export type ViewingWaitlistDeps = WaitlistHandlerDeps & {
  readonly viewingHours: NonNullable<WaitlistHandlerDeps['viewingHours']>;
};

type Admitted = { back: string; refused?: WaitlistProblem; data?: ViewingWaitlistRequest; token?: string; issuedAt?: number };

const centrePage = (centre: string) => viewingPaths.centre(centre);

/** The guards every join passes before anything is read from the database but the rate limit. */
async function admitViewingJoin(request: Request, deps: ViewingWaitlistDeps, now: number): Promise<Admitted> {
  let back = '/viewings';
  if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
    deps.log.info('viewing waitlist refused: not a form post from our site');
    return { back, refused: 'forbidden' };
  }
  const { input, refused } = await readForm(request);
  if (/^[a-z-]{2,40}$/.test(input.centre ?? '')) back = centrePage(input.centre!);
  if (refused) return { back, refused: 'forbidden' };
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'viewing waitlist refused: form token');
    return { back, refused: 'forbidden' };
  }
  if (!deps.visitorMail) return { back, refused: 'unavailable' };
  const parsed = viewingWaitlistRequestSchema.safeParse(input);
  if (!parsed.success) {
    deps.log.info({ fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] }, 'viewing waitlist refused: invalid input');
    return { back, refused: 'invalid' };
  }
  if (parsed.data.website || !token.ok || now - token.issuedAt < minimumFillMs) {
    deps.log.info('viewing waitlist refused: looks automated');
    return { back, refused: 'forbidden' };
  }
  if (await overLimit(request, deps, now)) {
    deps.log.info('viewing waitlist refused: rate limited');
    return { back, refused: 'rate-limited' };
  }
  return { back, data: parsed.data, token: input.token ?? '', issuedAt: token.issuedAt };
}

export async function handleViewingWaitlistJoin(request: Request, deps: ViewingWaitlistDeps): Promise<Response> {
  let back = '/viewings';
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admitViewingJoin(request, deps, now);
    back = admitted.back;
    if (admitted.refused || !admitted.data) return redirect(problemPath(admitted.refused ?? 'failed', back));
    const { centre, slot: value, email } = admitted.data;
    const hours = await deps.viewingHours(centre);
    const slot = hours ? viewingSlotAt(hours, value.slice(0, 10), value.slice(11), new Date(now)) : undefined;
    if (!hours || !slot) {
      deps.log.info({ reason: hours ? 'slot' : 'hours' }, 'viewing waitlist refused: not offered');
      return redirect(problemPath('invalid', back));
    }
    const use = await viewingSlotUse(deps.db, centre, slot.start, slot.end);
    // A place is free now: book it instead of waiting.
    if ((use.get(slotKey(slot.start)) ?? 0) < hours.capacity)
      return redirect(`${back}?${new URLSearchParams({ slot: value }).toString()}#viewing-form`);
    if (!(await consumeFormToken(deps.db, admitted.token ?? '', admitted.issuedAt ?? 0))) {
      deps.log.info('viewing waitlist refused: form token already used');
      return redirect(problemPath('forbidden', back));
    }
    const stored = await createWaitlistEntry(
      deps.db,
      {
        kind: 'viewing',
        centre,
        resource: viewingWaitlistResource(centre),
        startsAt: slot.start,
        endsAt: slot.end,
        // Viewings have no length choice or price: the columns say so plainly.
        duration: 'hour',
        hours: 1,
        capacity: hours.capacity,
        email,
        pricePence: 0,
        vatRatePercent: 0,
        attribution: requestAttribution(request, undefined, new Date(now)),
      },
      { visitorMail: true },
    );
    deps.log.info({ outcome: stored.outcome, reference: stored.reference, centre }, 'viewing waitlist entry');
    if (stored.outcome === 'stored') deps.onStored?.();
    return redirect(waitlistPaths.pending);
  } catch (error) {
    const errorReference = newErrorReference();
    deps.log.error({ ...errorFacts(error), errorReference }, 'viewing waitlist join failed: unexpected error');
    return redirect(problemPath('failed', back, errorReference));
  }
}
