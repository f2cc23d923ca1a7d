import { PageHero } from '@/components/sections/page-hero';
import { getCentres } from '@/content';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { metadataFor } from '@/features/seo/metadata';

/* Where "book a viewing" starts without a centre: every centre, each to its viewing times. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/viewings');

export default async function ViewingsPage() {
  const centres = await getCentres();
  return (
    <>
      <PageHero
        headline={[
          { text: 'Book a viewing.', tone: 'base' },
          { text: 'Choose a centre.', tone: 'accent' },
        ]}
        intro={<p>Pick the centre you would like to see; the next page shows its free viewing times.</p>}
      />
      <section className="container-page py-10" aria-label="Centres">
        <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {centres.map((centre) => (
            <li key={centre.slug}>
              <a
                className="link inline-flex min-h-11 items-center font-semibold"
                href={viewingPaths.centre(centre.slug)}
              >
                {centre.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
