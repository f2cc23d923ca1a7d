import { unitAnchor } from '@/domain/alerts/alert-paths';
import { Illustration } from '@/components/ui/illustration';
import { Photo } from '@/components/ui/photo';
import type { Product } from '@/domain/products';
import { vatSuffixOf, type VatQuoting } from '@/domain/prices';
import {
  capacityNoun,
  formatUnitRent,
  isAvailableNow,
  squareMetres,
  unitStatusText,
  unitFactLabels,
  type Unit,
  type UnitFactKey,
} from '@/domain/units';
import { getWorkspaceType } from '@/domain/workspace-types';
import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import { buttonClasses } from '@/components/ui/button-link';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { formatPounds } from '@/lib/format';
import { unitPath } from '@/domain/routes';
import { ShortlistStar } from '@/features/units/shortlist-star';
import { UnitViewingLink } from '@/features/units/unit-viewing-link';
import { photoCaption } from '@/domain/photos';

/*
 * A centre's listed units as cards: what it is, how big, what it costs, whether it is free, and a
 * GET IN TOUCH that tells the form which unit. Server-rendered HTML only; photos go through the
 * optimiser and load lazily (this list sits below the hero).
 */

const numberFormatter = new Intl.NumberFormat('en-GB');

export function UnitList({
  units,
  products,
  town,
  today,
  quoting,
}: {
  units: readonly Unit[];
  products: readonly Product[];
  town: string;
  today: string;
  quoting: VatQuoting;
}) {
  return (
    <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3" data-testid="unit-list">
      {units.map((unit) => {
        const type = getWorkspaceType(unit.workspaceType);
        const product = products.find((candidate) => candidate.slug === unit.workspaceType);
        const photo = unit.photos[0];
        const free = isAvailableNow(unit, today);
        // Rooms are chosen by seats and hourly price; floor area means little for a meeting.
        const room = isBookableRoom(unit);
        const status = unitStatusText(unit, today);
        const facts = (Object.keys(unitFactLabels) as UnitFactKey[]).flatMap((key) =>
          unit.facts[key] ? [{ label: unitFactLabels[key], value: unit.facts[key] }] : [],
        );
        return (
          <li
            key={unit.reference}
            id={unitAnchor(unit.reference)}
            data-unit={unit.reference}
            className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
          >
            {photo?.width && photo.height ? (
              <Photo
                src={photo.src}
                alt={photo.alt}
                width={480}
                height={270}
                focalX={photo.focalX}
                focalY={photo.focalY}
                blurDataUrl={photo.blurDataUrl}
                sizes="(min-width: 1366px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-video h-auto w-full"
              />
            ) : product ? (
              <Illustration
                src={product.image}
                width={480}
                height={270}
                // On a phone the same drawing on every card only adds scrolling; photos stay.
                className="hidden aspect-video h-auto w-full bg-paper-deep object-contain p-4 tablet:block"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-4 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-xl font-bold">
                  <a className="link" href={unitPath(unit)}>
                    {unit.name}
                  </a>
                  <span className="block text-sm font-semibold text-ink-muted">
                    {type.shortLabel} · Ref. {unit.reference}
                  </span>
                </h3>
                <p
                  className={`rounded-full px-3 py-1 text-sm font-bold ${free ? 'bg-sky-soft text-ink' : 'bg-paper-deep text-ink'}`}
                >
                  {status}
                </p>
              </div>
              {photo && photoCaption(photo) ? (
                <p className="-mt-2 text-sm text-ink-muted">{photoCaption(photo)}</p>
              ) : null}
              {unit.summary ? <p className="text-ink-soft">{unit.summary}</p> : null}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {room ? null : (
                  <>
                    <dt className="text-ink-muted">Size</dt>
                    <dd className="font-semibold">
                      {numberFormatter.format(unit.sizeSqFt)} sq ft (
                      {numberFormatter.format(squareMetres(unit.sizeSqFt))} m²)
                    </dd>
                  </>
                )}
                {unit.capacity ? (
                  <>
                    <dt className="text-ink-muted">
                      {capacityNoun(unit.workspaceType) === 'desks' ? 'Desks' : 'Seats'}
                    </dt>
                    <dd className="font-semibold">
                      {unit.capacity} {capacityNoun(unit.workspaceType)}
                    </dd>
                  </>
                ) : null}
                <dt className="text-ink-muted">{room ? 'Price' : 'Rent'}</dt>
                <dd className="font-semibold text-amber-text">
                  {formatUnitRent(unit, quoting)}
                  {unit.rates ? (
                    <span className="block font-normal text-ink-soft">
                      {formatPounds(unit.rates.halfDay)} half day · {formatPounds(unit.rates.day)} day, both{' '}
                      {vatSuffixOf(unit.workspaceType, quoting)}
                    </span>
                  ) : null}
                </dd>
                {facts.map((fact) => (
                  <FactRow key={fact.label} label={fact.label} value={fact.value} />
                ))}
              </dl>
              <div className="mt-auto flex flex-wrap items-center gap-4 pt-2">
                {room ? (
                  <a
                    className={buttonClasses('primary')}
                    href={bookRoomPath(unit)}
                    data-testid="book-room"
                    aria-label={`Book ${unit.name}, ${unit.reference}, in ${town}`}
                  >
                    Book
                  </a>
                ) : null}
                <GetInTouchLink
                  context={{
                    centre: unit.centre,
                    workspaceType: unit.workspaceType,
                    unit: unit.reference,
                    placement: 'unit',
                  }}
                  aria-label={`Get in touch about ${unit.name}, ${unit.reference}, in ${town}`}
                />
                <UnitViewingLink unit={unit} />
                <ShortlistStar reference={unit.reference} name={unit.name} />
                {unit.floorPlan ? (
                  <a
                    className="link inline-flex min-h-11 items-center font-semibold"
                    href={unit.floorPlan.src}
                  >
                    Floor plan{unit.floorPlan.kind === 'pdf' ? ' (PDF)' : ''}
                    <span className="sr-only">
                      {' '}
                      of {unit.name}, {unit.reference}
                    </span>
                  </a>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
