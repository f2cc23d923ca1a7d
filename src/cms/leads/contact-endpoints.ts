import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { contactRowKinds, maxRowsMoved, type ContactNotice } from '@/domain/contacts/contacts';
import { getDatabase } from '@/server/db/client';
import { contactOfLead, mergeContacts, splitContact } from '@/server/contacts/store';
import { getLead } from '@/server/leads/store';
import { logger } from '@/server/logger';
import { fromOurPages, plain, seeOther, staffOf } from './endpoints';
import { leadsPath } from './paths';

/*
 * The merge and split of contacts (docs/decisions/0045-contacts.md), posted as plain forms from a
 * lead's "This person" section: the same checks as the lead's own form (a signed-in user who works
 * leads, a post provably from our pages, a centre manager only within their centres), a bounded
 * zod-checked form, and the contact must be the one of a lead the user may open. Logs carry ids
 * and counts, never names or emails.
 */
const maxFormBytes = 65_536;
const log = logger.child({ area: 'contacts' });

async function formOf(req: PayloadRequest): Promise<URLSearchParams | undefined> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return undefined;
  if (Number(req.headers.get('content-length') ?? '0') > maxFormBytes) return undefined;
  const text = await req.text();
  return text.length > maxFormBytes ? undefined : new URLSearchParams(text);
}

const rowKeyPattern = new RegExp(
  `^(${contactRowKinds.join('|')}):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

const mergeForm = z.object({
  lead: z.uuid(),
  into: z.uuid(),
  from: z.uuid(),
  confirm: z.literal('merge'),
});

const splitForm = z.object({
  lead: z.uuid(),
  contact: z.uuid(),
  rows: z.array(z.string().regex(rowKeyPattern)).max(maxRowsMoved),
  email: z.string().trim().max(320),
  confirm: z.string().max(10),
});

const back = (req: PayloadRequest, lead: string, notice: ContactNotice) =>
  seeOther(req, `${leadsPath}/${lead}?person=${notice}#this-person`);

/** The contact of the lead named, if the user may open that lead. */
async function contactOfVisibleLead(leadId: string, scope: Parameters<typeof getLead>[2]) {
  const { db } = await getDatabase();
  const lead = await getLead(db, leadId, scope);
  return lead ? { db, contactId: await contactOfLead(db, lead) } : undefined;
}

const mergeEndpoint: Endpoint = {
  path: '/contacts/merge',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req);
    if ('refusal' in staff) return staff.refusal;
    if (!fromOurPages(req)) return plain(403, 'Refused: not from this site.');
    const form = await formOf(req);
    const parsed = form && mergeForm.safeParse(Object.fromEntries(form));
    if (!parsed?.success) return plain(400, 'Not a valid merge.');
    const { lead, into, from } = parsed.data;
    const found = await contactOfVisibleLead(lead, staff.scope);
    if (!found) return plain(404, 'No such lead, or not one of your centres.');
    if (found.contactId !== into) return back(req, lead, 'missing');
    const outcome = await mergeContacts(found.db, { into, from, actor: staff.actor, scope: staff.scope });
    log.info(
      {
        userId: staff.user.id,
        into,
        from,
        ok: outcome.ok,
        result: outcome.ok ? outcome.moved : outcome.problem,
      },
      'contacts merged',
    );
    return back(req, lead, outcome.ok ? 'merged' : outcome.problem);
  },
};

const splitEndpoint: Endpoint = {
  path: '/contacts/split',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req);
    if ('refusal' in staff) return staff.refusal;
    if (!fromOurPages(req)) return plain(403, 'Refused: not from this site.');
    const form = await formOf(req);
    const parsed =
      form &&
      splitForm.safeParse({
        lead: form.get('lead'),
        contact: form.get('contact'),
        rows: form.getAll('row'),
        email: form.get('email') ?? '',
        confirm: form.get('confirm') ?? '',
      });
    if (!parsed?.success) return plain(400, 'Not a valid split.');
    const { lead, contact, rows, email, confirm } = parsed.data;
    if (confirm !== 'split') return back(req, lead, 'not-confirmed');
    const found = await contactOfVisibleLead(lead, staff.scope);
    if (!found) return plain(404, 'No such lead, or not one of your centres.');
    if (found.contactId !== contact) return back(req, lead, 'not-this-person');
    const outcome = await splitContact(found.db, {
      contactId: contact,
      choice: email ? { by: 'email', email } : { by: 'rows', keys: rows },
      actor: staff.actor,
      scope: staff.scope,
    });
    log.info(
      {
        userId: staff.user.id,
        contact,
        ok: outcome.ok,
        result: outcome.ok ? outcome.moved : outcome.problem,
      },
      'contact split',
    );
    return back(req, lead, outcome.ok ? 'split' : outcome.problem);
  },
};

export const contactEndpoints: Endpoint[] = [mergeEndpoint, splitEndpoint];
