import { CookieTable } from '@/components/sections/cookie-table';
import { LegalSections } from '@/components/sections/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { cookies } from '@/domain/legal';
import { getLegalPagesCopy } from '@/content';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/cookie-policy');

export default async function CookiePolicyPage() {
  const legal = await getLegalPagesCopy();
  const page = legal.cookies;
  return (
    <>
      <PageHero
        eyebrow="Cookie policy"
        headline={page.headline}
        intro={<p>{page.intro}</p>}
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Cookie policy', path: '/cookie-policy' }]} />
      <LegalSections sections={page.sections} lastUpdated={legal.lastUpdated}>
        <CookieTable cookies={cookies} />
      </LegalSections>
    </>
  );
}
