import { Suspense } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { getCentres, getListedUnits, getVatQuoting } from '@/content';
import { dataAttribution } from '@/domain/site';
import { CentreFinder, CentreFinderFallback } from '@/features/locations/centre-finder';
import { finderCentres, finderTypeOptions, mapCentres } from '@/features/locations/locations-data';
import { UkMap } from '@/features/locations/uk-map';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/locations');

export default async function LocationsPage() {
  const [published, units, quoting] = await Promise.all([getCentres(), getListedUnits(), getVatQuoting()]);
  const centres = finderCentres(published, units, quoting);
  const typeOptions = finderTypeOptions();
  const map = <UkMap centres={mapCentres(published)} title={`Map of the ${published.length} Northlight centres`} />;
  return (
    <>
      <PageHero
        eyebrow="Locations"
        headline={[
          { text: `${published.length} centres.`, tone: 'base' },
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
      <section aria-labelledby="find-a-centre" className="py-12 tablet:py-16">
        <div className="container-page">
          <Suspense fallback={<CentreFinderFallback centres={centres} typeOptions={typeOptions} map={map} />}>
            <CentreFinder centres={centres} typeOptions={typeOptions} map={map} />
          </Suspense>
        </div>
      </section>
      <section aria-labelledby="data-sources" className="border-t border-line py-8">
        <div className="container-page text-sm text-ink-muted">
          <h2 id="data-sources" className="mb-2 font-bold text-ink">
            Map, place and postcode data
          </h2>
          <ul className="space-y-1">
            {dataAttribution.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
