import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/operators');

export default function OperatorsPage() {
  return (
    <>
      <PageHero
        eyebrow="For operators"
        headline={[
          { text: 'Work with us.', tone: 'base' },
          { text: 'Fill your space faster.', tone: 'accent' },
        ]}
        intro={
          <p>
            Workspace operators can list space alongside ours, share qualified enquiries and use our booking
            and facilities platform.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'For operators', path: '/home/operators' }]} />
      <TextSection heading="Partnerships for operators">
        <p>
          Our advisors speak to thousands of small businesses each year. When we cannot house them ourselves,
          we would rather send them to a partner nearby than lose them.
        </p>
      </TextSection>
    </>
  );
}
