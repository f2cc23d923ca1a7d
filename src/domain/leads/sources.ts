/*
 * Where a lead comes from: one row of one of the site's own tables, named by its kind. A new
 * source (alert sign-ups) is one more entry here, one trigger in its migration
 * (0011_leads.sql shows the three lines), and one loader in src/server/leads/sources.ts.
 */
export const leadSourceKinds = ['enquiry', 'viewing', 'booking', 'order'] as const;
export type LeadSourceKind = (typeof leadSourceKinds)[number];

export const leadSourceLabels: Record<LeadSourceKind, string> = {
  enquiry: 'Enquiry',
  viewing: 'Viewing',
  booking: 'Room booking',
  order: 'Virtual-office order',
};

export function isLeadSourceKind(value: string): value is LeadSourceKind {
  return (leadSourceKinds as readonly string[]).includes(value);
}
