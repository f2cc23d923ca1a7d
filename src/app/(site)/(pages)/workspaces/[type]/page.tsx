import { notFound } from 'next/navigation';
import { getProduct, getProducts } from '@/content';
import { isWorkspaceTypeSlug } from '@/domain/workspace-types';
import { metadataFor } from '@/features/seo/metadata';
import { WorkspaceTypePage } from '@/features/workspaces/workspace-type-page';
import { prerenderedParams } from '@/content/prerendered-params';

export const dynamicParams = false;

/*
 * Prerendered, re-rendered on every publish, and at least hourly: what a unit's date decides
 * ("Available from 1 December" becoming "Available now", its order in the list, its structured
 * data) moves on by itself when the day comes, without anyone publishing.
 */
export const revalidate = 3600;

export async function generateStaticParams() {
  return prerenderedParams(async () => (await getProducts()).map((product) => ({ type: product.slug })));
}

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props) {
  const { type } = await params;
  if (!isWorkspaceTypeSlug(type)) notFound();
  const product = await getProduct(type);
  return metadataFor(`/workspaces/${type}`, {
    title: product.metaTitle,
    description: product.metaDescription,
  });
}

export default async function WorkspaceTypeRoute({ params }: Props) {
  const { type } = await params;
  if (!isWorkspaceTypeSlug(type)) notFound();
  return <WorkspaceTypePage product={await getProduct(type)} />;
}
