import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { TextSection } from '@/components/sections/text-section';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/cookie-policy');

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero
        eyebrow="Cookie policy"
        headline={[
          { text: 'Cookies,', tone: 'base' },
          { text: 'explained plainly.', tone: 'accent' },
        ]}
        intro={
          <p>
            This page lists every cookie the Northlight website can set, what it does and how long it lasts.
            Non-essential cookies are only set after you say yes.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Cookie policy', path: '/cookie-policy' }]} />
      <TextSection heading="The cookies we use">
        <p>
          We set a small number of essential cookies so the site and its enquiry form work safely. Analytics
          and advertising cookies are only set if you accept them in the cookie banner, and you can change
          your mind at any time.
        </p>
      </TextSection>
    </>
  );
}
