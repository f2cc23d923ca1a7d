import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { licences, type LicenceRow } from '../db/schema';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { readStaffForm, staffLicenceBack, type StaffLicenceDeps } from './staff';
import { appendEvent, findLicence } from './store';

/*
 * Staff countersign a signed licence in /admin/licences (issue 38 item 3): their name and the time
 * are recorded once, with the audit event, and the tenant's mail with the countersigned PDF is
 * queued in the same statement. The PDF (the countersignature on its audit page) is rendered from
 * the row: at once by the route, else by the mail's delivery, retried through the outbox.
 */

export const maxCountersignerName = 80;

/** Countersigns a licence that holds its unit (held, paid or let) and is not countersigned yet. */
export async function countersignLicence(
  db: Database,
  id: string,
  countersignerName: string,
  options: { readonly tenantMail?: boolean } = {},
): Promise<LicenceRow | undefined> {
  const name = countersignerName.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, maxCountersignerName);
  if (name.length < 2) return undefined;
  const update = db
    .update(licences)
    .set({ countersignedAt: sql`now()`, countersignedBy: name, events: appendEvent('countersigned') })
    .where(and(eq(licences.id, id), inArray(licences.status, ['held', 'paid', 'let']), isNull(licences.countersignedAt)))
    .returning({ id: licences.id, reference: licences.reference });
  const changed = await writeWithVisitorMail(db, update, { column: 'licence_id' }, {
    visitorMail: options.tenantMail ? { kind: 'countersigned', remind: false } : undefined,
  });
  return changed ? findLicence(db, changed.id) : undefined;
}

export type CountersignDeps = StaffLicenceDeps & {
  /** Renders and stores the countersigned PDF now (a failure is left to the mail's retries). */
  readonly renderCountersigned?: (licence: LicenceRow) => Promise<void>;
};

/** POST /admin/licences/countersign: a signed-in sales person or administrator, by their name in the CMS. */
export async function handleStaffLicenceCountersign(
  request: Request,
  deps: CountersignDeps,
  staff: { id: string; name: string },
): Promise<Response> {
  const form = await readStaffForm(request, deps, 'countersign');
  if (form instanceof Response) return form;
  const licenceId = form.get('licence') ?? '';
  const changed = /^[0-9a-f-]{36}$/i.test(licenceId)
    ? await countersignLicence(deps.db, licenceId, staff.name, { tenantMail: deps.tenantMail })
    : undefined;
  deps.log.info({ outcome: changed ? 'countersigned' : 'unchanged', staffId: staff.id }, 'licence countersigned');
  if (changed) {
    try {
      await deps.renderCountersigned?.(changed);
    } catch (error) {
      deps.log.error({ reference: changed.reference, err: error instanceof Error ? error.name : 'unknown' }, 'countersigned PDF not rendered yet; the mail renders it');
    }
    deps.onChanged?.();
  }
  return staffLicenceBack({ countersigned: changed ? '1' : '0' });
}
