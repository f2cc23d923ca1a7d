import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { leadFormSchema, type LeadForm } from '@/domain/leads/lead-form';
import { serverEnv } from '@/env';
import { cmsSecret } from '@/server/cms-secret';
import { getDatabase } from '@/server/db/client';
import {
  calendarEntries,
  calendarFeedText,
  calendarFeedUser,
  renewCalendarFeed,
  revokeCalendarFeed,
} from '@/server/leads/calendar-feed';
import { leadsCsv } from '@/server/leads/export';
import type { LeadActor } from '@/domain/leads/leads';
import { keepLeadDraft, saveLead, searchLeads, type LeadScope } from '@/server/leads/store';
import { logger } from '@/server/logger';
import { provablySameOrigin } from '@/server/bookings/staff-booking-cancel';
import { centreScopeOf } from '../access';
import { parseLeadFilters } from './filters';
import { leadsPath, type LeadNotice } from './paths';
import { staffDirectory } from './staff-directory';

/*
 * The lead pages' endpoints under /cms-api: the lead's one form, the list's CSV, the user's
 * calendar feed (turn on, renew, turn off) and the feed itself. Payload's session decides who is
 * in and its CSRF check guards the cookie; on top, as the bookings' cancel does, a post must
 * provably come from our own pages (Origin or Sec-Fetch-Site). A centre manager reaches only its
 * centres' leads. The feed is read by calendar apps, with no session: its address is its key.
 * Logs carry ids and counts, never words.
 */
const maxFormBytes = 16_384;
const log = logger.child({ area: 'leads' });

export function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

