import { LegalSections } from '@/components/sections/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { legalLastUpdated, termsOfService } from '@/content/legal';
import { legalPages } from '@/content/pages';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/terms-of-service');

export default function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Terms of service"
        headline={legalPages.terms.headline}
        intro={<p>{legalPages.terms.intro}</p>}
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Terms of service', path: '/terms-of-service' }]} />
      <LegalSections sections={termsOfService} lastUpdated={legalLastUpdated} />
    </>
  );
}
