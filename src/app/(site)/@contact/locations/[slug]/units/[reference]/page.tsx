import { notFound } from 'next/navigation';
import { getListedUnits, getSiteSettings } from '@/content';
import { isCentreSlug } from '@/domain/centres';
import { SiteContact } from '../../../../../site-contact';

/* A unit page's contact section: its form has the unit's centre chosen, with script on or off. */
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getListedUnits()).map((unit) => ({ slug: unit.centre, reference: unit.reference.toLowerCase() }));
}

export default async function UnitContact({ params }: { params: Promise<{ slug: string; reference: string }> }) {
  const { slug } = await params;
  if (!isCentreSlug(slug)) notFound();
  return <SiteContact settings={await getSiteSettings()} centre={slug} />;
}
