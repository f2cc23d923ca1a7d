import { getListedUnits, getVatQuoting } from '@/content';
import { getOutcodeTable } from '@/content/outcodes';
import { centreTowns } from '@/domain/centres';
import { serverEnv } from '@/env';
import { metadataFor } from '@/features/seo/metadata';
import { compareRows } from '@/features/units/compare-rows';
import { CompareView } from '@/features/units/compare-view';
import { comparePath, parseCompared } from '@/features/units/shortlist';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { lookupOutcode } from '@/lib/geo/outcodes';
import { parsePostcode } from '@/lib/geo/postcode';
import { absoluteUrl } from '@/lib/url';

/*
 * /compare?units=REF1,REF2…: rendered per request from its query (the share link), so it works
 * without script and never shows a stale list. Not indexed: its content is the visitor's choice.
 */
export const dynamic = 'force-dynamic';

export const metadata = metadataFor('/compare');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

async function originOf(from: string) {
  if (!from) return { origin: undefined, problem: false };
  const parsed = parsePostcode(from);
  if (parsed.kind !== 'postcode') return { origin: undefined, problem: true };
  const at = lookupOutcode(await getOutcodeTable(), parsed.outcode);
  return at ? { origin: { label: parsed.display, at }, problem: false } : { origin: undefined, problem: true };
}

export default async function ComparePage({ searchParams }: Props) {
  const query = await searchParams;
  const asked = parseCompared(query.units);
  const from = (one(query.from) ?? '').slice(0, 8).trim();
  const [listed, terms, { origin, problem }] = await Promise.all([getListedUnits(), getVatQuoting(), originOf(from)]);
  const units = asked.flatMap((reference) => listed.filter((unit) => unit.reference === reference));
  const rows = compareRows(units, { towns: centreTowns, terms, today: todayIn(businessTimeZone), origin });
  return (
    <CompareView
      units={units}
      missing={asked.filter((reference) => !units.some((unit) => unit.reference === reference))}
      rows={rows}
      shareUrl={absoluteUrl(serverEnv().SITE_URL, comparePath(units.map((unit) => unit.reference)))}
      from={from}
      fromProblem={problem}
      towns={new Map(centreTowns.map((town) => [town.slug, town.town]))}
    />
  );
}
