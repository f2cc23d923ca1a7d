import { priceLabel, type VatQuoting } from '@/domain/prices';
import Link from 'next/link';
import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import { unitPath } from '@/domain/routes';
import { formatUnitRent, isAvailableNow, unitStatusText, type Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import { rentPeriodOf } from '@/domain/unit-availability';
import { ShortlistStar } from '@/features/units/shortlist-star';
import { sizeText } from '@/features/units/unit-facts';

/*
 * The listed units as cards, for phones (under 640 px): rent, size and status on every card without
 * sideways scrolling, grouped by centre in <details> (open with script off too) so a list of 55
 * workshops reads as a list of towns first. The first group is open.
 */
export function ListedUnitCards({
  groups,
  rooms,
  today,
  quoting,
}: {
  groups: readonly { readonly town: string; readonly units: readonly Unit[] }[];
  rooms: boolean;
  today: string;
  quoting: VatQuoting;
}) {
  return (
    <div className="space-y-3 min-[640px]:hidden" data-testid="listed-unit-cards">
      {groups.map((group, index) => (
        <details
          key={group.town}
          open={index === 0 || groups.length === 1}
          className="rounded-2xl border border-line bg-white"
        >
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-2 font-bold">
            <span>{group.town}</span>
            <span className="text-sm font-semibold text-ink-muted">
              {group.units.length}{' '}
              {rooms
                ? group.units.length === 1
                  ? 'room'
                  : 'rooms'
                : group.units.length === 1
                  ? 'unit'
                  : 'units'}
              {/* A "from" price only compares like with like: one rent period in the group. */}
              {new Set(group.units.map((unit) => rentPeriodOf(unit.workspaceType))).size === 1
                ? ` · ${priceLabel(Math.min(...group.units.map((unit) => unit.rent)), group.units[0]!.workspaceType, quoting, { from: true })}`
                : ''}
            </span>
          </summary>
          <ul className="divide-y divide-line border-t border-line">
            {group.units.map((unit) => (
              <li key={unit.reference} data-unit={unit.reference} className="space-y-2 px-4 py-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    className="link inline-flex min-h-11 items-center font-bold"
                    href={unitPath(unit)}
                    prefetch={false}
                  >
                    {unit.name}
                    <span className="sr-only">, {unit.reference}</span>
                  </Link>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-bold ${isAvailableNow(unit, today) ? 'bg-sky-soft' : 'bg-paper-deep'}`}
                  >
                    {unitStatusText(unit, today)}
                  </span>
                </p>
                <p className="text-sm text-ink-muted">Ref. {unit.reference}</p>
                <p>
                  <span className="font-bold text-amber-text">{formatUnitRent(unit, quoting)}</span>
                  <span className="text-ink-soft">
                    {' '}
                    · {rooms ? `${unit.capacity} seats` : sizeText(unit)}
                  </span>
                </p>
                <div className="flex flex-wrap items-center gap-x-4">
                  {rooms && isBookableRoom(unit) ? (
                    <a
                      className="link inline-flex min-h-11 items-center font-semibold"
                      href={bookRoomPath(unit)}
                      data-testid="book-room"
                    >
                      Book
                      <span className="sr-only">
                        {' '}
                        {unit.name}, {unit.reference}, in {group.town}
                      </span>
                    </a>
                  ) : (
                    <Link
                      className="link inline-flex min-h-11 items-center font-semibold"
                      href={viewingPagePath(unit.centre, unit.reference)}
                      prefetch={false}
                    >
                      Book a viewing
                      <span className="sr-only">
                        {' '}
                        of {unit.name}, {unit.reference}
                      </span>
                    </Link>
                  )}
                  <ShortlistStar reference={unit.reference} name={unit.name} />
                </div>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
