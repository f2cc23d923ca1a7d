import 'server-only';
import { dayPassDateProblem, dayPassPaths, dayPassPrice } from '@/domain/day-pass/day-pass';
import { minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { standardVatRatePercent } from '@/domain/vat';
import {
  dayPassWaitlistRequestSchema,
  dayPassWaitlistResource,
  dayPassWaitlistSlot,
  waitlistPaths,
  type DayPassWaitlistRequest,
  type WaitlistProblem,
} from '@/domain/waitlist/waitlist';
import { dayPassUse } from '../day-passes/day-passes';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts, newErrorReference } from '../failures';
import { requestAttribution } from '../requests/attribution';
import { consumeFormToken, verifyFormToken } from '../requests/form-token';
import { createWaitlistEntry } from './waitlist';
import { isFormPost, overLimit, problemPath, readForm, redirect, type WaitlistHandlerDeps } from './waitlist-handler';

/*
 * POST /api/waitlist/day-pass: "Tell me if a desk frees up" for a full day at a centre
 * (docs/decisions/0055). The room form's guards (same-site, bounded body, the signed form token
 * and its fill time, the honeypot, the booking rate-limit key); the date, desks and price are
 * the CMS's, never the form's. A day with a desk free goes back to the day-pass form instead.
 */
type Admitted = { back: string; refused?: WaitlistProblem; data?: DayPassWaitlistRequest; token?: string; issuedAt?: number };

/** The guards every join passes before anything is read from the database but the rate limit. */
async function admitDayPassJoin(request: Request, deps: WaitlistHandlerDeps, now: number): Promise<Admitted> {
  let back: string = dayPassPaths.start;
  if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
    deps.log.info('day-pass waitlist refused: not a form post from our site');
    return { back, refused: 'forbidden' };
  }
  const { input, refused } = await readForm(request);
  if (/^[a-z-]{2,40}$/.test(input.centre ?? '')) {
    back = dayPassPaths.centre(input.centre!);
    if (/^\d{4}-\d{2}-\d{2}$/.test(input.date ?? '')) back = `${back}?date=${input.date!}`;
  }
  if (refused) return { back, refused: 'forbidden' };
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'day-pass waitlist refused: form token');
    return { back, refused: 'forbidden' };
  }
  if (!deps.visitorMail || !deps.dayPasses) return { back, refused: 'unavailable' };
  const parsed = dayPassWaitlistRequestSchema.safeParse(input);
  if (!parsed.success) {
    deps.log.info({ fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] }, 'day-pass waitlist refused: invalid input');
    return { back, refused: 'invalid' };
  }
  if (parsed.data.website || !token.ok || now - token.issuedAt < minimumFillMs) {
    deps.log.info('day-pass waitlist refused: looks automated');
    return { back, refused: 'forbidden' };
  }
  if (await overLimit(request, deps, now)) {
    deps.log.info('day-pass waitlist refused: rate limited');
    return { back, refused: 'rate-limited' };
  }
  return { back, data: parsed.data, token: input.token ?? '', issuedAt: token.issuedAt };
}

export async function handleDayPassWaitlistJoin(request: Request, deps: WaitlistHandlerDeps): Promise<Response> {
  let back: string = dayPassPaths.start;
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admitDayPassJoin(request, deps, now);
    back = admitted.back;
    if (admitted.refused || !admitted.data || !deps.dayPasses) return redirect(problemPath(admitted.refused ?? 'failed', back));
    const { centre, date, email } = admitted.data;
    const offer = await deps.dayPasses.offer(centre);
    if (!offer || dayPassDateProblem(offer.settings, offer.openingHours, date, new Date(now))) {
      deps.log.info({ reason: offer ? 'date' : 'centre' }, 'day-pass waitlist refused: not offered');
      return redirect(problemPath('invalid', back));
    }
    const taken = (await dayPassUse(deps.db, centre, date, date)).get(date) ?? 0;
    // A desk is free now: buy it instead of waiting.
    if (taken < offer.settings.desks) return redirect(`${back}#day-pass-form`);
    if (!(await consumeFormToken(deps.db, admitted.token ?? '', admitted.issuedAt ?? 0))) {
      deps.log.info('day-pass waitlist refused: form token already used');
      return redirect(problemPath('forbidden', back));
    }
    const price = dayPassPrice(offer.settings, (await deps.vatRatePercent?.()) ?? standardVatRatePercent, false);
    const stored = await createWaitlistEntry(
      deps.db,
      {
        kind: 'day-pass',
        centre,
        resource: dayPassWaitlistResource(centre),
        ...dayPassWaitlistSlot(date),
        duration: 'day',
        hours: 1,
        desks: offer.settings.desks,
        email,
        pricePence: price.netPence,
        vatRatePercent: price.vatRatePercent,
        attribution: requestAttribution(request, undefined, new Date(now)),
      },
      { visitorMail: true },
    );
    deps.log.info({ outcome: stored.outcome, reference: stored.reference, centre }, 'day-pass waitlist entry');
    if (stored.outcome === 'stored') deps.onStored?.();
    return redirect(waitlistPaths.pending);
  } catch (error) {
    const errorReference = newErrorReference();
    deps.log.error({ ...errorFacts(error), errorReference }, 'day-pass waitlist join failed: unexpected error');
    return redirect(problemPath('failed', back, errorReference));
  }
}
