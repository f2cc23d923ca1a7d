import type { VatQuoting } from '@/domain/prices';
import { Illustration } from '@/components/ui/illustration';
import { Photo } from '@/components/ui/photo';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses, ButtonLink } from '@/components/ui/button-link';
import type { Centre } from '@/domain/centre-directory';
import { bookRoomPath, isBookableRoom } from '@/domain/booking/booking-schema';
import type { MonthlyCost } from '@/domain/monthly-cost';
import type { Product } from '@/domain/products';
import { unitPath } from '@/domain/routes';
import { formatUnitRent, isAvailableNow, unitStatusText, type Unit } from '@/domain/units';
import { rentPeriodOf } from '@/domain/unit-availability';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import { licencePaths } from '@/domain/licence/flow-schema';
import { licenceSubjectOf, takeOnlineActionLabels } from '@/domain/licence/terms';
import { getWorkspaceType } from '@/domain/workspace-types';
import { markerAttributes } from '@/domain/analytics/ga4-events';
import { isAlertWorkspaceType } from '@/domain/alerts/alert-criteria';
import { AlertCta } from '@/features/alerts/alert-cta';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { MonthlyCostSection } from './monthly-cost-section';
import { comparePath } from './shortlist';
import { ShortlistCount } from './shortlist-count';
import { ShortlistStar } from './shortlist-star';
import { unitFacts } from './unit-facts';

/*
 * One unit's page: every fact its fields hold, the whole monthly cost, and the ways to act on it
 * (book a viewing, get in touch, book a room, shortlist). Server-rendered; the star is the only
 * script of its own.
 */
export function UnitPage({
  unit,
  centre,
  product,
  cost,
  today,
  quoting,
  takeOnline = false,
}: {
  unit: Unit;
  centre: Centre;
  product: Product | undefined;
  cost: MonthlyCost | undefined;
  today: string;
  quoting: VatQuoting;
  /** May be taken online (src/content/licences.ts): "Take this unit online" (or office, or a desk) beside the viewing. */
  takeOnline?: boolean;
}) {
  const type = getWorkspaceType(unit.workspaceType);
  const photo = unit.photos[0];
  const free = isAvailableNow(unit, today);
  return (
    <>
      <PageHero
        eyebrow={`${type.label} · ${centre.town} · Ref. ${unit.reference}`}
        headline={[
          { text: `${unit.name}, ${centre.town}.`, tone: 'base' },
          { text: free ? 'Available now.' : `${unitFactsStatus(unit, centre, today)}.`, tone: 'accent' },
        ]}
        intro={unit.summary ? <p>{unit.summary}</p> : <p>{formatUnitRent(unit, quoting)}.</p>}
        actions={<UnitActions unit={unit} town={centre.town} takeOnline={takeOnline} />}
        illustration={
          photo?.width && photo.height ? (
            <Photo
              src={photo.src}
              alt={photo.alt}
              width={640}
              height={360}
              focalX={photo.focalX}
              focalY={photo.focalY}
              sizes="(min-width: 1366px) 640px, (min-width: 768px) 448px, 100vw"
              priority
              className="aspect-video h-auto w-full rounded-lg"
            />
          ) : product ? (
            <Illustration
              src={product.image}
              width={640}
              height={480}
              alt={product.imageAlt}
              priority
              className="w-full rounded-2xl"
            />
          ) : undefined
        }
      />
      <PageBreadcrumbs
        trail={[
          { name: 'Locations', path: '/locations' },
          { name: centre.town, path: `/locations/${centre.slug}` },
          { name: `${unit.name} (${unit.reference})`, path: unitPath(unit) },
        ]}
      />
      <div className="container-page grid gap-10 py-12 desktop:grid-cols-[3fr_2fr] desktop:gap-16">
        <section aria-labelledby="facts-heading" className="space-y-5">
          <h2 id="facts-heading" className="text-2xl font-extrabold tablet:text-3xl">
            The facts
          </h2>
          <dl
            className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-2xl border border-line bg-white p-6 min-[480px]:grid-cols-[auto_1fr]"
            data-testid="unit-facts"
          >
            {unitFacts(unit, centre.town, today, quoting).map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-ink-muted min-[480px]:py-1">{fact.label}</dt>
                <dd className="pb-2 font-semibold min-[480px]:py-1">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {unit.floorPlan ? (
            <a className="link inline-flex min-h-11 items-center font-semibold" href={unit.floorPlan.src}>
              Floor plan{unit.floorPlan.kind === 'pdf' ? ' (PDF)' : ''}
            </a>
          ) : null}
          <p>
            <a
              className="link inline-flex min-h-11 items-center font-semibold"
              href={`/locations/${centre.slug}#units`}
            >
              All units at {centre.town}
            </a>
          </p>
        </section>
        <div className="space-y-6">
          {cost ? (
            <MonthlyCostSection
              cost={cost}
              rentText={formatUnitRent(unit, quoting)}
              weekly={rentPeriodOf(unit.workspaceType) === 'week'}
            />
          ) : null}
          {/* GA4's view_item, read from here once analytics is allowed; the star's add_to_wishlist too (decision 0046). */}
          <div
            className="flex flex-wrap items-center gap-4"
            data-testid="unit-shortlist"
            {...markerAttributes({
              ga4: 'view_item',
              ga4Id: unit.reference,
              ga4Type: unit.workspaceType,
              ga4Centre: unit.centre,
              ga4Pence: String(Math.round(unit.rent * 100)),
            })}
          >
            <ShortlistStar reference={unit.reference} name={unit.name} />
            <ShortlistCount />
            <a
              className="link inline-flex min-h-11 items-center font-semibold"
              href={comparePath([unit.reference])}
            >
              Compare this unit
            </a>
          </div>
          {free || !isAlertWorkspaceType(unit.workspaceType) ? null : (
            <AlertCta type={unit.workspaceType} centre={unit.centre} notFreeYet />
          )}
        </div>
      </div>
    </>
  );
}

const unitFactsStatus = (unit: Unit, _centre: Centre, today: string) => unitStatusText(unit, today);

function UnitActions({ unit, town, takeOnline }: { unit: Unit; town: string; takeOnline: boolean }) {
  const takeOnlineLabel = takeOnlineActionLabels[licenceSubjectOf(unit.workspaceType)];
  return (
    <>
      {takeOnline ? (
        <a
          className={buttonClasses('primary')}
          href={`${licencePaths.start}?unit=${unit.reference}`}
          data-testid="take-online"
          aria-label={`${takeOnlineLabel}: ${unit.name}, ${unit.reference}`}
        >
          {takeOnlineLabel}
        </a>
      ) : null}
      {isBookableRoom(unit) ? (
        <a className={buttonClasses('primary')} href={bookRoomPath(unit)} data-testid="book-room">
          Book this room
        </a>
      ) : null}
      <GetInTouchLink
        context={{
          centre: unit.centre,
          workspaceType: unit.workspaceType,
          unit: unit.reference,
          placement: 'unit-page',
        }}
        aria-label={`Get in touch about ${unit.name}, ${unit.reference}, in ${town}`}
      />
      <ButtonLink
        href={viewingPagePath(unit.centre, unit.reference)}
        variant="ghost-light"
        data-testid="book-viewing"
      >
        Book a viewing
      </ButtonLink>
    </>
  );
}
