import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { familyLabels, workspaceFamilies, workspaceTypesInFamily } from '@/content/workspace-types';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/workspaces');

export default function WorkspacesPage() {
  return (
    <>
      <PageHero
        eyebrow="Workspaces"
        headline={[
          { text: 'Every kind of space', tone: 'base' },
          { text: 'a small business needs.', tone: 'accent' },
        ]}
        intro={
          <p>
            Fifteen types of space in two families: business units you can make your own, and serviced
            workspace that is ready the day you arrive.
          </p>
        }
      />
      <SubHero />
      <PageBreadcrumbs trail={[{ name: 'Workspaces', path: '/workspaces' }]} />
      {workspaceFamilies.map((family) => (
        <section
          key={family}
          aria-labelledby={`family-${family}`}
          className="py-14 odd:bg-paper even:bg-paper-deep"
        >
          <div className="container-page space-y-6">
            <h2 id={`family-${family}`} className="text-3xl font-extrabold">
              {familyLabels[family]}
            </h2>
            <ul className="grid gap-4 tablet:grid-cols-3 desktop:grid-cols-4">
              {workspaceTypesInFamily(family).map((type) => (
                <li key={type.slug}>
                  <Link
                    href={`/workspaces/${type.slug}`}
                    className="block rounded-lg border border-line bg-white p-5 font-bold hover:border-sky"
                  >
                    {type.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
