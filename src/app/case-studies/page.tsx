import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/case-studies');

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        headline={[
          { text: 'Real businesses.', tone: 'base' },
          { text: 'Real results.', tone: 'accent' },
        ]}
        intro={
          <p>
            Bakers, mechanics, groomers, coders and trainers: how small businesses found the right space with
            us and what changed when they moved in.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Case studies', path: '/case-studies' }]} />
      <TextSection heading="Stories from our centres">
        <p>
          Each story below is about a business that came to us with a clear need: more room, better access,
          lower costs or simply a place of its own.
        </p>
      </TextSection>
    </>
  );
}
