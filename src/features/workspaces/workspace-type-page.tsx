import { getDayPassCentres } from '@/content/day-passes';
import { dayPassPaths } from '@/domain/day-pass/day-pass';
import { Illustration } from '@/components/ui/illustration';
import { JsonLd } from '@/components/ui/json-ld';
import { PriceNote } from '@/components/ui/price-note';
import { PriceTag } from '@/components/ui/price-tag';
import { SectionHeading } from '@/components/ui/section-heading';
import { CentreList } from '@/components/sections/centre-list';
import { FactsList } from '@/components/sections/facts-list';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureList } from '@/components/sections/feature-list';
import { PageHero } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { ProductCard } from '@/components/sections/product-card';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import {
  getCentresOffering,
  getListedUnits,
  getProductsInFamily,
  getSiteSettings,
  getVatQuoting,
} from '@/content';
import { availabilityOf, unitWorkspaceTypes, type UnitWorkspaceType } from '@/domain/units';
import { serviceOfferPrice, vatNoteText } from '@/domain/prices';
import { businessUnitFactLabels, priceBasisOf, useClassNote, type Product } from '@/domain/products';
import { site } from '@/domain/site';
import { familyLabels } from '@/domain/workspace-types';
import { serverEnv } from '@/env';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { type PriceBasis } from '@/lib/format';
import { ListedUnitsTable } from './listed-units-table';
import { centreListNotes, listedNounOf } from './listing-notes';
import { rentPeriodOf } from '@/domain/unit-availability';
import { ShortlistCount } from '@/features/units/shortlist-count';
import { UnitFilterForm } from '@/features/units/unit-filter-form';

const isUnitType = (slug: string): slug is UnitWorkspaceType =>
  (unitWorkspaceTypes as readonly string[]).includes(slug);
import { AlertCta } from '@/features/alerts/alert-cta';
import { isAlertWorkspaceType } from '@/domain/alerts/alert-criteria';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { typeTakesOnline } from '@/content/licences';
import { licenceSubjectOf, type LicenceSubject } from '@/domain/licence/terms';
import { orderPaths } from '@/domain/virtual-office/order-schema';
import { VirtualOfficePlansSection } from '@/features/virtual-office/plans-section';
import { heroPhotoSizes } from '@/features/photos/hero-photo-sizes';
import { isPhoto, PhotoFigure } from '@/features/photos/photo-figure';
import { PhotoGallery } from '@/features/photos/photo-gallery';

/** What to do next, beside the price: a rent is quoted, a room is booked, a desk starts with a day. */
const nextStep: Record<PriceBasis, string> = {
  contract: `Tell us the size, town and start date you have in mind and an advisor will send availability and an exact quote ${site.replyTime}.`,
  booking: `Book online to see each room’s free times and price, or tell us the date, time and number of people and an advisor will find you a room ${site.replyTime}.`,
  membership: `Tell us the town and when you would like to start, and an advisor will confirm a desk and arrange a free day pass ${site.replyTime}.`,
};

/** Where the type's free spaces can be taken online (its CMS setting), the page says so first. */
const takeOnlineStep: Partial<Record<PriceBasis, (subject: LicenceSubject) => string>> = {
  contract: (subject) =>
    `Take a free ${subject} online from its page, or tell us the size, town and start date you want and an advisor will send availability and a quote ${site.replyTime}.`,
  membership: () =>
    `Take a desk online from a coworking floor’s page, month to month, or tell us the town and start date and an advisor will confirm a desk and arrange a free day pass ${site.replyTime}.`,
};

/*
 * Where day passes are on sale, a desk is tried by buying one (or the centre's free first day),
 * not by an advisor arranging a free day: the page must not offer both.
 */
const membershipWithDayPasses = (takesOnline: boolean) =>
  `Try a desk for a day first: buy a day pass online (some centres offer a free first day). To join, ${
    takesOnline ? 'take a desk online from a coworking floor’s page, month to month, or ' : ''
  }tell us the town and start date and an advisor will confirm a desk ${site.replyTime}.`;

/** An address has no size: what a virtual office needs is the town. */
const virtualOfficeNextStep = `Order online: choose a plan and a centre and see the monthly price with VAT. Or tell us the town you would like your address in and an advisor will send the agreement ${site.replyTime}.`;

