import { CookieTable } from '@/components/sections/cookie-table';
import { LegalSections } from '@/components/sections/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { cookiePolicy, cookies, legalLastUpdated } from '@/content/legal';
import { legalPages } from '@/content/pages';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/cookie-policy');

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero
        eyebrow="Cookie policy"
        headline={legalPages.cookies.headline}
        intro={<p>{legalPages.cookies.intro}</p>}
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Cookie policy', path: '/cookie-policy' }]} />
      <LegalSections sections={cookiePolicy} lastUpdated={legalLastUpdated}>
        <CookieTable cookies={cookies} />
      </LegalSections>
    </>
  );
}
