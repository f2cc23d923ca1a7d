import {
  getCaseStudies,
  getHomePageCopy,
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
import { ReviewsSection } from '@/components/sections/reviews-section';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { benefits, reviews } from '@/domain/company';
import { homeContent } from '@/domain/home';
import { site } from '@/domain/site';
import { familyLabels, workspaceTypes } from '@/domain/workspace-types';
import { serverEnv } from '@/env';
import { organizationJsonLd } from '@/lib/seo/json-ld';

const typeLabels = Object.fromEntries(workspaceTypes.map((type) => [type.slug, type.label]));

/** The home page body, shared by the prerendered `/` and the per-request `/home`. */
export async function HomePage() {
  const [settings, businessUnits, servicedWorkspace, copy, featuredReviews, caseStudies] = await Promise.all([
    getSiteSettings(),
    getProductsInFamily('business-units'),
    getProductsInFamily('serviced-workspace'),
    getHomePageCopy(),
    getReviews(),
    getCaseStudies(),
  ]);
  const reviewed = new Set(featuredReviews.map((review) => review.caseStudySlug));
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
          <Illustration
            src={homeContent.heroImage.src}
            width={homeContent.heroImage.width}
            height={homeContent.heroImage.height}
            priority
            className="w-full"
          />
        }
      />
      <AdvisorSubHero />
      <ProductGrid
        id="family-business-units"
        heading={familyLabels['business-units']}
        intro={<p>{copy.familyIntros['business-units']}</p>}
        products={businessUnits}
      />
      <ProductGrid
        id="family-serviced-workspace"
        heading={familyLabels['serviced-workspace']}
        intro={<p>{copy.familyIntros['serviced-workspace']}</p>}
        products={servicedWorkspace}
        tone="deep"
      />
      <BenefitsSection headline={benefits.headline} items={benefits.items} images={benefits.images} />
      <ReviewsSection
        heading={reviews.heading}
        image={reviews.image}
        items={featuredReviews.map((review) => ({
          text: review.text,
          attribution: review.attribution,
          href: `/case-studies#${review.caseStudySlug}`,
        }))}
      />
      <CaseStudyTeasers
        heading={copy.caseStudiesHeading}
        studies={caseStudies.filter((study) => !reviewed.has(study.slug)).slice(0, 3)}
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
