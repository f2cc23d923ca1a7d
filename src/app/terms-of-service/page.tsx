import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/terms-of-service');

export default function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Terms of service"
        headline={[
          { text: 'The terms', tone: 'base' },
          { text: 'for using this website.', tone: 'accent' },
        ]}
        intro={
          <p>
            These terms cover your use of the Northlight website. The licence for any space you take with us
            is a separate agreement that you will see before you sign.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Terms of service', path: '/terms-of-service' }]} />
      <TextSection heading="Using this website">
        <p>
          You may use this website to find out about our workspace and to contact us. Please do not try to
          disrupt it, probe it for weaknesses or send us anything unlawful through it.
        </p>
      </TextSection>
    </>
  );
}
