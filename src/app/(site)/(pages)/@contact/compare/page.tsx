import { getListedUnits, getSiteSettings } from '@/content';
import { parseCompared } from '@/features/units/shortlist';
import { SiteContact } from '../../../site-contact';

/*
 * The comparison's contact section: the form names the units compared (those still listed), so
 * "Get in touch about all of them" carries their references with script off as with it on.
 */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompareContact({ searchParams }: Props) {
  const asked = parseCompared((await searchParams).units);
  const listed = new Set((await getListedUnits()).map((unit) => unit.reference));
  const units = asked.filter((reference) => listed.has(reference));
  return (
    <SiteContact
      settings={await getSiteSettings()}
      pageContext={units.length ? { units, placement: 'compare' } : undefined}
    />
  );
}