export function seeOther(req: PayloadRequest, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${req.payload.config.routes.admin}${path}`, 'Cache-Control': 'private, no-store' },
  });
}

async function formFields(req: PayloadRequest): Promise<Record<string, string> | undefined> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return undefined;
  if (Number(req.headers.get('content-length') ?? '0') > maxFormBytes) return undefined;
  const text = await req.text();
  if (text.length > maxFormBytes) return undefined;
  return Object.fromEntries(new URLSearchParams(text));
}

type Staff = {
  readonly user: { readonly id: number };
  readonly scope: LeadScope;
  readonly actor: LeadActor;
};

/** The signed-in staff user who may work leads, or the response that refuses the request. */
export function staffOf(req: PayloadRequest): { readonly refusal: Response } | Staff {
  const scope = centreScopeOf(req.user);
  if (!req.user) return { refusal: plain(401, 'Sign in to the admin first.') };
  if (!scope) return { refusal: plain(403, 'Your role cannot work leads.') };
  const user = req.user as { id: number; name?: string; email?: string };
  return { user, scope, actor: { id: user.id, name: user.name || user.email || `User ${user.id}` } };
}

export function fromOurPages(req: PayloadRequest): boolean {
  const request = { headers: req.headers, url: req.url ?? serverEnv().SITE_URL } as unknown as Request;
  return provablySameOrigin(request, serverEnv().SITE_URL, serverEnv().ADMIN_ORIGINS);
}

async function ownerOf(req: PayloadRequest, form: LeadForm) {
  const staff = await staffDirectory(req.payload);
  if (form.owner === undefined) return { staff, owner: undefined } as const;
  if (form.owner === '') return { staff, owner: null } as const;
  const id = Number(form.owner);
  const owner = staff.owners.find((candidate) => candidate.id === id);
  return owner ? ({ staff, owner } as const) : ({ staff, refused: true } as const);
}

const updateEndpoint: Endpoint = {
  path: '/leads/update',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req);
    if ('refusal' in staff) return staff.refusal;
    if (!fromOurPages(req)) return plain(403, 'Refused: not from this site.');
    const fields = await formFields(req);
    const parsed = fields && leadFormSchema.safeParse(fields);
    if (!parsed?.success) return plain(400, 'Not a valid change to a lead.');
    const form = parsed.data;
    const { db } = await getDatabase();
    const owners = await ownerOf(req, form);
    const outcome =
      'refused' in owners
        ? ({ ok: false, problem: 'not-sales' } as const)
        : await saveLead(db, form.lead, staff.scope, staff.actor, form, {
            owner: owners.owner,
            notify: Boolean(serverEnv().SMTP_URL),
            ownerNames: owners.staff.names,
          });
    if (!outcome.ok && outcome.problem === 'missing') return plain(404, 'No such lead, or not one of your centres.');
    log.info(
      { userId: staff.user.id, leadId: form.lead, ok: outcome.ok, saved: outcome.ok ? outcome.value : outcome.problem },
      'lead saved',
    );
    if (outcome.ok) return seeOther(req, `${leadsPath}/${form.lead}?notice=saved&saved=${outcome.value.join('.')}`);
    // Refused: nothing was saved, and what was typed is offered again.
    if (outcome.problem !== 'nothing-to-save') await keepLeadDraft(db, form.lead, staff.user.id, form);
    return seeOther(req, `${leadsPath}/${form.lead}?notice=${outcome.problem as LeadNotice}`);
  },
};

/** At most this many rows per file, like the list (the filters narrow it). */
const exportEndpoint: Endpoint = {
  path: '/leads/export',
  method: 'get',
  handler: async (req) => {
    const staff = staffOf(req);
    if ('refusal' in staff) return staff.refusal;
    const { filters, invalid } = parseLeadFilters(req.searchParams ?? new URLSearchParams());
    if (invalid.length > 0) return plain(400, `Not a valid filter: ${invalid.join(', ')}.`);
    const { db } = await getDatabase();
    const now = new Date();
    const [items, directory] = await Promise.all([searchLeads(db, filters, staff.scope, now), staffDirectory(req.payload)]);
    log.info({ userId: staff.user.id, rows: items.length, filters: Object.keys(filters) }, 'leads exported');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
    return new Response(leadsCsv(items, directory.names), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="northlight-leads-${today}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};

const calendarForm = z.object({ calendar: z.enum(['renew', 'revoke']) });

const calendarSettingsEndpoint: Endpoint = {
  path: '/leads/calendar',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req);
    if ('refusal' in staff) return staff.refusal;
    if (!fromOurPages(req)) return plain(403, 'Refused: not from this site.');
    const parsed = calendarForm.safeParse((await formFields(req)) ?? {});
    if (!parsed.success) return plain(400, 'Not a valid calendar change.');
    const { db } = await getDatabase();
    if (parsed.data.calendar === 'renew') await renewCalendarFeed(db, staff.user.id);
    else await revokeCalendarFeed(db, staff.user.id);
    log.info({ userId: staff.user.id, calendar: parsed.data.calendar }, 'staff calendar feed changed');
    const notice: LeadNotice = parsed.data.calendar === 'renew' ? 'calendar-renewed' : 'calendar-revoked';
    return seeOther(req, `${leadsPath}?notice=${notice}#calendar-feed`);
  },
};

const calendarFeedEndpoint: Endpoint = {
  path: '/staff-calendar/:token',
  method: 'get',
  handler: async (req) => {
    const token = String(req.routeParams?.token ?? '').replace(/\.ics$/, '');
    const { db } = await getDatabase();
    const userId = await calendarFeedUser(db, token, cmsSecret());
    const user =
      userId === undefined
        ? undefined
        : await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true });
    // A user whose role no longer works leads gets nothing, as does a replaced or revoked address.
    const scope = user ? centreScopeOf(user) : undefined;
    if (!user || !scope) return plain(404, 'No such calendar.');
    const site = serverEnv().SITE_URL;
    const entries = await calendarEntries(db, { id: user.id, scope }, {
      lead: (id) => new URL(`/admin/leads/${id}`, site).toString(),
      board: new URL('/admin/board', site).toString(),
    });
    log.info({ userId: user.id, entries: entries.length }, 'staff calendar feed read');
    return new Response(calendarFeedText(user.name || user.email, entries), {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    });
  },
};

export const leadEndpoints: Endpoint[] = [updateEndpoint, exportEndpoint, calendarSettingsEndpoint, calendarFeedEndpoint];
