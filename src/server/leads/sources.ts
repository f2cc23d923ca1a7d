import 'server-only';
import { inArray } from 'drizzle-orm';
import { describeAlert, isAlertWorkspaceType } from '@/domain/alerts/alert-criteria';
import { townOfCentre, type CentreSlug } from '@/domain/centres';
import type { LeadSourceKind } from '@/domain/leads/sources';
import { bookingWhen, formatPence } from '@/lib/booking-slots';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import { promosFor } from '../promo-codes/redemptions';
import type { Database } from '../db/client';
import { alertSubscriptions, bookings, enquiries, licences, orders, proposals, viewings } from '../db/schema';
import { licenceStatusLabel } from '@/domain/licence/status';
import { formatCalendarDay } from '@/lib/calendar-date';
import { bookingStatusLabels, intentName, labelOf, staffDay, viewingStatusLabels, workspaceTypeName } from '@/domain/staff-format';
import { orderStatusLabels } from '@/domain/virtual-office/order-schema';

/*
 * What a lead shows of its source row: who, what they asked for, and where they came from. One
 * loader per source kind; the record below makes a missing one a type error, so a new kind
 * (alert sign-ups) cannot be added without saying how to show it.
 */
export type LeadSourceSummary = {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  /** The workspace the person is after, as a label. */
  readonly workspace: string;
  readonly attribution: unknown;
  readonly pagePath: string | null;
  /** Facts of the source as label and value, for the lead's page. */
  readonly facts: readonly (readonly [string, string])[];
};

type Reader = Pick<Database, 'select'>;
type Entry = [string, LeadSourceSummary];
type Loader = (db: Reader, ids: readonly string[]) => Promise<Map<string, LeadSourceSummary>>;

const typeLabel = (slug: string | null | undefined) => workspaceTypeName(slug, 'Not said');

const loadEnquiries: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]));
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        workspace: typeLabel(row.workspaceType),
        attribution: row.attribution,
        pagePath: row.pagePath,
        facts: [
          ['Asked for', intentName(row.intent)],
          ['Company', row.company ?? '–'],
          ['Unit', row.unitReference ?? '–'],
          ['Message', row.message ?? '–'],
        ],
      },
    ]),
  );
};

const loadViewings: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(viewings)
    .where(inArray(viewings.id, [...ids]));
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        workspace:
          row.unitReferences.length > 0
            ? `Units ${row.unitReferences.join(', ')}`
            : 'A look round the centre',
        attribution: row.attribution,
        pagePath: null,
        facts: [
          ['When (UK time)', bookingWhen(row)],
          ['Status', labelOf(viewingStatusLabels, row.status)],
        ],
      },
    ]),
  );
};

const loadBookings: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  // The code it was booked with, beside its price (docs/decisions/0054).
  const promos = await promosFor(db, { bookings: rows.map((row) => row.id) });
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        workspace: typeLabel('meeting-rooms'),
        attribution: row.attribution,
        pagePath: null,
        facts: [
          ['Room', row.roomReference],
          ['When (UK time)', bookingWhen(row)],
          ['Price before VAT', formatPence(row.pricePence)],
          ...(promos.has(row.id) ? [['Promo code', staffPromoText(promos.get(row.id)!)] as const] : []),
          ['Status', labelOf(bookingStatusLabels, row.status)],
        ],
      },
    ]),
  );
};

const loadOrders: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const promos = await promosFor(db, { orders: rows.map((row) => row.id) });
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        workspace: typeLabel('virtual-offices'),
        attribution: row.attribution,
        pagePath: row.pagePath,
        facts: [
          ['Plan', row.planName],
          ['Business', row.businessName],
          ['Per month before VAT', formatPence(row.monthlyNetPence)],
          ...(promos.has(row.id) ? [['Promo code, first month', staffPromoText(promos.get(row.id)!)] as const] : []),
          ['Starts', staffDay(row.startDate)],
          ['Status', labelOf(orderStatusLabels, row.status)],
        ],
      },
    ]),
  );
};

