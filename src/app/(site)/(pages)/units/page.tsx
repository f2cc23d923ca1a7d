import { PageHero } from '@/components/sections/page-hero';
import { isAlertWorkspaceType } from '@/domain/alerts/alert-criteria';
import { AlertCta } from '@/features/alerts/alert-cta';
import { getListedUnits, getVatQuoting } from '@/content';
import { centreTowns } from '@/domain/centres';
import { getWorkspaceType } from '@/domain/workspace-types';
import { sizeBandLabel, getSizeBand } from '@/features/locations/finder-search';
import { metadataFor } from '@/features/seo/metadata';
import { ShortlistCount } from '@/features/units/shortlist-count';
import { UnitFilterForm } from '@/features/units/unit-filter-form';
import { filterUnits, parseUnitFilters, type UnitFilters } from '@/features/units/unit-filters';
import { ListedUnitsTable } from '@/features/workspaces/listed-units-table';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatPounds } from '@/lib/format';

/*
 * /units?type=…&centre=…&size=…&budget=…: the answer of the size and budget form on the type and
 * centre pages, rendered per request from its query (those pages stay prerendered). Not indexed.
 */
export const dynamic = 'force-dynamic';

export const metadata = metadataFor('/units');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const townOf = (slug: string) => centreTowns.find((town) => town.slug === slug)?.town ?? slug;

function describe(filters: UnitFilters): string {
  const parts = [
    filters.type ? getWorkspaceType(filters.type).label : 'Units',
    filters.centre ? `in ${townOf(filters.centre)}` : '',
    filters.size ? sizeBandLabel(getSizeBand(filters.size)) : '',
    filters.budget !== undefined ? `up to ${formatPounds(filters.budget)} a month all in` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export default async function UnitsPage({ searchParams }: Props) {
  const filters = parseUnitFilters(await searchParams);
  const [units, terms] = await Promise.all([getListedUnits(), getVatQuoting()]);
  const found = filterUnits(units, filters, terms);
  const band = filters.size ? getSizeBand(filters.size) : undefined;
  const back = filters.centre
    ? `/locations/${filters.centre}`
    : filters.type
      ? `/workspaces/${filters.type}`
      : '/locations';
  return (
    <>
      <PageHero
        headline={[
          { text: `${describe(filters)}.`, tone: 'base' },
          { text: `${found.length} listed.`, tone: 'accent' },
        ]}
        intro={<p>Change the size or budget below; this page’s address keeps your choice.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <UnitFilterForm filters={filters} />
        <p className="flex flex-wrap gap-x-6">
          <a className="link inline-flex min-h-11 items-center font-semibold" href={back}>
            Back to{' '}
            {filters.centre
              ? townOf(filters.centre)
              : filters.type
                ? getWorkspaceType(filters.type).label.toLowerCase()
                : 'all centres'}
          </a>
          <ShortlistCount />
        </p>
        {found.length > 0 ? (
          <ListedUnitsTable
            units={found}
            townOf={(unit) => townOf(unit.centre)}
            caption={describe(filters)}
            today={todayIn(businessTimeZone)}
            quoting={terms}
          />
        ) : (
          <p className="rounded-2xl border-2 border-line bg-white p-6 font-semibold" data-testid="no-units">
            Nothing listed matches. Try any size or a higher budget, or tell us what you need and we will say
            what is coming free.
          </p>
        )}
        {filters.type && !isAlertWorkspaceType(filters.type) ? null : (
          <AlertCta
            type={filters.type}
            centre={filters.centre}
            sized={{
              minSqFt: band && band.min > 0 ? band.min : undefined,
              maxSqFt: band && Number.isFinite(band.max) ? band.max : undefined,
              budgetPounds: filters.budget,
            }}
            nothingFree={found.length === 0}
          />
        )}
      </div>
    </>
  );
}
