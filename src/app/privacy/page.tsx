import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Privacy notice"
        headline={[
          { text: 'Your details,', tone: 'base' },
          { text: 'handled with care.', tone: 'accent' },
        ]}
        intro={
          <p>
            This notice explains what we do with the details you send us through this website, why, for how
            long, who receives them and the rights you have under UK GDPR.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Privacy notice', path: '/privacy' }]} />
      <TextSection heading="Who we are">
        <p>
          Northlight Business Centres Ltd is the controller of the personal data you send through this
          website. You can contact us about privacy at privacy@northlight.example.
        </p>
      </TextSection>
    </>
  );
}
