import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/careers');

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        headline={[
          { text: 'Help small businesses', tone: 'base' },
          { text: 'find their space.', tone: 'accent' },
        ]}
        intro={
          <p>
            We are a friendly team of centre managers, advisors and engineers who keep 29 business centres
            running well. Come and join us.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Careers', path: '/careers' }]} />
      <TextSection heading="Working at Northlight">
        <p>
          Our people look after the buildings, the customers and each other. We offer a fair salary, a pension
          with a 6% employer contribution, 27 days of holiday plus bank holidays, and training that leads
          somewhere.
        </p>
      </TextSection>
    </>
  );
}
