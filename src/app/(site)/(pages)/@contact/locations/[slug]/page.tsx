import { getCentres, getSiteSettings } from '@/content';
import { isCentreSlug } from '@/domain/centres';
import DefaultContact from '../../default';
import { SiteContact } from '../../../../site-contact';
import { prerenderedParams } from '@/content/prerendered-params';

/* A centre page's contact section: its form has the centre chosen, with script on or off. */
export const dynamicParams = false;

export async function generateStaticParams() {
  return prerenderedParams(async () => (await getCentres()).map((centre) => ({ slug: centre.slug })));
}

export default async function CentreContact({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  // The page answers 404 for a slug that is no centre; see the unit page's contact section.
  if (!isCentreSlug(slug)) return <DefaultContact />;
  return <SiteContact settings={await getSiteSettings()} centre={slug} />;
}
