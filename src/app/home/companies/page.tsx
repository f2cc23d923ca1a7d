import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/companies');

export default function CompaniesPage() {
  return (
    <>
      <PageHero
        eyebrow="For companies"
        headline={[
          { text: 'Room to grow,', tone: 'base' },
          { text: 'without the long lease.', tone: 'accent' },
        ]}
        intro={
          <p>
            Whether you are two people with a van or a team of forty, our units and offices flex with you on
            one licence and one monthly bill.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'For companies', path: '/home/companies' }]} />
      <TextSection heading="Space for growing companies">
        <p>
          Start in a small unit and move to a bigger one in the same centre without starting again. Add a
          meeting room for a day, or a virtual office in another town, when you need them.
        </p>
      </TextSection>
    </>
  );
}
