import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/sections/page-hero';
import { SubHero } from '@/components/sections/sub-hero';
import { familyLabels, workspaceFamilies, workspaceTypesInFamily } from '@/content/workspace-types';

/** The home page body, shared by the prerendered `/` and the per-request `/home`. */
export function HomePage() {
  return (
    <>
      <PageHero
        headline={[
          { text: 'Define your space.', tone: 'base' },
          { text: 'Realise your vision.', tone: 'accent' },
        ]}
        intro={
          <p>
            Workshops, storage, studios, offices and meeting rooms in 29 towns, on flexible terms that fit a
            small business. Move in quickly, grow when you are ready.
          </p>
        }
        actions={<ButtonLink href="/workspaces">Define your space</ButtonLink>}
      />
      <SubHero />
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
