import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { CentreSlug } from '@/domain/centres';
import { unitPath } from '@/domain/routes';
import type { Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import type { CompareRow } from './compare-rows';
import { comparePath } from './shortlist';

/*
 * The comparison: up to four units side by side (a table from 640 px, a card per unit below), the
 * distance from a postcode (a GET form, no script), one enquiry about all of them and one viewing
 * per centre with all its units ticked. The page's address is the share link.
 */
export function CompareView({
  units,
  missing,
  rows,
  shareUrl,
  from,
  fromProblem,
  towns,
}: {
  units: readonly Unit[];
  missing: readonly string[];
  rows: readonly CompareRow[];
  shareUrl: string;
  from: string;
  fromProblem: boolean;
  towns: ReadonlyMap<string, string>;
}) {
  const references = units.map((unit) => unit.reference);
  const centres = [...new Set(units.map((unit) => unit.centre))] as CentreSlug[];
  return (
    <>
      <PageHero
        headline={[
          { text: 'Compare units side by side.', tone: 'base' },
          { text: 'Share the link.', tone: 'accent' },
        ]}
        intro={
          <p>
            {units.length === 0
              ? 'Star units on a centre or workspace page, then compare up to four here.'
              : `${units.length} ${units.length === 1 ? 'unit' : 'units'}, every figure from its listing. This page’s address is the comparison: send it to anyone.`}
          </p>
        }
      />
      <div className="container-page space-y-8 py-10">
        {missing.length > 0 ? (
          <p className="rounded-lg bg-paper-deep p-4" data-testid="compare-missing">
            No longer listed: {missing.join(', ')}.
          </p>
        ) : null}
        {units.length === 0 ? (
          <p>
            <a className="link font-semibold" href="/locations">
              Find a centre and its units
            </a>
          </p>
        ) : (
          <>
            <CompareTable units={units} rows={rows} />
            <CompareCards units={units} rows={rows} />
            <form method="get" action="/compare" className="flex flex-wrap items-end gap-4" data-testid="compare-distance">
              <input type="hidden" name="units" value={references.join(',')} />
              <div className="space-y-1">
                <label htmlFor="compare-from" className="block font-semibold">
                  Distance from your postcode
                </label>
                <input
                  id="compare-from"
                  name="from"
                  defaultValue={from}
                  maxLength={8}
                  autoComplete="postal-code"
                  aria-describedby={fromProblem ? 'compare-from-problem' : undefined}
                  className="min-h-12 w-40 rounded-lg border-2 border-ink-muted bg-white px-3"
                />
              </div>
              <button type="submit" className={buttonClasses('secondary')}>
                Show distances
              </button>
              {fromProblem ? (
                <p id="compare-from-problem" className="w-full font-semibold text-danger">
                  We could not find that postcode district. Try the first half, e.g. SO23.
                </p>
              ) : null}
            </form>
            <section aria-labelledby="compare-next" className="space-y-4 rounded-2xl border-2 border-amber bg-white p-6">
              <h2 id="compare-next" className="text-2xl font-extrabold">
                Ask about all of them at once
              </h2>
              <div className="flex flex-wrap items-center gap-4">
                <GetInTouchLink context={{ units: references, placement: 'compare' }}>
                  Get in touch about {units.length === 1 ? 'it' : `all ${units.length}`}
                </GetInTouchLink>
                {centres.map((centre) => {
                  const here = units.filter((unit) => unit.centre === centre).map((unit) => unit.reference);
                  return (
                    <a
                      key={centre}
                      className={buttonClasses('secondary')}
                      href={viewingPagePath(centre, here.join(','))}
                      data-testid="compare-viewing"
                    >
                      Book one viewing in {towns.get(centre) ?? centre}
                      <span className="sr-only"> of {here.join(', ')}</span>
                    </a>
                  );
                })}
              </div>
              <p className="text-ink-soft">
                Share this comparison:{' '}
                <a className="link break-all" href={shareUrl} data-testid="compare-share">
                  {shareUrl}
                </a>
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}

function UnitHeading({ unit, others }: { unit: Unit; others: readonly string[] }) {
  return (
    <>
      <a className="link font-bold" href={unitPath(unit)}>
        {unit.name}
      </a>
      <span className="block text-sm font-normal text-ink-muted">Ref. {unit.reference}</span>
      <a className="link inline-flex min-h-11 items-center text-sm font-normal" href={others.length ? comparePath(others) : '/compare'}>
        Remove<span className="sr-only"> {unit.reference} from the comparison</span>
      </a>
    </>
  );
}

const othersThan = (units: readonly Unit[], unit: Unit) =>
  units.filter((other) => other !== unit).map((other) => other.reference);

function CompareTable({ units, rows }: { units: readonly Unit[]; rows: readonly CompareRow[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white max-[639px]:hidden" tabIndex={0} role="region" aria-label="Comparison table">
      <table className="w-full text-left" data-testid="compare-table">
        <caption className="sr-only">The units compared, one column each</caption>
        <thead className="bg-paper">
          <tr>
            <td className="px-4 py-3" />
            {units.map((unit) => (
              <th key={unit.reference} scope="col" className="px-4 py-3 align-top" data-unit={unit.reference}>
                <UnitHeading unit={unit} others={othersThan(units, unit)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="px-4 py-2 font-semibold text-ink-muted">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={index} className="px-4 py-2">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompareCards({ units, rows }: { units: readonly Unit[]; rows: readonly CompareRow[] }) {
  return (
    <ul className="space-y-4 min-[640px]:hidden" data-testid="compare-cards">
      {units.map((unit, index) => (
        <li key={unit.reference} className="rounded-2xl border border-line bg-white p-4" data-unit={unit.reference}>
          <h2 className="text-lg">
            <UnitHeading unit={unit} others={othersThan(units, unit)} />
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="font-semibold">{row.values[index]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
