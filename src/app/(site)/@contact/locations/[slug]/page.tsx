import { notFound } from 'next/navigation';
import { getCentres, getSiteSettings } from '@/content';
import { isCentreSlug } from '@/domain/centres';
import { SiteContact } from '../../../site-contact';
import { prerenderedParams } from '@/content/prerendered-params';

/* A centre page's contact section: its form has the centre chosen, with script on or off. */
export const dynamicParams = false;

export async function generateStaticParams() {
  return prerenderedParams(async () => (await getCentres()).map((centre) => ({ slug: centre.slug })));
}

export default async function CentreContact({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  return <SiteContact settings={await getSiteSettings()} centre={slug} />;
}
