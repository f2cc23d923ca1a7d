import type { LeadSourceKind } from './sources';
import type { LeadStage } from './stages';

/*
 * A lead as the pipeline knows it. Owner and note authors are staff users (Payload's users, by
 * id); the names are kept as they were when written, so a note still reads right after its
 * author's account is renamed or removed.
 */
export type Lead = {
  readonly id: string;
  readonly sourceKind: LeadSourceKind;
  readonly sourceId: string;
  readonly centre: string | null;
  readonly stage: LeadStage;
  readonly lostReason: string | null;
  /** The contract value net of VAT, in pence, while won (null if not given before it was asked). */
  readonly wonValuePence: number | null;
  readonly ownerId: number | null;
  readonly nextActionOn: string | null;
  /** HH:MM UK time and what to do; null for a bare date set before they existed. */
  readonly nextActionTime: string | null;
  readonly nextActionWhat: string | null;
  readonly createdAt: Date;
  readonly touchedAt: Date;
};

export type LeadActor = { readonly id: number; readonly name: string };

/** What an audit row records a change of. */
/** 'visit': a booking's or viewing's check-in, no-show, cancel or move on the bookings board. */
/** 'proposal': a proposal from sales sent, opened, signed, paid, expired or withdrawn. */
export const leadAuditFields = ['created', 'stage', 'owner', 'next-action', 'note', 'visit', 'proposal'] as const;
export type LeadAuditField = (typeof leadAuditFields)[number];

export const leadAuditLabels: Record<LeadAuditField, string> = {
  created: 'Lead created',
  stage: 'Stage',
  owner: 'Owner',
  'next-action': 'Next action',
  note: 'Note added',
  visit: 'Visit (bookings board)',
  proposal: 'Proposal',
};

export const maxNoteLength = 2000;

/** The age buckets of the list's filter, by days since the lead came in. */
export const leadAges = ['today', 'week', 'month', 'older'] as const;
export type LeadAge = (typeof leadAges)[number];
export const leadAgeLabels: Record<LeadAge, string> = {
  today: 'Last 24 hours',
  week: 'Last 7 days',
  month: 'Last 30 days',
  older: 'Older than 30 days',
};

export function ageOf(createdAt: Date, now: Date): LeadAge {
  const hours = (now.getTime() - createdAt.getTime()) / 3_600_000;
  if (hours <= 24) return 'today';
  if (hours <= 24 * 7) return 'week';
  if (hours <= 24 * 30) return 'month';
  return 'older';
}

/** Whether a lead of age `actual` is shown under the filter `wanted` (the buckets nest). */
export function withinAge(actual: LeadAge, wanted: LeadAge): boolean {
  if (wanted === 'older') return actual === 'older';
  return leadAges.indexOf(actual) <= leadAges.indexOf(wanted);
}
