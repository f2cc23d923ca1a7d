import Link from 'next/link';
import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import { formatUnitRent, squareMetres, unitStatusText, type Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import type { VatQuoting } from '@/domain/prices';
import { unitPath } from '@/domain/routes';
import { ShortlistStar } from '@/features/units/shortlist-star';
import { ListedUnitCards } from './listed-unit-cards';

/*
 * Every listed unit of one workspace type, across centres, as one table a visitor can compare:
 * where, how big, what it costs, whether it is free. Rows link to the unit's own page, its centre
 * and booking a viewing of the unit; under 640 px the same units are cards grouped by centre. Meeting rooms are compared by seats and hourly price instead of
 * floor area, and each row has a plain Book link instead (no prefetch: the page stays prerendered).
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
  return (
    <>
      <ListedUnitCards groups={groups} rooms={rooms} today={today} quoting={quoting} />
      <div
        className="relative overflow-x-auto rounded-2xl border border-line bg-white max-[639px]:hidden"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full min-w-[36rem] text-left" data-testid="listed-units">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-paper text-sm text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Centre
              </th>
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
            {rows.map((unit) => (
              <tr key={unit.reference} data-unit={unit.reference} className="border-t border-line">
                <th scope="row" className="px-4 py-2 font-semibold">
                  <Link
                    className="link inline-flex min-h-11 items-center"
                    href={`/locations/${unit.centre}#units`}
                  >
                    {townOf(unit)}
                  </Link>
                </th>
                <td className="px-4 py-2">
                  <Link className="link font-semibold" href={unitPath(unit)} prefetch={false}>
                    {unit.name}
                  </Link>{' '}
                  <span className="text-sm text-ink-muted">({unit.reference})</span>
                </td>
                <td className="whitespace-nowrap px-4 py-2">
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
                <td className="whitespace-nowrap px-4 py-2 font-semibold text-amber-text">
                  {formatUnitRent(unit, quoting)}
                </td>
                <td className="whitespace-nowrap px-4 py-2">{unitStatusText(unit, today)}</td>
                <td className="whitespace-nowrap px-4 py-2">
                  {rooms ? (
                    <a
                      className="link inline-flex min-h-11 items-center font-semibold"
                      href={bookRoomPath(unit)}
                      data-testid="book-room"
                      aria-label={`Book ${unit.name}, ${unit.reference}, in ${townOf(unit)}`}
                    >
                      Book
                    </a>
                  ) : (
                    <Link
                      className="link inline-flex min-h-11 items-center font-semibold"
                      href={viewingPagePath(unit.centre, unit.reference)}
                      prefetch={false}
                      data-testid="book-viewing"
                    >
                      Book a viewing
                      <span className="sr-only">
                        {' '}
                        of {unit.name}, {unit.reference}
                      </span>
                    </Link>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-2">
                  <ShortlistStar reference={unit.reference} name={unit.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
