import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/owners');

export default function OwnersPage() {
  return (
    <>
      <PageHero
        eyebrow="For property owners"
        headline={[
          { text: 'Your building.', tone: 'base' },
          { text: 'Our tenants.', tone: 'accent' },
        ]}
        intro={
          <p>
            We take on empty or tired business buildings, convert them into well-run multi-let centres and
            fill them with small businesses.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'For property owners', path: '/home/owners' }]} />
      <TextSection heading="What we do for owners">
        <p>
          We manage the conversion, the letting, the collection of rent and the day-to-day running of the
          building, and report income and occupancy to you every month.
        </p>
      </TextSection>
    </>
  );
}
