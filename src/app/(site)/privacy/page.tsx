import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { LegalSections } from '@/components/sections/legal-sections';
import { SubHero } from '@/components/sections/sub-hero';
import { legalLastUpdated, privacyNotice } from '@/content/legal';
import { legalPages } from '@/content/pages';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Privacy notice"
        headline={legalPages.privacy.headline}
        intro={<p>{legalPages.privacy.intro}</p>}
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Privacy notice', path: '/privacy' }]} />
      <LegalSections sections={privacyNotice} lastUpdated={legalLastUpdated}>
        <p>
          Read our <Link href="/cookie-policy">cookie policy</Link>.
        </p>
      </LegalSections>
    </>
  );
}
