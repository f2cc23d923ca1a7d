import 'server-only';
import { eq } from 'drizzle-orm';
import { townOfCentre } from '@/domain/centres';
import { leadSourceLabels } from '@/domain/leads/sources';
import type { Database } from '../db/client';
import { leads } from '../db/schema';
import { loadSources } from './sources';

/** What the owner's mail says of a lead: its reference, kind and centre, as labels. */
export async function leadAssignment(
  db: Pick<Database, 'select'>,
  leadId: string,
): Promise<{ reference: string; kind: string; centre: string } | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const source = (await loadSources(db, [lead])).get(`${lead.sourceKind}:${lead.sourceId}`);
  return {
    reference: source?.reference ?? lead.id.slice(0, 8),
    kind: leadSourceLabels[lead.sourceKind],
    centre: lead.centre ? townOfCentre(lead.centre) : 'no centre named',
  };
}
