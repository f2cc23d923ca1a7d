import { centreTowns } from '@/domain/centres';
import { channelOf, leadChannelLabels, leadChannels } from '@/domain/leads/channel';
import type { LeadSourceKind } from '@/domain/leads/sources';
import { isWorkspaceTypeSlug, workspaceTypes } from '@/domain/workspace-types';
import type { SeriesKey } from './weekly-counts';

/*
 * What the dashboard groups leads by: the first-touch channel (from the source's attribution), the
 * centre (copied to the lead) and the workspace type the person is after, read from the source:
 * an enquiry or an alert says it, a room booking is a meeting room, an order a virtual office,
 * a viewing is of its first unit's type (from the CMS inventory) or of nothing in particular.
 */

/** The facts of a lead's source row that the grouping needs. */
export type LeadFacts = {
  readonly sourceKind: LeadSourceKind;
  readonly centre: string | null;
  readonly attribution: unknown;
  /** The source's own workspace type (enquiries, alerts); null when it names none. */
  readonly workspaceType: string | null;
  /** The units a viewing is of (empty for others). */
  readonly unitReferences: readonly string[];
};

export const notSaid = 'not-said';
export const noCentre = 'no-centre';

export const channelKeys: readonly SeriesKey[] = leadChannels.map((key) => ({
  key,
  label: leadChannelLabels[key],
}));

export const workspaceTypeKeys: readonly SeriesKey[] = [
  ...workspaceTypes.map((type) => ({ key: type.slug as string, label: type.label })),
  { key: notSaid, label: 'Not said' },
];

/** The centres of a scope as series keys, alphabetical, plus leads naming no centre for 'all'. */
export function centreKeys(scope: 'all' | readonly string[]): SeriesKey[] {
  const centres = centreTowns
    .filter((centre) => scope === 'all' || scope.includes(centre.slug))
    .map((centre) => ({ key: centre.slug as string, label: centre.town }));
  return scope === 'all' ? [...centres, { key: noCentre, label: 'No centre named' }] : centres;
}

export const leadChannelOf = (lead: Pick<LeadFacts, 'attribution'>) => channelOf(lead.attribution);

export const leadCentreOf = (lead: Pick<LeadFacts, 'centre'>) => lead.centre ?? noCentre;

export function leadWorkspaceTypeOf(lead: LeadFacts, unitTypes: ReadonlyMap<string, string>): string {
  switch (lead.sourceKind) {
    case 'booking':
      return 'meeting-rooms';
    case 'order':
      return 'virtual-offices';
    case 'viewing': {
      const first = lead.unitReferences[0];
      return (first && unitTypes.get(first.toUpperCase())) || notSaid;
    }
    case 'enquiry':
    case 'alert':
    case 'licence':
    case 'proposal':
      return lead.workspaceType && isWorkspaceTypeSlug(lead.workspaceType) ? lead.workspaceType : notSaid;
  }
}