/** The page of one workspace type: hero, details with price, facts, features, centres and FAQ. */
export async function WorkspaceTypePage({ product }: { product: Product }) {
  const [settings, centres, units, quoting, takesOnline] = await Promise.all([
    getSiteSettings(),
    getCentresOffering(product.slug),
    getListedUnits(),
    getVatQuoting(),
    typeTakesOnline(product.slug),
  ]);
  const onlineStep = takesOnline ? takeOnlineStep[priceBasisOf(product.slug)] : undefined;
  const today = todayIn(businessTimeZone);
  const listed = availabilityOf(units, product.slug);
  const notes = centreListNotes(units, product.slug, today, quoting);
  const facts = product.facts
    ? (Object.keys(businessUnitFactLabels) as (keyof typeof businessUnitFactLabels)[]).map((key) => ({
        label: businessUnitFactLabels[key],
        value: product.facts![key],
      }))
    : undefined;
  const related = (await getProductsInFamily(product.family))
    .filter((other) => other.slug !== product.slug)
    .slice(0, 3);
  // The spec's label is singular for one type ("Virtual office"); sentences want the plural.
  const label = product.slug === 'virtual-offices' ? 'virtual offices' : product.label.toLowerCase();
  const virtualOffices = product.slug === 'virtual-offices' ? await getVirtualOfficeOffer() : undefined;
  const canOrder = (virtualOffices?.plans.length ?? 0) > 0;
  const sellsDayPasses = product.slug === 'coworking-spaces' && (await getDayPassCentres()).length > 0;
  const [heroPhoto, ...galleryPhotos] = product.photos ?? [];

  return (
    <>
      <PageHero
        eyebrow={`${familyLabels[product.family]} · ${product.label}`}
        headline={product.headline}
        intro={<p>{product.description}</p>}
        actions={
          <>
            <GetInTouchLink context={{ workspaceType: product.slug, placement: 'hero' }}>
              {product.buttonText}
            </GetInTouchLink>
            {product.slug === 'meeting-rooms' ? (
              <ButtonLink href="/book" variant="ghost-light" data-testid="book-online">
                Book a room online
              </ButtonLink>
            ) : null}
            {sellsDayPasses ? (
              <ButtonLink href={dayPassPaths.start} variant="ghost-light" data-testid="buy-day-pass">
                Buy a day pass
              </ButtonLink>
            ) : null}
            {canOrder ? (
              <ButtonLink
                href={orderPaths.start}
                variant="ghost-light"
                data-testid="buy-online"
              >
                Buy a virtual office online
              </ButtonLink>
            ) : null}
          </>
        }
        illustration={
          isPhoto(heroPhoto) ? (
            <PhotoFigure
              photo={heroPhoto}
              width={640}
              height={480}
              sizes={heroPhotoSizes}
              priority
              tone="dark"
              className="aspect-[4/3] rounded-2xl"
            />
          ) : (
            <Illustration
              src={product.image}
              width={640}
              height={480}
              alt={product.imageAlt}
              priority
              className="w-full rounded-2xl"
            />
          )
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs
        trail={[
          { name: 'Workspaces', path: '/workspaces' },
          { name: product.label, path: product.url },
        ]}
      />

      <section aria-labelledby="details-heading" className="py-16 tablet:py-20">
        <div className="container-page grid gap-10 desktop:grid-cols-[3fr_2fr] desktop:gap-16">
          <div className="space-y-5">
            <h2 id="details-heading" className="text-3xl font-extrabold tablet:text-4xl">
              {product.detailTitle}
            </h2>
            {product.detailParagraphs.map((paragraph) => (
              <p key={paragraph} className="max-w-2xl text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <aside
            aria-labelledby="price-heading"
            className="h-fit space-y-4 rounded-2xl border-2 border-amber bg-white p-6 shadow-sm tablet:p-8"
          >
            <h2 id="price-heading" className="text-sm font-bold uppercase tracking-widest text-ink-muted">
              Price
            </h2>
            <PriceTag price={product.shownPrice} basis={priceBasisOf(product.slug)} size="lg" />
            <PriceNote bases={[priceBasisOf(product.slug)]} vatNote={vatNoteText(quoting)} />
            <p className="text-ink-soft">
              {product.slug === 'virtual-offices'
                ? virtualOfficeNextStep
                : sellsDayPasses
                  ? membershipWithDayPasses(takesOnline)
                  : onlineStep
                    ? onlineStep(licenceSubjectOf(product.slug))
                    : nextStep[priceBasisOf(product.slug)]}
            </p>
            <GetInTouchLink context={{ workspaceType: product.slug, placement: 'price' }} className="w-full">
              {product.buttonText}
            </GetInTouchLink>
            {priceBasisOf(product.slug) === 'booking' ? (
              <ButtonLink href="/book" variant="secondary" className="w-full">
                Book a room online
              </ButtonLink>
            ) : null}
            {canOrder ? (
              <ButtonLink href={orderPaths.start} variant="secondary" className="w-full">
                Buy a virtual office online
              </ButtonLink>
            ) : null}
          </aside>
        </div>
      </section>
      <PhotoGallery id="photos" heading={`${product.label}: photos`} photos={galleryPhotos} tone="deep" />
      {virtualOffices && canOrder ? (
        <VirtualOfficePlansSection
          plans={virtualOffices.plans}
          vatRatePercent={virtualOffices.vatRatePercent}
        />
      ) : null}

      {facts ? (
        <section aria-labelledby="facts-heading" className="bg-paper-deep py-16 tablet:py-20">
          <div className="container-page space-y-8">
            <SectionHeading
              id="facts-heading"
              eyebrow="At a glance"
              intro={<p>The details tenants ask about first.</p>}
            >
              {product.label}: the facts
            </SectionHeading>
            <FactsList facts={facts} label={`Facts about ${label}`} />
            <p className="max-w-3xl text-sm text-ink-muted">{useClassNote}</p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="features-heading" className="py-16 tablet:py-20">
        <div className="container-page space-y-8">
          <SectionHeading id="features-heading" eyebrow="Included">
            What you get
          </SectionHeading>
          <FeatureList features={product.features} />
        </div>
      </section>

      <section aria-labelledby="centres-heading" className="bg-paper-deep py-16 tablet:py-20">
        <div className="container-page space-y-8">
          <SectionHeading
            id="centres-heading"
            eyebrow="Locations"
            intro={
              <p data-testid="units-listed">
                {centres.length} of our centres offer {label}.{' '}
                {listed.count > 0
                  ? `${listed.count} ${listed.count === 1 ? `${listedNounOf(product.slug).one} is` : `${listedNounOf(product.slug).many} are`} listed now${listed.underOffer > 0 ? ` (${listed.underOffer} under offer)` : ''}, at ${listed.centres.length} of them: choose a centre to see sizes and rents.`
                  : 'Choose one to see its address, opening hours and parking, and ask us what is coming free.'}
              </p>
            }
          >
            Where to find {label}
          </SectionHeading>
          <CentreList centres={centres} notes={notes} />
          {listed.count > 0 && isUnitType(product.slug) && rentPeriodOf(product.slug) !== 'hour' ? (
            <UnitFilterForm filters={{ type: product.slug }} />
          ) : null}
          {listed.count > 0 ? <ShortlistCount /> : null}
          {listed.count > 0 ? (
            <ListedUnitsTable
              units={units.filter((unit) => unit.workspaceType === product.slug)}
              townOf={(unit) => centres.find((centre) => centre.slug === unit.centre)?.town ?? unit.centre}
              caption={`${product.label} listed now, by centre`}
              today={today}
              quoting={quoting}
            />
          ) : null}
          {isAlertWorkspaceType(product.slug) ? <AlertCta type={product.slug} nothingFree={listed.count === 0} /> : null}
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="py-16 tablet:py-20">
        <div className="container-page grid gap-10 desktop:grid-cols-[2fr_3fr]">
          <SectionHeading
            id="faq-heading"
            eyebrow="Questions"
            intro={
              <p>
                Something else? Call {settings.advisorPhone.display} or send us a message and an advisor will
                answer.
              </p>
            }
          >
            Questions about {label}
          </SectionHeading>
          <FaqList faqs={product.faqs} />
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line py-16 tablet:py-20">
          <div className="container-page space-y-8">
            <SectionHeading id="related-heading">
              More {familyLabels[product.family].toLowerCase()}
            </SectionHeading>
            <ul className="grid gap-6 tablet:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <ProductCard product={other} />
                </li>
              ))}
            </ul>
            {related.some((other) => other.shownPrice.parts) ? (
              <PriceNote
                bases={related
                  .filter((other) => other.shownPrice.parts)
                  .map((other) => priceBasisOf(other.slug))}
                vatNote={vatNoteText(quoting)}
              />
            ) : null}
          </div>
        </section>
      ) : null}

      <JsonLd
        data={serviceJsonLd({
          siteUrl: serverEnv().SITE_URL,
          path: product.url,
          name: product.title,
          description: product.metaDescription,
          serviceType: familyLabels[product.family],
          providerName: site.brand,
          image: product.image,
          areaServed: centres.map((centre) => centre.town),
          price: serviceOfferPrice(product.price, quoting),
        })}
      />
    </>
  );
}
