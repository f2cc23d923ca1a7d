import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { JsonLd } from '@/components/ui/json-ld';
import { getCentre, getCentres, getListedUnitsAt } from '@/content';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import { unitOffers } from '@/domain/unit-offers';
import { centreImage } from '@/domain/centre-directory';
import { centreDescription } from '@/domain/centre-description';
import { isCentreSlug } from '@/domain/centres';
import { site } from '@/domain/site';
import { serverEnv } from '@/env';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { CentreDetails } from '@/features/locations/centre-details';
import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { VirtualOfficePlansSection } from '@/features/virtual-office/plans-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';
import { heroPhotoSizes } from '@/features/photos/hero-photo-sizes';
import { isPhoto, PhotoFigure } from '@/features/photos/photo-figure';
import { PhotoGallery } from '@/features/photos/photo-gallery';
import { localBusinessJsonLd } from '@/lib/seo/json-ld';
import { prerenderedParams } from '@/content/prerendered-params';

export const dynamicParams = false;

/*
 * Prerendered, re-rendered on every publish, and at least hourly: what a unit's date decides
 * ("Available from 1 December" becoming "Available now", its order in the list, its structured
 * data) moves on by itself when the day comes, without anyone publishing.
 */
export const revalidate = 3600;

export async function generateStaticParams() {
  return prerenderedParams(async () => (await getCentres()).map((centre) => ({ slug: centre.slug })));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  return metadataFor(`/locations/${slug}`, { description: centreDescription(await getCentre(slug)) });
}

export default async function CentrePage({ params }: Props) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  const [centre, units, virtualOffices] = await Promise.all([
    getCentre(slug),
    getListedUnitsAt(slug),
    getVirtualOfficeOffer(),
  ]);
  const image = centreImage(centre);
  const path = `/locations/${centre.slug}`;
  return (
    <>
      <PageHero
        eyebrow={`${centre.county} · ${centre.outcode}`}
        headline={[
          { text: `${centre.name}.`, tone: 'base' },
          { text: centre.heroLine, tone: 'accent' },
        ]}
        intro={<p>{centre.summary}</p>}
        actions={
          <>
            <GetInTouchLink context={{ centre: centre.slug, placement: 'hero' }} />
            <ButtonLink
              href={viewingPagePath(centre.slug)}
              variant="ghost-light"
              data-testid="book-viewing"
            >
              Book a viewing
            </ButtonLink>
            {units.some((unit) => unit.workspaceType === 'meeting-rooms' && unit.rates) ? (
              <ButtonLink
                href={`/book/${centre.slug}`}
                variant="ghost-light"
                data-testid="book-online"
              >
                Book a room online
              </ButtonLink>
            ) : null}
          </>
        }
        illustration={
          isPhoto(image) ? (
            <PhotoFigure
              photo={image}
              width={640}
              height={360}
              sizes={heroPhotoSizes}
              priority
              tone="dark"
              className="aspect-video rounded-lg"
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a static SVG illustration needs no optimiser
            <img
              src={image.src}
              alt={image.alt}
              width={640}
              height={360}
              className="h-auto w-full rounded-lg"
            />
          )
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs
        trail={[
          { name: 'Locations', path: '/locations' },
          { name: centre.town, path },
        ]}
      />
      <CentreDetails centre={centre} />
      <PhotoGallery id="photos" heading={`${centre.name}: photos`} photos={centre.images.slice(1)} />
      {/* Plans are priced only at centres that offer virtual offices (getVirtualOfficeOffer). */}
      <VirtualOfficePlansSection
        plans={virtualOffices.plans}
        vatRatePercent={virtualOffices.vatRatePercent}
        centre={{ slug: centre.slug, town: centre.town }}
      />
      <JsonLd
        data={localBusinessJsonLd({
          siteUrl: serverEnv().SITE_URL,
          path,
          name: centre.name,
          description: centre.summary,
          telephone: centre.phone.e164,
          address: centre.address,
          geo: { lat: centre.lat, lng: centre.lng },
          openingHours: centre.openingHours,
          imagePath: image.src,
          parentName: site.legalName,
          offers: unitOffers(units),
        })}
      />
    </>
  );
}
