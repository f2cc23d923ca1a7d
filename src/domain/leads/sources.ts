/*
 * Where a lead comes from: one row of one of the site's own tables, named by its kind. A new
 * source is one more entry here, one trigger in its migration (0014_licences.sql is the
 * latest), and one loader in src/server/leads/sources.ts.
 */
export const leadSourceKinds = ['enquiry', 'viewing', 'booking', 'order', 'alert', 'licence', 'proposal'] as const;
export type LeadSourceKind = (typeof leadSourceKinds)[number];

export const leadSourceLabels: Record<LeadSourceKind, string> = {
  enquiry: 'Enquiry',
  viewing: 'Viewing',
  booking: 'Room booking',
  order: 'Virtual-office order',
  alert: 'Availability alert',
  licence: 'Licence signed online',
  proposal: 'Proposal from sales',
};

export function isLeadSourceKind(value: string): value is LeadSourceKind {
  return (leadSourceKinds as readonly string[]).includes(value);
}
