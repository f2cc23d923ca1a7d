import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { centreTowns, getCentreTown, isCentreSlug } from '@/content/centres';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return centreTowns.map((centre) => ({ slug: centre.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  return metadataFor(`/locations/${slug}`);
}

export default async function CentrePage({ params }: Props) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  const centre = getCentreTown(slug);
  return (
    <>
      <PageHero
        eyebrow={`${centre.county} · ${centre.outcode}`}
        headline={[
          { text: `Northlight ${centre.town}.`, tone: 'base' },
          { text: 'Space to work, close to home.', tone: 'accent' },
        ]}
        intro={
          <p>
            Business units and serviced workspace in {centre.town}, {centre.county}, on flexible terms with a
            manager on site.
          </p>
        }
        actions={<ButtonLink href="#contact">Get in touch</ButtonLink>}
      />
      <SubHero />
      <PageBreadcrumbs
        trail={[
          { name: 'Locations', path: '/locations' },
          { name: centre.town, path: `/locations/${centre.slug}` },
        ]}
      />
    </>
  );
}
