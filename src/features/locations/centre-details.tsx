import { Fragment } from 'react';
import { getAmenity } from '@/domain/amenities';
import { getCentreFeature } from '@/domain/centre-features';
import type { Centre } from '@/domain/centre-directory';
import { getCentres, getListedUnits, getProducts, getVatQuoting } from '@/content';
import { vatNoteText } from '@/domain/prices';
import { cheapestMonthlyPence } from '@/domain/virtual-office/plans';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { listingCountsOf } from '@/domain/unit-availability';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { getWorkspaceType, type WorkspaceTypeSlug } from '@/domain/workspace-types';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { directionsLinks } from '@/lib/directions';
import { formatAddress, formatMiles, priceNoteMarkers, telHref } from '@/lib/format';
import { centreTypePriceText, centreUnitCountLine } from './centre-listing';
import { PriceNote } from '@/components/ui/price-note';
import { priceBasisOf } from '@/domain/products';
import { mapCentres, nearbyCentres } from './locations-data';
import { openingHoursRows } from './opening-hours';
import { LineIcon } from '@/components/ui/line-icon';
import { PlaceIcon } from './place-icon';
import { UkMap } from './uk-map';
import { UnitList } from './unit-list';
import { ShortlistCount } from '@/features/units/shortlist-count';
import { UnitFilterForm } from '@/features/units/unit-filter-form';
import { AlertCta } from '@/features/alerts/alert-cta';
import { ButtonLink } from '@/components/ui/button-link';
import { getDayPassCentre } from '@/content/day-passes';
import { dayPassPaths, dayPassPrice } from '@/domain/day-pass/day-pass';
import { priceSentence } from '@/features/day-pass/day-pass-views';

/*
 * The body of a centre page: the units listed there first, then where it is and when it is open,
 * what can be rented there with prices ("from £X here" from its own units where it has them), what
 * the building has, and the nearest other centres.
 */
