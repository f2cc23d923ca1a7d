import { getListedUnits, getSiteSettings } from '@/content';
import { isCentreSlug } from '@/domain/centres';
import DefaultContact from '../../../../default';
import { SiteContact } from '../../../../../../site-contact';
import { prerenderedParams } from '@/content/prerendered-params';

/*
 * A unit page's contact section: its form has the unit's centre chosen and names the unit, so the
 * enquiry carries its reference with script on or off.
 */
export const revalidate = 3600;

export async function generateStaticParams() {
  return prerenderedParams(async () =>
    (await getListedUnits()).map((unit) => ({
      slug: unit.centre,
      reference: unit.reference.toLowerCase(),
    })),
  );
}

export default async function UnitContact({
  params,
}: {
  params: Promise<{ slug: string; reference: string }>;
}) {
  const { slug, reference } = await params;
  // The page answers 404 for a slug that is no centre; its contact section is the general one (a
  // notFound() here would reach past the site's layout and draw the 404 without header or footer).
  if (!isCentreSlug(slug)) return <DefaultContact />;
  const unit = (await getListedUnits()).find(
    (listed) => listed.centre === slug && listed.reference.toLowerCase() === reference.toLowerCase(),
  );
  return (
    <SiteContact
      settings={await getSiteSettings()}
      centre={slug}
      workspaceType={unit?.workspaceType}
      pageContext={
        unit
          ? { unit: unit.reference, centre: slug, workspaceType: unit.workspaceType, placement: 'unit-page' }
          : undefined
      }
    />
  );
}