/* An alert sign-up gives only an email address and what the person is waiting for. */
const loadAlerts: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(alertSubscriptions)
    .where(inArray(alertSubscriptions.id, [...ids]));
  return new Map(
    rows.map((row): Entry => {
      const wanted = isAlertWorkspaceType(row.workspaceType)
        ? describeAlert(
            {
              workspaceType: row.workspaceType,
              centres: row.centres as CentreSlug[],
              minSqFt: row.minSqFt ?? undefined,
              maxSqFt: row.maxSqFt ?? undefined,
              maxMonthlyPounds: row.maxMonthlyPounds ?? undefined,
            },
            { type: (slug) => typeLabel(slug), town: (slug) => townOfCentre(slug) },
          )
        : typeLabel(row.workspaceType);
      return [
        row.id,
        {
          reference: row.reference,
          name: 'Not given (alert sign-up)',
          email: row.email,
          phone: null,
          workspace: typeLabel(row.workspaceType),
          attribution: row.attribution,
          pagePath: null,
          facts: [
            ['Waiting for', wanted],
            ['Sign-up', row.status === 'confirmed' ? 'Confirmed by the visitor' : 'Not yet confirmed'],
          ],
        },
      ];
    }),
  );
};

const loadLicences: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(licences)
    .where(inArray(licences.id, [...ids]));
  const promos = await promosFor(db, { licences: rows.map((row) => row.id) });
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.signatoryName,
        email: row.email,
        phone: row.phone,
        workspace: `${typeLabel(row.workspaceType)}: ${row.unitReference}, ${row.unitName}`,
        attribution: row.attribution,
        pagePath: row.pagePath,
        facts: [
          ['Tenant', `${row.tenantName}${row.companyNumber ? ` (${row.companyNumber})` : ''}`],
          ['Signed by', `${row.signatoryName}, ${row.signatoryRole}`],
          ['Starts', formatCalendarDay(row.startDate)],
          ['Term', `${row.termMonths} months`],
          ['Per month before VAT', formatPence(row.monthlyNetPence)],
          ...(promos.has(row.id) ? [['Promo code, first month', staffPromoText(promos.get(row.id)!)] as const] : []),
          ['Contract value before VAT', formatPence(row.contractValuePence)],
          ['Status', licenceStatusLabel(row)],
        ],
      },
    ]),
  );
};

/* A proposal sales started from scratch is its own lead: the prospect as sales entered them. */
const loadProposals: Loader = async (db, ids) => {
  const rows = await db
    .select()
    .from(proposals)
    .where(inArray(proposals.id, [...ids]));
  return new Map(
    rows.map((row): Entry => [
      row.id,
      {
        reference: row.reference,
        name: row.prospectName,
        email: row.prospectEmail,
        phone: null,
        workspace: `${typeLabel(row.units[0]?.workspaceType)}: ${row.units.map((unit) => unit.reference).join(', ')}`,
        attribution: null,
        pagePath: null,
        facts: [
          ['Company', row.prospectCompany ?? '–'],
          ['Sent by', row.createdByName],
          ['Starts', formatCalendarDay(row.startDate)],
          ['Term', `${row.termMonths} months`],
          ['Rent per month before VAT', formatPence(row.monthlyRentPence)],
          ['Contract value before VAT', formatPence(row.contractValuePence)],
        ],
      },
    ]),
  );
};

export const leadSourceLoaders: Record<LeadSourceKind, Loader> = {
  enquiry: loadEnquiries,
  viewing: loadViewings,
  booking: loadBookings,
  order: loadOrders,
  alert: loadAlerts,
  licence: loadLicences,
  proposal: loadProposals,
};

/** The summaries of many leads' sources, keyed `kind:id`; a few queries, one per kind present. */
export async function loadSources(
  db: Reader,
  refs: readonly { readonly sourceKind: LeadSourceKind; readonly sourceId: string }[],
): Promise<Map<string, LeadSourceSummary>> {
  const byKind = new Map<LeadSourceKind, string[]>();
  for (const ref of refs) byKind.set(ref.sourceKind, [...(byKind.get(ref.sourceKind) ?? []), ref.sourceId]);
  const loaded = await Promise.all(
    [...byKind].map(async ([kind, ids]) => [kind, await leadSourceLoaders[kind](db, ids)] as const),
  );
  const all = new Map<string, LeadSourceSummary>();
  for (const [kind, map] of loaded) for (const [id, summary] of map) all.set(`${kind}:${id}`, summary);
  return all;
}
