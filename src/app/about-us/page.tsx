import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/about-us');

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        headline={[
          { text: 'Space for small businesses.', tone: 'base' },
          { text: 'Run by people who know them.', tone: 'accent' },
        ]}
        intro={
          <p>
            Northlight runs business centres in 29 towns across southern England and the Welsh borders:
            workshops, storage, studios and serviced offices, let on terms a small business can live with.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'About us', path: '/about-us' }]} />
      <TextSection heading="What we do">
        <p>
          We buy, convert and run multi-let business buildings, then let them in small pieces: a 200 sq ft
          lock-up, a 1,500 sq ft workshop, a two-desk office, a meeting room for an afternoon.
        </p>
        <p>
          Every centre has a manager on site, and every licence is simple: one monthly price, short notice,
          room to move up or down as the business changes.
        </p>
      </TextSection>
    </>
  );
}
