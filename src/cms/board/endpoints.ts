import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { boardKinds, boardStatuses } from '@/domain/board/board-day';
import { parseCancelReason } from '@/domain/board/cancel-reason';
import { staffChargeChoices, type StaffChargeChoice } from '@/domain/booking/cancellation';
import { centreSlugs } from '@/domain/centres';
import { isCalendarDate } from '@/lib/calendar-date';
import { serverEnv } from '@/env';
import { cancelForVisitor, moveForVisitor, type BoardChangeDeps } from '@/server/board/board-changes';
import { markAttendance, type BoardActor, type BoardScope } from '@/server/board/board-store';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';
import { provablySameOrigin } from '@/server/bookings/staff-booking-cancel';
import { centreScopeOf } from '../access';
import { centreHours } from './centre-hours';
import { boardHref } from './filters';
import { boardDayPassCancelPath, boardDayPassCheckInPath, boardPath, boardUpdatePath, type BoardNotice } from './paths';
import { checkInRefusal, staffDayPassCancel } from '@/domain/day-pass/day-pass';
import { cancelDayPass, checkInDayPass, findDayPass } from '@/server/day-passes/day-passes';
import { refundCancelledDayPass } from '@/server/payments/sweeper';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';

/*
 * The board's forms (check in, no-show, clear, cancel, move), one Payload root endpoint under
 * /cms-api, as the lead page's are: Payload's session and CSRF list decide who is in; on top, the
 * post must provably come from a page of the admin (an allow-listed origin: ADMIN_ORIGINS). A
 * centre manager reaches only its centres; another centre's visit answers as not found. Every
 * answer is a 303 back to the board with what happened. Logs carry references, never names.
 */
const maxFormBytes = 2_048;
const log = logger.child({ area: 'bookings-board' });

const target = { kind: z.enum(boardKinds), id: z.uuid() };
const back = {
  centre: z.enum(centreSlugs),
  date: z.string().refine(isCalendarDate),
  filterKind: z.union([z.literal(''), z.enum(boardKinds)]).optional(),
  filterStatus: z.union([z.literal(''), z.enum(boardStatuses)]).optional(),
};
const boardForm = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['checked-in', 'no-show', 'clear']), ...target, ...back }),
  // Every staff cancellation says why: kept, and quoted in the visitor's mail.
  // (checked in the handler, so a missing reason comes back to the open panel, not a bare 400).
  z.object({
    action: z.literal('cancel'),
    ...target,
    ...back,
    reason: z.string().max(4_000).optional(),
    // Outside a room booking's free period: whether the charge stands or is waived.
    charge: z.enum(staffChargeChoices).optional(),
  }),
  z.object({
    action: z.literal('move'),
    ...target,
    ...back,
    moveDate: z.string().refine(isCalendarDate),
    start: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/),
  }),
]);
type BoardForm = z.infer<typeof boardForm>;

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

function backToBoard(
  req: PayloadRequest,
  form: BoardForm,
  notice: BoardNotice,
  reference?: string,
  more: Record<string, string> = {},
): Response {
  const base = `${req.payload.config.routes.admin}${boardPath}`;
  const extra: Record<string, string> = { notice, ...more };
  if (reference) extra.ref = reference;
  const view = {
    centre: form.centre,
    // After a move the board shows the day the visit went to, so staff see where it landed.
    date: form.action === 'move' && notice === 'moved' ? form.moveDate : form.date,
    kind: form.filterKind || undefined,
    status: form.filterStatus || undefined,
  };
  return new Response(null, {
    status: 303,
    headers: { Location: boardHref(base, view, extra), 'Cache-Control': 'private, no-store' },
  });
}

async function formOf(req: PayloadRequest): Promise<BoardForm | undefined> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return undefined;
  if (Number(req.headers.get('content-length') ?? '0') > maxFormBytes) return undefined;
  const text = await req.text();
  if (text.length > maxFormBytes) return undefined;
  const parsed = boardForm.safeParse(Object.fromEntries(new URLSearchParams(text)));
  return parsed.success ? parsed.data : undefined;
}

