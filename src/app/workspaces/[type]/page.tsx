import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { getWorkspaceType, isWorkspaceTypeSlug, workspaceTypes } from '@/content/workspace-types';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return workspaceTypes.map((type) => ({ type: type.slug }));
}

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props) {
  const { type } = await params;
  if (!isWorkspaceTypeSlug(type)) notFound();
  return metadataFor(`/workspaces/${type}`);
}

export default async function WorkspaceTypePage({ params }: Props) {
  const { type: slug } = await params;
  if (!isWorkspaceTypeSlug(slug)) notFound();
  const type = getWorkspaceType(slug);
  return (
    <>
      <PageHero
        eyebrow={type.label}
        headline={[{ text: type.metaTitle, tone: 'base' }]}
        intro={<p>{type.metaDescription}</p>}
        actions={<ButtonLink href="#contact">Get in touch</ButtonLink>}
      />
      <SubHero />
      <PageBreadcrumbs
        trail={[
          { name: 'Workspaces', path: '/workspaces' },
          { name: type.label, path: `/workspaces/${type.slug}` },
        ]}
      />
    </>
  );
}
