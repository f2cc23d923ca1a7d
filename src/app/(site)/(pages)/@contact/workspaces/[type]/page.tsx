import { getProducts, getSiteSettings } from '@/content';
import { isWorkspaceTypeSlug } from '@/domain/workspace-types';
import DefaultContact from '../../default';
import { SiteContact } from '../../../../site-contact';
import { prerenderedParams } from '@/content/prerendered-params';

/*
 * A workspace type page's contact section: its form has the type chosen, with script on or off, so
 * the virtual-offices page asks no size, move-in date or viewing (the form's CSS hides them).
 */
export const dynamicParams = false;

export async function generateStaticParams() {
  return prerenderedParams(async () => (await getProducts()).map((product) => ({ type: product.slug })));
}

export default async function WorkspaceTypeContact({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  // The page answers 404 for an unknown type; see the unit page's contact section.
  if (!isWorkspaceTypeSlug(type)) return <DefaultContact />;
  return <SiteContact settings={await getSiteSettings()} workspaceType={type} />;
}