async function changeDeps(req: PayloadRequest): Promise<BoardChangeDeps> {
  const runtime = await getEnquiryRuntime();
  const guards = formPostGuards(runtime);
  return {
    db: guards.db,
    visitorMail: guards.visitorMail,
    // A cancel or a move frees a time: the waitlist offers it now (decision 0055), not at the next sweep.
    onChanged: () => {
      guards.onStored();
      void runtime.waitlistSweeper.sweep();
    },
    payments: runtime.payments,
    log,
    openingHours: async (centre) => (await centreHours(req.payload, centre)).opening,
    viewingHours: async (centre) => (await centreHours(req.payload, centre)).viewings,
  };
}

async function apply(
  req: PayloadRequest,
  form: BoardForm,
  scope: BoardScope,
  actor: BoardActor,
  reason: string,
  charge: StaffChargeChoice | undefined,
): Promise<{ notice: BoardNotice; reference?: string }> {
  const deps = await changeDeps(req);
  const visit = { kind: form.kind, id: form.id };
  const outcome =
    form.action === 'cancel'
      ? await cancelForVisitor(deps, visit, scope, actor, reason, charge)
      : form.action === 'move'
        ? await moveForVisitor(deps, visit, scope, actor, { date: form.moveDate, start: form.start })
        : await markAttendance(deps.db, visit, scope, actor, form.action);
  if (!outcome.ok) return { notice: outcome.problem };
  const notice: BoardNotice =
    form.action === 'cancel' ? 'cancelled' : form.action === 'move' ? 'moved' : form.action;
  return { notice, reference: outcome.item.reference };
}

const updateEndpoint: Endpoint = {
  path: boardUpdatePath,
  method: 'post',
  handler: async (req) => {
    const scope = centreScopeOf(req.user);
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    if (!scope) return plain(403, 'Your role cannot work bookings or viewings.');
    const env = serverEnv();
    const request = { headers: req.headers, url: req.url ?? env.SITE_URL } as unknown as Request;
    if (!provablySameOrigin(request, env.SITE_URL, env.ADMIN_ORIGINS))
      return plain(403, 'Refused: not from this site.');
    const form = await formOf(req);
    if (!form) return plain(400, 'Not a valid change to a booking or viewing.');
    const reason = form.action === 'cancel' ? parseCancelReason(form.reason) : undefined;
    if (form.action === 'cancel' && reason === undefined)
      return backToBoard(req, form, 'reason-missing', undefined, { cancel: `${form.kind}:${form.id}` });
    const user = req.user as { id: number; name?: string; email?: string };
    const actor = { id: user.id, name: user.name ?? user.email ?? `User ${user.id}` };
    const { notice, reference } = await apply(req, form, scope, actor, reason ?? '', form.action === 'cancel' ? form.charge : undefined);
    log.info({ userId: user.id, kind: form.kind, action: form.action, notice }, 'board change');
    // No choice made for a booking outside its free period: back to the open cancel panel.
    if (notice === 'charge') return backToBoard(req, form, notice, reference, { cancel: `${form.kind}:${form.id}` });
    return backToBoard(req, form, notice, reference);
  },
};

const passForm = z.object({ id: z.uuid(), centre: z.enum(centreSlugs), date: z.string().refine(isCalendarDate) });
const passCancelForm = passForm.extend({ payment: z.enum(['refund', 'keep']).optional() });

type PassDeskRequest<Form> = {
  readonly form: Form;
  readonly actor: { readonly id: number; readonly name: string };
  readonly db: ReturnType<typeof formPostGuards>['db'];
  readonly runtime: Awaited<ReturnType<typeof getEnquiryRuntime>>;
  readonly pass: NonNullable<Awaited<ReturnType<typeof findDayPass>>>;
  readonly back: (notice: BoardNotice, reference?: string) => Response;
};

/**
 * What both day-pass desk forms check first: a signed-in role that works the board, a post from
 * the admin's own origin, a valid form, and a pass of one of the user's centres (another centre's
 * pass answers as not found). A Response when refused.
 */
