import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/why-northlight');

export default function WhyNorthlightPage() {
  return (
    <>
      <PageHero
        eyebrow="Why Northlight"
        headline={[
          { text: 'Simple terms.', tone: 'base' },
          { text: 'Space that grows with you.', tone: 'accent' },
        ]}
        intro={
          <p>
            One monthly price, short notice periods and a manager on site. We make renting business space as
            easy as it should be.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Why Northlight', path: '/why-northlight' }]} />
      <TextSection heading="What you get with every licence">
        <p>
          Business rates guidance, buildings insurance, maintenance of the shared areas, security and parking
          are all part of the deal. You add your own fit-out and your own ideas.
        </p>
      </TextSection>
    </>
  );
}
