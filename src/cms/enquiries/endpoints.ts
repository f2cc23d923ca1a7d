import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { referencePattern } from '@/lib/enquiry-reference';
import { getDatabase } from '@/server/db/client';
import { eraseEnquiry, exportEnquiries, outboxItemReference, retryOutboxItem } from '@/server/enquiries/enquiries';
import { enquiriesCsv } from '@/server/enquiries/enquiry-export';
import { logger } from '@/server/logger';
import { canEraseEnquiries, canSeeEnquiries } from '../access';
import { parseEnquiryFilters, toEnquirySearch } from './filters';
import { enquiriesPath, type Notice } from './paths';

/*
 * The sales view's actions, as Payload root endpoints under /cms-api: the CSV export (GET) and the
 * retry and erase form posts. Each checks the signed-in user's role itself. Payload accepts its
 * session cookie only from its own origin (the Origin header against its CSRF list, else
 * Sec-Fetch-Site), so a form posted from another site arrives with no user and is refused; the
 * cookie is SameSite=Strict besides. Logs carry ids and counts, never an enquiry's personal data.
 */

/** More than this in one export is refused with a request to narrow the filters. */
export const maxExportRows = 20_000;
const maxFormBytes = 1_024;

const log = logger.child({ area: 'sales-view' });

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

function seeOther(req: PayloadRequest, path: string): Response {
  const admin = req.payload.config.routes.admin;
  return new Response(null, {
    status: 303,
    headers: { Location: `${admin}${path}`, 'Cache-Control': 'private, no-store' },
  });
}

function refused(req: PayloadRequest): Response {
  return req.user ? plain(403, 'Your role cannot do this.') : plain(401, 'Sign in to the admin first.');
}

/** A small urlencoded form body, or null for anything else. */
async function formBody(req: PayloadRequest): Promise<URLSearchParams | null> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return null;
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxFormBytes) return null;
  const text = await req.text();
  return text.length > maxFormBytes ? null : new URLSearchParams(text);
}

const reference = z.string().max(20).regex(referencePattern);

const retryForm = z.object({
  reference,
  outbox: z
    .string()
    .max(15)
    .regex(/^\d{1,15}$/)
    .transform(Number),
});

const eraseForm = z.object({ reference, confirm: z.string().max(40) });

function fields(form: URLSearchParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined]));
}

const exportEndpoint: Endpoint = {
  path: '/enquiries/export',
  method: 'get',
  handler: async (req) => {
    if (!canSeeEnquiries(req.user)) return refused(req);
    const { filters, invalid } = parseEnquiryFilters(req.searchParams ?? new URLSearchParams());
    if (invalid.length > 0) return plain(400, `Not a valid filter: ${invalid.join(', ')}.`);
    const { db } = await getDatabase();
    const rows = await exportEnquiries(db, toEnquirySearch(filters), maxExportRows);
    if (rows === null)
      return plain(
        422,
        `More than ${maxExportRows} enquiries match: narrow the dates or filters and export in parts.`,
      );
    log.info(
      { userId: req.user?.id, rows: rows.length, filters: Object.keys(filters) },
      'enquiries exported',
    );
    const today = new Date().toISOString().slice(0, 10);
    return new Response(enquiriesCsv(rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="northlight-enquiries-${today}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};

const retryEndpoint: Endpoint = {
  path: '/enquiries/retry',
  method: 'post',
  handler: async (req) => {
    if (!canSeeEnquiries(req.user)) return refused(req);
    const form = await formBody(req);
    const parsed = form && retryForm.safeParse(fields(form, ['reference', 'outbox']));
    if (!parsed?.success) return plain(400, 'Not a valid retry.');
    const { db } = await getDatabase();
    // The item must belong to the enquiry whose page the button was on.
    if ((await outboxItemReference(db, parsed.data.outbox)) !== parsed.data.reference)
      return plain(404, 'No such delivery on that enquiry.');
    const count = await retryOutboxItem(db, parsed.data.outbox);
    log.info(
      { userId: req.user?.id, outboxId: parsed.data.outbox, requeued: count },
      'enquiry delivery retried',
    );
    const notice: Notice = count > 0 ? 'retried' : 'not-retried';
    return seeOther(req, `${enquiriesPath}/${parsed.data.reference}?notice=${notice}`);
  },
};

const eraseEndpoint: Endpoint = {
  path: '/enquiries/erase',
  method: 'post',
  handler: async (req) => {
    if (!canEraseEnquiries(req.user)) return refused(req);
    const form = await formBody(req);
    const parsed = form && eraseForm.safeParse(fields(form, ['reference', 'confirm']));
    if (!parsed?.success) return plain(400, 'Not a valid erasure.');
    const { reference: target, confirm } = parsed.data;
    if (confirm.trim().toUpperCase() !== target)
      return seeOther(req, `${enquiriesPath}/${target}/erase?notice=confirm-mismatch`);
    const { db } = await getDatabase();
    const outcome = await eraseEnquiry(db, target);
    if (!outcome.erased) {
      if (outcome.reason === 'not-found') return plain(404, 'No such enquiry (already erased?).');
      return seeOther(req, `${enquiriesPath}/${target}/erase?notice=delivering`);
    }
    // The fact of the erasure, not its subject: no reference, name, email or phone.
    log.info(
      {
        enquiryId: outcome.enquiryId,
        erasedBy: req.user?.id,
        deliveriesErased: outcome.deliveries,
        alertSubscriptionsErased: outcome.alertSubscriptions,
        waitlistEntriesErased: outcome.waitlistEntries,
        erasedAt: new Date().toISOString(),
      },
      'enquiry erased on a data-subject request',
    );
    return seeOther(req, `${enquiriesPath}?notice=erased`);
  },
};

export const enquiryEndpoints: Endpoint[] = [exportEndpoint, retryEndpoint, eraseEndpoint];
