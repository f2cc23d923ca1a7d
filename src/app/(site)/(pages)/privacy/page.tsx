import { PageHero } from '@/components/sections/page-hero';
import { LegalSections } from '@/components/sections/legal-sections';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { getLegalPagesCopy } from '@/content';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/privacy');

export default async function PrivacyPage() {
  const legal = await getLegalPagesCopy();
  const page = legal.privacy;
  return (
    <>
      <PageHero
        eyebrow="Privacy notice"
        headline={page.headline}
        intro={<p>{page.intro}</p>}
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Privacy notice', path: '/privacy' }]} />
      <LegalSections sections={page.sections} lastUpdated={legal.lastUpdated}>
        <p>
          Read our <a href="/cookie-policy">cookie policy</a>.
        </p>
      </LegalSections>
    </>
  );
}