async function passDeskRequest<Form extends z.infer<typeof passForm>>(
  req: PayloadRequest,
  schema: z.ZodType<Form>,
): Promise<Response | PassDeskRequest<Form>> {
  const scope = centreScopeOf(req.user);
  if (!req.user) return plain(401, 'Sign in to the admin first.');
  if (!scope) return plain(403, 'Your role cannot work bookings or viewings.');
  const env = serverEnv();
  const request = { headers: req.headers, url: req.url ?? env.SITE_URL } as unknown as Request;
  if (!provablySameOrigin(request, env.SITE_URL, env.ADMIN_ORIGINS)) return plain(403, 'Refused: not from this site.');
  const type = req.headers.get('content-type') ?? '';
  const text = type.startsWith('application/x-www-form-urlencoded') && req.text ? await req.text() : '';
  const parsed = text.length <= maxFormBytes ? schema.safeParse(Object.fromEntries(new URLSearchParams(text))) : undefined;
  if (!parsed?.success) return plain(400, 'Not a valid day pass form.');
  const form = parsed.data;
  const user = req.user as { id: number; name?: string; email?: string };
  const runtime = await getEnquiryRuntime();
  const { db } = formPostGuards(runtime);
  const back = (notice: BoardNotice, reference?: string) =>
    new Response(null, {
      status: 303,
      headers: {
        Location: boardHref(`${req.payload.config.routes.admin}${boardPath}`, { centre: form.centre, date: form.date, kind: undefined, status: undefined }, { notice, ...(reference ? { ref: reference } : {}) }),
        'Cache-Control': 'private, no-store',
      },
    });
  const pass = await findDayPass(db, form.id);
  if (!pass || (scope !== 'all' && !scope.includes(pass.centre)) || (scope !== 'all' && !scope.includes(form.centre)))
    return back('pass-not-found');
  return { form, actor: { id: user.id, name: user.name ?? user.email ?? `User ${user.id}` }, db, runtime, pass, back };
}

/**
 * Reception checks a day pass in (the board's day-pass desk). The rules are checked before and
 * held by the UPDATE itself (confirmed, today, not yet checked in), so two receptionists pressing
 * at once check it in once; the loser is told it was already used.
 */
const dayPassCheckInEndpoint: Endpoint = {
  path: boardDayPassCheckInPath,
  method: 'post',
  handler: async (req) => {
    const desk = await passDeskRequest(req, passForm);
    if (desk instanceof Response) return desk;
    const { form, actor, db, pass, back } = desk;
    const now = new Date();
    const refused = checkInRefusal(pass, { centre: form.centre, now });
    if (refused) {
      log.info({ reference: pass.reference, refused }, 'day pass check-in refused');
      return back(`pass-${refused}`, pass.reference);
    }
    const checked = await checkInDayPass(db, pass.id, todayIn(businessTimeZone, now), actor);
    log.info({ userId: actor.id, reference: pass.reference, checked: Boolean(checked) }, 'day pass check-in');
    return back(checked ? 'pass-checked-in' : 'pass-already', pass.reference);
  },
};

/**
 * Staff cancel a pass for the visitor (who phoned, or will not come): any confirmed pass not
 * checked in. The visitor is mailed the cancellation. A pass paid online is refunded when
 * cancelled before its day, as the visitor's own cancel is; on the day staff must choose to refund
 * or keep the payment (docs/decisions/0053).
 */
const dayPassCancelEndpoint: Endpoint = {
  path: boardDayPassCancelPath,
  method: 'post',
  handler: async (req) => {
    const desk = await passDeskRequest(req, passCancelForm);
    if (desk instanceof Response) return desk;
    const { form, actor, db, runtime, pass, back } = desk;
    const rule = staffDayPassCancel(pass, new Date());
    if (!rule.allowed) return back(pass.checkedInAt ? 'pass-already' : 'pass-not-cancellable', pass.reference);
    if (rule.refundChoice && !form.payment) return back('pass-payment-choice', pass.reference);
    const keepPayment = rule.refundChoice && form.payment === 'keep';
    const guards = formPostGuards(runtime);
    const cancelled = await cancelDayPass(db, pass.id, {
      visitorMail: guards.visitorMail,
      canceller: { by: 'staff', name: actor.name, keepPayment },
    });
    log.info({ userId: actor.id, reference: pass.reference, cancelled, keepPayment }, 'day pass cancelled by staff');
    if (!cancelled) return back('pass-not-cancellable', pass.reference);
    guards.onStored();
    // The desk is free: the day-pass waitlist offers it now (decision 0055), not at the next sweep.
    void runtime.waitlistSweeper.sweep();
    if (runtime.payments && pass.paidAt && !keepPayment) await refundCancelledDayPass(db, runtime.payments, pass.id, log);
    return back('pass-cancelled-by-staff', pass.reference);
  },
};

export const boardEndpoints: Endpoint[] = [updateEndpoint, dayPassCheckInEndpoint, dayPassCancelEndpoint];
