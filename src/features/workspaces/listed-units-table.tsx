import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import { formatUnitRent, isAvailableNow, squareMetres, unitStatusText, type Unit } from '@/domain/units';
import { listingFactsOf, listingFactsText, type VatQuoting } from '@/domain/prices';
import { listingCountsOf } from '@/domain/unit-availability';
import { unitPath } from '@/domain/routes';
import { ShortlistStar } from '@/features/units/shortlist-star';
import { UnitViewingLink } from '@/features/units/unit-viewing-link';

/*
 * Every listed unit of one workspace type, across centres, for a visitor to compare: a table per
 * centre, captioned with its town, how many and from what, then each unit's size, rent and status,
 * with links to its page and to a viewing. Meeting rooms are compared by seats and hourly price instead
 * of floor area, and each row has a Book link instead.
 *
 * Rendered once for every width. Each centre is a <details>: under 640 px it folds to its town (the
 * first open) and the stylesheet lays each row out as a card, rent, size and status on screen
 * without sideways scrolling; from 640 px every centre is open and the tables line up as one (fixed
 * column widths, the column headers shown once). Separate phone cards had doubled the page's HTML
 * and its inline React payload, which cost the type pages their LCP
 * (docs/decisions/0034-unit-list-rendered-once.md). Its rules are in globals.css (`.unit-list`):
 * a stylesheet of its own was one more render-blocking request (decision 0035).
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
      className="unit-list relative rounded-2xl border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="listed-units"
    >
      {groups.map((group, index) => {
        const first = group.units[0]!;
        // How many and from what, by the one rule of a "from" (decision 0038): units under offer are
        // counted and said, never priced. A "from" only compares like with like: one type in the group.
        const summary = (
          <small>{` ${groupSummary(group.units, today, quoting, { one: noun(1), many: noun(2) })}`}</small>
        );
        return (
          <details key={group.town} open={index === 0 || groups.length === 1}>
            <summary>
              <b>{group.town}</b>
              {summary}
            </summary>
            <table>
              <caption>
                <a className="link" href={`/locations/${first.centre}#units`}>
                  {group.town}
                </a>
                {summary}
              </caption>
              <colgroup>
                <col />
                <col />
                <col />
                <col />
                <col />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{rooms ? 'Room' : 'Unit'}</th>
                  <th scope="col">{rooms ? 'Seats' : 'Size'}</th>
                  <th scope="col">{rooms ? 'Price' : 'Rent'}</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="sr-only">{rooms ? 'Book' : 'Viewing'}</span>
                  </th>
                  <th scope="col">
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

/** A centre's group in words: "4 units, 1 under offer · from £250 per week + VAT". */
export function groupSummary(
  units: readonly Unit[],
  today: string,
  quoting: VatQuoting,
  noun: { readonly one: string; readonly many: string },
): string {
  const types = [...new Set(units.map((unit) => unit.workspaceType))];
  // Several types (the /units page unfiltered): the counts stand; a "from" would mix their rents.
  const facts =
    types.length === 1
      ? listingFactsOf(units, types[0]!, today)
      : { ...listingCountsOf(units, today), price: { kind: 'none' as const, type: types[0]! } };
  return listingFactsText(facts, quoting, noun);
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
  // Unstyled cells: globals.css styles the list by position, so each of dozens of rows carries no
  // class lists (in the HTML and again in React's inline payload).
  return (
    <tr data-unit={unit.reference}>
      <th scope="row">
        <a href={unitPath(unit)}>{unit.name}</a> <small>{`(${unit.reference})`}</small>
      </th>
      <td>
        {rooms ? (
          `${unit.capacity} seats`
        ) : (
          <>
            {`${numberFormatter.format(unit.sizeSqFt)} sq ft `}
            <small>{`(${numberFormatter.format(squareMetres(unit.sizeSqFt))} m²)`}</small>
          </>
        )}
      </td>
      <td>{formatUnitRent(unit, quoting)}</td>
      <td>
        <span data-free={isAvailableNow(unit, today) ? '' : undefined}>{unitStatusText(unit, today)}</span>
      </td>
      <td>
        {rooms ? (
          <a href={bookRoomPath(unit)} data-testid="book-room" aria-label={`Book ${unit.name}, ${unit.reference}, in ${town}`}>
            Book
          </a>
        ) : (
          <UnitViewingLink unit={unit} className="" />
        )}
      </td>
      <td>
        <ShortlistStar reference={unit.reference} name={unit.name} />
      </td>
    </tr>
  );
}