export async function CentreDetails({ centre }: { centre: Centre }) {
  const [centres, products, allUnits, quoting, virtualOffices, dayPasses] = await Promise.all([
    getCentres(),
    getProducts(),
    getListedUnits(),
    getVatQuoting(),
    getVirtualOfficeOffer(),
    getDayPassCentre(centre.slug),
  ]);
  const today = todayIn(businessTimeZone);
  const units = allUnits.filter((unit) => unit.centre === centre.slug);
  const types = centre.offers.map(getWorkspaceType);
  // Virtual offices are plans, not units: listed here when a plan is priced at this centre.
  const virtualOfficePence = cheapestMonthlyPence(virtualOffices.plans, centre.slug);
  const isListedHere = (slug: WorkspaceTypeSlug) =>
    slug === 'virtual-offices'
      ? virtualOfficePence !== undefined
      : units.some((unit) => unit.workspaceType === slug);
  const listedTypes = types.filter((type) => isListedHere(type.slug));
  const otherTypes = types.filter((type) => !isListedHere(type.slug));
  const priceOf = (slug: WorkspaceTypeSlug) =>
    centreTypePriceText(centre, centres, allUnits, slug, today, quoting, virtualOfficePence);
  const { freeNow } = listingCountsOf(units, today);
  const hasAllHoursAccess = centre.amenityIds.includes(8);
  return (
    <>
      <section aria-labelledby="units" className="py-12 tablet:py-16">
        <div className="container-page space-y-6">
          <h2 id="units" className="text-3xl font-extrabold tablet:text-4xl">
            Available at {centre.town}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft" data-testid="unit-count">
            {centreUnitCountLine(units, centre.town, today)}
          </p>
          {units.length > 0 ? (
            <div className="flex flex-wrap items-end justify-between gap-4">
              <UnitFilterForm filters={{ centre: centre.slug }} />
              <ShortlistCount />
            </div>
          ) : null}
          {units.length > 0 ? (
            <UnitList units={units} products={products} town={centre.town} today={today} quoting={quoting} />
          ) : null}
          {units.length > 0 ? (
            // Rooms are paid per booking and desks per month: each basis listed gets its own terms.
            <PriceNote
              bases={units.map((unit) => priceBasisOf(unit.workspaceType))}
              vatNote={vatNoteText(quoting)}
              className="max-w-3xl"
            />
          ) : null}
          <AlertCta centre={centre.slug} nothingFree={freeNow === 0} />
        </div>
      </section>

      <section aria-labelledby="visit" className="border-t border-line py-12 tablet:py-16">
        <div className="container-page grid gap-10 desktop:grid-cols-[1fr_1.1fr]">
          <div className="space-y-8">
            <h2 id="visit" className="text-3xl font-extrabold tablet:text-4xl">
              Visit {centre.name}
            </h2>
            <div className="grid gap-8 tablet:grid-cols-2">
              <div className="space-y-2">
                <h3 className="text-lg font-bold">Address</h3>
                <address className="not-italic" data-testid="centre-address">
                  {formatAddress(centre.address)}
                </address>
                <p>
                  Reception:{' '}
                  <a className="link font-semibold" href={telHref(centre.phone.e164)}>
                    {centre.phone.display}
                  </a>
                </p>
                <h3 id="directions" className="pt-2 text-lg font-bold">
                  Directions
                </h3>
                {/* Plain links: nothing from either map service loads until one is chosen. */}
                <ul aria-labelledby="directions" className="flex flex-wrap gap-3" data-testid="directions">
                  {directionsLinks(formatAddress(centre.address)).map((link) => (
                    <li key={link.provider}>
                      <a
                        href={link.href}
                        rel="external noreferrer"
                        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-ink px-4 font-semibold hover:bg-ink hover:text-paper"
                        aria-label={`${link.provider}: directions to ${centre.name}`}
                      >
                        <LineIcon d="M12 2 3 21l9-5 9 5z" />
                        {link.provider}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="space-y-2">
                <h3 className="text-lg font-bold">Opening hours</h3>
                <table className="w-full text-left">
                  <caption className="sr-only">Reception opening hours</caption>
                  <tbody>
                    {openingHoursRows(centre.openingHours).map((row) => (
                      <tr key={row.days} className="border-b border-line last:border-0">
                        <th scope="row" className="py-1 pr-4 font-normal">
                          {row.days}
                        </th>
                        <td className="whitespace-nowrap py-1 font-semibold">{row.hours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {hasAllHoursAccess ? (
                  <p className="text-sm text-ink-soft">Tenants have access 24 hours a day, 7 days a week.</p>
                ) : null}
              </div>
              <div className="space-y-2">
                <h3 className="text-lg font-bold">Parking</h3>
                <p>{centre.parking}</p>
              </div>
              <div className="space-y-2">
                <h3 className="text-lg font-bold">Getting here</h3>
                <p>{centre.transport}</p>
              </div>
            </div>
          </div>
          {/* min-w-0: the map keeps a minimum width and scrolls in its own frame on narrow phones. */}
          <div className="min-w-0 space-y-4">
            <UkMap
              centres={mapCentres(centres)}
              highlight={centre.slug}
              title={`Map showing ${centre.name} and our other centres`}
            />
            {/* The map's pins, as a list with full-size targets: on a phone the pins of nearby
                towns are too close together to tap reliably (decision 0012). */}
            <details className="rounded-lg border border-line bg-white" data-testid="all-centres">
              <summary className="flex min-h-12 cursor-pointer items-center px-4 font-bold">
                All {centres.length} centres as a list
              </summary>
              <ul className="grid grid-cols-2 gap-x-4 px-4 pb-4 tablet:grid-cols-3">
                {centres.map((other) => (
                  <li key={other.slug}>
                    <a
                      href={`/locations/${other.slug}`}
                      aria-current={other.slug === centre.slug ? 'page' : undefined}
                      className="link flex min-h-11 items-center aria-[current=page]:font-bold"
                    >
                      {other.town}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </div>
        </div>
      </section>

      <section aria-labelledby="workspace-here" className="bg-paper-deep py-12 tablet:py-16">
        <div className="container-page space-y-6">
          <h2 id="workspace-here" className="text-3xl font-extrabold tablet:text-4xl">
            Workspace at {centre.town}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft" data-testid="types-listed-count">
            {listedTypes.length === 0
              ? `Nothing is listed in ${centre.town} just now.`
              : `${listedTypes.length === 1 ? 'One kind of space is' : `${listedTypes.length} kinds of space are`} listed in ${centre.town} now, with prices from the units above.`}
          </p>
          {listedTypes.length > 0 ? (
            <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3" data-testid="types-offered">
              {listedTypes.map((type) => (
                <li
                  key={type.slug}
                  className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5"
                  data-type={type.slug}
                >
                  <h3 className="text-xl font-bold">
                    <a className="hover:underline" href={`/workspaces/${type.slug}`}>
                      {type.label}
                    </a>
                  </h3>
                  <p className="font-semibold text-amber-text" data-testid="type-price">
                    {priceOf(type.slug)}
                    <span aria-hidden="true"> {priceNoteMarkers[priceBasisOf(type.slug)]}</span>
                  </p>
                  <GetInTouchLink
                    context={{ workspaceType: type.slug, centre: centre.slug, placement: 'centre-types' }}
                    variant="secondary"
                    className="mt-auto self-start"
                    aria-label={`Get in touch about ${type.label.toLowerCase()} in ${centre.town}`}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {dayPasses ? (
            <div className="max-w-3xl space-y-3 rounded-lg border border-line bg-white p-5" data-testid="day-pass-offer">
              <h3 className="text-xl font-bold">Coworking by the day</h3>
              <p>
                A hot desk for a day, with no account or membership:{' '}
                {priceSentence(dayPassPrice(dayPasses.settings, quoting.vatRatePercent, false))}, paid on arrival.
                {dayPasses.settings.freeTrialDay ? ' First visit? Your first day is free.' : ''}
              </p>
              <ButtonLink href={dayPassPaths.centre(centre.slug)} variant="secondary" data-testid="buy-day-pass">
                Buy a day pass
              </ButtonLink>
            </div>
          ) : null}
          {otherTypes.length > 0 ? (
            <p className="max-w-3xl text-ink-soft" data-testid="ask-about">
              Also offered here, with nothing listed just now:{' '}
              {/* Links inline in the sentence itself (WCAG 2.5.8's inline exception), not each in a span. */}
              {otherTypes.map((type, index) => (
                <Fragment key={type.slug}>
                  {index > 0 ? ', ' : ''}
                  <a className="link" href={`/workspaces/${type.slug}`} data-type={type.slug}>
                    {type.label.toLowerCase()}
                  </a>
                </Fragment>
              ))}
              .
            </p>
          ) : null}
          {otherTypes.length > 0 ? (
            <GetInTouchLink
              context={{ centre: centre.slug, placement: 'centre-ask-about' }}
              variant="secondary"
              aria-label={`Ask what is coming free in ${centre.town}`}
            >
              Ask what is coming free
            </GetInTouchLink>
          ) : null}
          {listedTypes.length > 0 ? (
            <PriceNote
              bases={listedTypes.map((type) => priceBasisOf(type.slug))}
              vatNote={vatNoteText(quoting)}
              className="max-w-3xl"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="on-site" className="py-12 tablet:py-16">
        <div className="container-page grid gap-10 desktop:grid-cols-[1fr_2fr]">
          <div className="space-y-4">
            <h2 id="on-site" className="text-3xl font-extrabold tablet:text-4xl">
              On site
            </h2>
            <h3 className="text-lg font-bold">Amenities</h3>
            <ul className="space-y-3">
              {centre.amenityIds.map(getAmenity).map((amenity) => (
                <li key={amenity.id} className="flex items-center gap-3">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-sky-soft text-sky">
                    <PlaceIcon name={amenity.icon} />
                  </span>
                  {amenity.text}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-4 desktop:pt-14">
            <h3 className="text-lg font-bold">Building features</h3>
            <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
              {centre.featureIds.map(getCentreFeature).map((feature) => (
                <li key={feature.id} className="flex items-center gap-3">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-paper-deep text-ink">
                    <PlaceIcon name={feature.icon} />
                  </span>
                  {feature.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="nearby" className="border-t border-line py-12 tablet:py-16">
        <div className="container-page space-y-6">
          <h2 id="nearby" className="text-3xl font-extrabold tablet:text-4xl">
            Nearby centres
          </h2>
          <ul className="grid gap-4 tablet:grid-cols-3">
            {nearbyCentres(centre, centres).map((nearby) => (
              <li key={nearby.slug}>
                <a
                  href={`/locations/${nearby.slug}`}
                  className="flex h-full flex-col rounded-lg border border-line bg-white p-5 hover:border-sky"
                >
                  <span className="text-lg font-bold">{nearby.name}</span>
                  <span className="text-ink-soft">{nearby.county}</span>
                  <span className="mt-2 text-sm font-semibold text-sky">
                    {formatMiles(nearby.miles)} away
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
