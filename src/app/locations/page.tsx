import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { centreTowns } from '@/content/centres';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/locations');

export default function LocationsPage() {
  return (
    <>
      <PageHero
        eyebrow="Locations"
        headline={[
          { text: '29 centres.', tone: 'base' },
          { text: 'One near you.', tone: 'accent' },
        ]}
        intro={
          <p>
            From Exeter to Ipswich and Chester to Folkestone: find the Northlight centre closest to your
            customers, your suppliers or your home.
          </p>
        }
      />
      <PageBreadcrumbs trail={[{ name: 'Locations', path: '/locations' }]} />
      <section aria-labelledby="all-centres" className="py-14">
        <div className="container-page space-y-6">
          <h2 id="all-centres" className="text-3xl font-extrabold">
            All centres
          </h2>
          <ul className="grid gap-4 tablet:grid-cols-3 desktop:grid-cols-4">
            {centreTowns.map((centre) => (
              <li key={centre.slug}>
                <Link
                  href={`/locations/${centre.slug}`}
                  className="block rounded-lg border border-line bg-white p-5 hover:border-sky"
                >
                  <span className="block font-bold">{centre.town}</span>
                  <span className="text-ink-muted">{centre.county}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
