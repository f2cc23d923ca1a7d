import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { maxNoteLength } from '@/domain/leads/leads';
import { leadStages, maxLostReasonLength } from '@/domain/leads/stages';
import { serverEnv } from '@/env';
import { getDatabase } from '@/server/db/client';
import {
  addNote,
  assignOwner,
  changeStage,
  setNextAction,
  uuidPattern,
  type LeadChange,
  type LeadScope,
} from '@/server/leads/store';
import { logger } from '@/server/logger';
import { provablySameOrigin } from '@/server/staff-booking-cancel';
import { centreScopeOf } from '../access';
import { leadsPath, type LeadNotice } from './paths';
import { staffDirectory } from './staff-directory';

/*
 * The lead page's forms (stage, owner, note, next action), one Payload root endpoint under
 * /cms-api. Payload's session decides who is in and its CSRF check guards the cookie; on top, as
 * the bookings' cancel does, the post must provably come from our own pages (Origin or
 * Sec-Fetch-Site). A centre manager reaches only its centres' leads. Logs carry ids, never words.
 */
const maxFormBytes = 8_192;
const log = logger.child({ area: 'leads' });

const lead = z.string().regex(uuidPattern);
const leadForm = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('stage'),
    lead,
    stage: z.enum(leadStages),
    reason: z
      .string()
      .max(maxLostReasonLength * 2)
      .optional(),
  }),
  z.object({
    action: z.literal('owner'),
    lead,
    owner: z.union([z.literal(''), z.string().regex(/^\d{1,9}$/)]),
  }),
  z.object({ action: z.literal('note'), lead, body: z.string().max(maxNoteLength * 2) }),
  z.object({ action: z.literal('next-action'), lead, on: z.union([z.literal(''), z.iso.date()]) }),
]);
type LeadForm = z.infer<typeof leadForm>;

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

function backToLead(req: PayloadRequest, id: string, notice: string): Response {
  const location = `${req.payload.config.routes.admin}${leadsPath}/${id}?notice=${encodeURIComponent(notice)}`;
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'private, no-store' },
  });
}

async function formOf(req: PayloadRequest): Promise<LeadForm | undefined> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return undefined;
  if (Number(req.headers.get('content-length') ?? '0') > maxFormBytes) return undefined;
  const text = await req.text();
  if (text.length > maxFormBytes) return undefined;
  const parsed = leadForm.safeParse(Object.fromEntries(new URLSearchParams(text)));
  return parsed.success ? parsed.data : undefined;
}

async function apply(req: PayloadRequest, form: LeadForm, scope: LeadScope): Promise<LeadChange<unknown>> {
  const { db } = await getDatabase();
  const user = req.user as { id: number; name?: string; email?: string };
  const actor = { id: user.id, name: user.name ?? user.email ?? `User ${user.id}` };
  switch (form.action) {
    case 'stage':
      return changeStage(db, form.lead, scope, actor, form.stage, form.reason);
    case 'note':
      return addNote(db, form.lead, scope, actor, form.body);
    case 'next-action':
      return setNextAction(db, form.lead, scope, actor, form.on === '' ? null : form.on);
    case 'owner': {
      const staff = await staffDirectory(req.payload);
      const ownerId = form.owner === '' ? null : Number(form.owner);
      const owner = ownerId === null ? null : staff.owners.find((candidate) => candidate.id === ownerId);
      if (ownerId !== null && !owner) return { ok: false, problem: 'not-sales' };
      return assignOwner(db, form.lead, scope, actor, owner ?? null, {
        notify: Boolean(serverEnv().SMTP_URL),
        ownerNames: staff.names,
      });
    }
  }
}

const updateEndpoint: Endpoint = {
  path: '/leads/update',
  method: 'post',
  handler: async (req) => {
    const scope = centreScopeOf(req.user);
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    if (!scope) return plain(403, 'Your role cannot work leads.');
    const request = { headers: req.headers, url: req.url ?? serverEnv().SITE_URL } as unknown as Request;
    if (!provablySameOrigin(request, serverEnv().SITE_URL, serverEnv().ADMIN_ORIGINS)) return plain(403, 'Refused: not from this site.');
    const form = await formOf(req);
    if (!form) return plain(400, 'Not a valid change to a lead.');
    const outcome = await apply(req, form, scope);
    if (!outcome.ok && outcome.problem === 'missing')
      return plain(404, 'No such lead, or not one of your centres.');
    log.info({ userId: req.user.id, leadId: form.lead, action: form.action, ok: outcome.ok }, 'lead changed');
    const notice: LeadNotice = outcome.ok ? form.action : (outcome.problem as LeadNotice);
    return backToLead(req, form.lead, notice);
  },
};

export const leadEndpoints: Endpoint[] = [updateEndpoint];
