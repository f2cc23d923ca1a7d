import {
  getCaseStudies,
  getHomePageCopy,
  getHomePageSections,
  getOperatorFacts,
  getOperatorFactsCopy,
  getProductsInFamily,
  getReviews,
  getSiteSettings,
} from '@/content';
import { ButtonLink } from '@/components/ui/button-link';
import { Illustration } from '@/components/ui/illustration';
import { JsonLd } from '@/components/ui/json-ld';
import { BenefitsSection } from '@/components/sections/benefits-section';
import { CaseStudyTeasers } from '@/components/sections/case-study-teasers';
import { PageHero } from '@/components/sections/page-hero';
import { ProductGrid } from '@/components/sections/product-grid';
import { OperatorFactsSection } from '@/components/sections/operator-facts-section';
import { ReviewsSection } from '@/components/sections/reviews-section';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { illustrativeStoriesNote } from '@/domain/case-studies';
import { vatNoteText } from '@/domain/prices';
import { site } from '@/domain/site';
import { familyLabels, workspaceTypes } from '@/domain/workspace-types';
import { serverEnv } from '@/env';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { getHomeHeroPhoto } from '@/content/photos';
import { heroPhotoSizes } from '@/features/photos/hero-photo-sizes';
import { isPhoto, PhotoFigure } from '@/features/photos/photo-figure';

const typeLabels = Object.fromEntries(workspaceTypes.map((type) => [type.slug, type.label]));

/** The home page body, shared by the prerendered `/` and the per-request `/home`. */
export async function HomePage() {
  const [
    settings,
    businessUnits,
    servicedWorkspace,
    copy,
    { heroImage, benefits, reviews },
    operatorFactsCopy,
    featuredReviews,
    caseStudies,
    facts,
    heroPhoto,
  ] = await Promise.all([
    getSiteSettings(),
    getProductsInFamily('business-units'),
    getProductsInFamily('serviced-workspace'),
    getHomePageCopy(),
    getHomePageSections(),
    getOperatorFactsCopy(),
    getReviews(),
    getCaseStudies(),
    getOperatorFacts(),
    getHomeHeroPhoto(),
  ]);
  const reviewed = new Set(featuredReviews.map((review) => review.caseStudySlug));
  const teasers = caseStudies.filter((study) => !reviewed.has(study.slug)).slice(0, 3);
  return (
    <>
      <PageHero
        headline={copy.headline}
        intro={<p>{copy.intro}</p>}
        actions={
          <>
            <ButtonLink href="/workspaces">Define your space</ButtonLink>
            <ButtonLink href="/locations" variant="ghost-light">
              Find a centre
            </ButtonLink>
          </>
        }
        illustration={
          isPhoto(heroPhoto) ? (
            <PhotoFigure
              photo={heroPhoto}
              width={720}
              height={540}
              sizes={heroPhotoSizes}
              priority
              tone="dark"
              className="aspect-[4/3] rounded-2xl"
            />
          ) : (
            <Illustration
              src={heroImage.src}
              width={heroImage.width}
              height={heroImage.height}
              priority
              className="w-full"
            />
          )
        }
      />
      <AdvisorSubHero />
      <ProductGrid
        id="family-business-units"
        heading={familyLabels['business-units']}
        intro={<p>{copy.familyIntros['business-units']}</p>}
        products={businessUnits}
        vatNote={vatNoteText(settings)}
      />
      <ProductGrid
        id="family-serviced-workspace"
        heading={familyLabels['serviced-workspace']}
        intro={<p>{copy.familyIntros['serviced-workspace']}</p>}
        products={servicedWorkspace}
        tone="deep"
        vatNote={vatNoteText(settings)}
      />
      <BenefitsSection headline={benefits.headline} items={benefits.items} images={benefits.images} />
      {/* Real customers' words when there are some; otherwise facts anyone can check. */}
      {featuredReviews.length > 0 ? (
        <ReviewsSection
          heading={reviews.heading}
          image={reviews.image}
          items={featuredReviews.map((review) => ({
            text: review.text,
            attribution: review.attribution,
            href: `/case-studies#${review.caseStudySlug}`,
            incentive: review.incentive,
          }))}
        />
      ) : (
        <OperatorFactsSection
          heading={operatorFactsCopy.heading}
          intro={operatorFactsCopy.intro}
          image={reviews.image}
          facts={facts}
        />
      )}
      <CaseStudyTeasers
        heading={copy.caseStudiesHeading}
        intro={illustrativeStoriesNote(teasers) ? <p>{illustrativeStoriesNote(teasers)}</p> : undefined}
        studies={teasers}
        typeLabels={typeLabels}
      />
      <JsonLd
        data={organizationJsonLd({
          siteUrl: serverEnv().SITE_URL,
          name: site.brand,
          legalName: site.legalName,
          telephone: settings.advisorPhone.e164,
          email: settings.salesEmail,
          logoPath: '/icon.svg',
        })}
      />
    </>
  );
}
