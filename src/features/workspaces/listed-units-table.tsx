import Link from 'next/link';
import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import { formatUnitRent, isAvailableNow, squareMetres, unitStatusText, type Unit } from '@/domain/units';
import { priceLabel, type VatQuoting } from '@/domain/prices';
import { rentPeriodOf } from '@/domain/unit-availability';
import { unitPath } from '@/domain/routes';
import { ShortlistStar } from '@/features/units/shortlist-star';
import { UnitViewingLink } from '@/features/units/unit-viewing-link';
import styles from './listed-units-table.module.css';

/*
 * Every listed unit of one workspace type, across centres, for a visitor to compare: a table per
 * centre, captioned with its town, how many and from what, then each unit's size, rent and status,
 * with links to its page and to a viewing. Meeting rooms are compared by seats and hourly price instead
 * of floor area, and each row has a plain Book link instead (no prefetch: the page stays prerendered).
 *
 * Rendered once for every width. Each centre is a <details>: under 640 px it folds to its town (the
 * first open) and the stylesheet lays each row out as a card, rent, size and status on screen
 * without sideways scrolling; from 640 px every centre is open and the tables line up as one (fixed
 * column widths, the column headers shown once). Separate phone cards had doubled the page's HTML
 * and its inline React payload, which cost the type pages their LCP
 * (docs/decisions/0034-unit-list-rendered-once.md).
 */
const numberFormatter = new Intl.NumberFormat('en-GB');

export function ListedUnitsTable({
  units,
  townOf,
  caption,
  today,
  quoting,
}: {
  units: readonly Unit[];
  townOf: (unit: Unit) => string;
  caption: string;
  today: string;
  quoting: VatQuoting;
}) {
  const rooms = units.length > 0 && units.every(isBookableRoom);
  const measure = (unit: Unit) => (rooms ? (unit.capacity ?? 0) : unit.sizeSqFt);
  const rows = [...units].sort(
    (a, b) =>
      townOf(a).localeCompare(townOf(b)) || measure(a) - measure(b) || a.reference.localeCompare(b.reference),
  );
  const groups = [...new Set(rows.map(townOf))].map((town) => ({
    town,
    units: rows.filter((unit) => townOf(unit) === town),
  }));
  const noun = (count: number) => (rooms ? (count === 1 ? 'room' : 'rooms') : count === 1 ? 'unit' : 'units');
  return (
    <div
      className={`${styles.frame} relative rounded-2xl border border-line bg-white`}
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="listed-units"
    >
      {groups.map((group, index) => {
        const first = group.units[0]!;
        // A "from" price only compares like with like: one rent period in the group.
        const from =
          new Set(group.units.map((unit) => rentPeriodOf(unit.workspaceType))).size === 1
            ? ` · ${priceLabel(Math.min(...group.units.map((unit) => unit.rent)), first.workspaceType, quoting, { from: true })}`
            : '';
        const summary = (
          <span className="text-sm font-semibold text-ink-muted">
            {' '}
            {group.units.length} {noun(group.units.length)}
            {from}
          </span>
        );
        return (
          <details key={group.town} open={index === 0 || groups.length === 1} className={styles.group}>
            <summary
              className={`${styles.summary} flex min-h-12 cursor-pointer items-center gap-1 px-4 py-2`}
            >
              <span className="font-bold">{group.town}</span>
              {summary}
            </summary>
            <table className={`${styles.table} w-full text-left`}>
              <caption className={`${styles.caption} bg-paper-deep px-4 py-2 text-left`}>
                <Link
                  className="link inline-flex min-h-11 items-center font-bold"
                  href={`/locations/${first.centre}#units`}
                >
                  {group.town}
                </Link>
                {summary}
              </caption>
              <colgroup>
                <col className={styles.colName} />
                <col className={styles.colSize} />
                <col className={styles.colRent} />
                <col className={styles.colStatus} />
                <col className={styles.colAction} />
                <col className={styles.colStar} />
              </colgroup>
              <thead className={`${styles.head} bg-paper text-sm text-ink-muted`}>
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {rooms ? 'Room' : 'Unit'}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {rooms ? 'Seats' : 'Size'}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {rooms ? 'Price' : 'Rent'}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">{rooms ? 'Book' : 'Viewing'}</span>
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Shortlist</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.units.map((unit) => (
                  <UnitRow
                    key={unit.reference}
                    unit={unit}
                    town={group.town}
                    rooms={rooms}
                    today={today}
                    quoting={quoting}
                  />
                ))}
              </tbody>
            </table>
          </details>
        );
      })}
    </div>
  );
}

function UnitRow({
  unit,
  town,
  rooms,
  today,
  quoting,
}: {
  unit: Unit;
  town: string;
  rooms: boolean;
  today: string;
  quoting: VatQuoting;
}) {
  return (
    <tr data-unit={unit.reference} className={`${styles.unit} border-t border-line`}>
      <th scope="row" className={`${styles.name} px-4 py-2 font-normal`}>
        <Link
          className="link inline-flex min-h-11 items-center font-semibold"
          href={unitPath(unit)}
          prefetch={false}
        >
          {unit.name}
        </Link>{' '}
        <span className="whitespace-nowrap text-sm text-ink-muted">({unit.reference})</span>
      </th>
      <td className={`${styles.size} whitespace-nowrap px-4 py-2`}>
        {rooms ? (
          `${unit.capacity} seats`
        ) : (
          <>
            {numberFormatter.format(unit.sizeSqFt)} sq ft{' '}
            <span className="text-sm text-ink-muted">
              ({numberFormatter.format(squareMetres(unit.sizeSqFt))} m²)
            </span>
          </>
        )}
      </td>
      <td className={`${styles.rent} whitespace-nowrap px-4 py-2 font-semibold text-amber-text`}>
        {formatUnitRent(unit, quoting)}
      </td>
      <td className={`${styles.status} whitespace-nowrap px-4 py-2`}>
        <span className={isAvailableNow(unit, today) ? styles.free : undefined}>
          {unitStatusText(unit, today)}
        </span>
      </td>
      <td className={`${styles.action} whitespace-nowrap px-4 py-2`}>
        {rooms ? (
          <a
            className="link inline-flex min-h-11 items-center font-semibold"
            href={bookRoomPath(unit)}
            data-testid="book-room"
            aria-label={`Book ${unit.name}, ${unit.reference}, in ${town}`}
          >
            Book
          </a>
        ) : (
          <UnitViewingLink unit={unit} />
        )}
      </td>
      <td className={`${styles.star} whitespace-nowrap px-4 py-2`}>
        <ShortlistStar reference={unit.reference} name={unit.name} />
      </td>
    </tr>
  );
}
