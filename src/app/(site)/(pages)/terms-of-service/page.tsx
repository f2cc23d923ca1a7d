import { LegalSections } from '@/components/sections/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { getLegalPagesCopy } from '@/content';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/terms-of-service');

export default async function TermsPage() {
  const legal = await getLegalPagesCopy();
  const page = legal.terms;
  return (
    <>
      <PageHero
        eyebrow="Terms of service"
        headline={page.headline}
        intro={<p>{page.intro}</p>}
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Terms of service', path: '/terms-of-service' }]} />
      <LegalSections sections={page.sections} lastUpdated={legal.lastUpdated} />
    </>
  );
}
