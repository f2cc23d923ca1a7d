import { Illustration } from '@/components/ui/illustration';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { illustrativeStoriesNote, incentiveDisclosure } from '@/domain/case-studies';
import { getCentreTown } from '@/domain/centres';
import { getCaseStudies, getCaseStudiesPageCopy, getProducts } from '@/content';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/case-studies');

export default async function CaseStudiesPage() {
  const [products, caseStudies, caseStudiesPage] = await Promise.all([
    getProducts(),
    getCaseStudies(),
    getCaseStudiesPageCopy(),
  ]);
  const note = illustrativeStoriesNote(caseStudies);
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        headline={caseStudiesPage.headline}
        intro={
          <>
            <p>{caseStudiesPage.intro}</p>
            {note ? <p className="mt-4 font-semibold">{note}</p> : null}
          </>
        }
        illustration={
          <Illustration
            src="/images/home/reviews.svg"
            width={640}
            height={520}
            priority
            className="w-full rounded-2xl"
          />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Case studies', path: '/case-studies' }]} />
      <nav aria-label="Case studies on this page" className="border-b border-line py-6">
        <ul className="container-page flex flex-wrap gap-3">
          {caseStudies.map((study) => (
            <li key={study.slug}>
              <a
                href={`#${study.slug}`}
                className="inline-block rounded-full border border-line bg-white px-4 py-2 font-semibold text-sky hover:border-sky"
              >
                {study.business}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="divide-y divide-line">
        {caseStudies.map((study) => {
          const product = products.find((candidate) => candidate.slug === study.workspaceType);
          if (!product) throw new Error(`No published workspace type: ${study.workspaceType}`);
          const centre = getCentreTown(study.centre);
          return (
            <article
              key={study.slug}
              id={study.slug}
              data-testid="case-study"
              aria-labelledby={`${study.slug}-heading`}
              className="py-14 tablet:py-16"
            >
              <div className="container-page grid gap-8 desktop:grid-cols-[1fr_2fr] desktop:gap-16">
                <header className="space-y-4">
                  <Illustration src={product.icon} width={64} height={64} />
                  <p className="text-sm font-bold uppercase tracking-widest text-sky">{study.sector}</p>
                  <h2 id={`${study.slug}-heading`} className="text-3xl font-extrabold">
                    {study.business}
                  </h2>
                  <ProvenanceLabel provenance={study.provenance} />
                  <p className="text-ink-soft">
                    <a className="link" href={product.url}>
                      {product.label}
                    </a>{' '}
                    at{' '}
                    <a className="link" href={`/locations/${centre.slug}`}>
                      Northlight {centre.town}
                    </a>
                  </p>
                  <p className="rounded-2xl bg-ink p-5 text-paper">
                    <span className="block text-4xl font-extrabold text-amber">{study.outcome.figure}</span>
                    {study.outcome.label}
                  </p>
                </header>
                <div className="space-y-6 text-lg">
                  <dl className="space-y-6">
                    <div>
                      <dt className="text-xl font-extrabold">The need</dt>
                      <dd className="mt-1 text-ink-soft">{study.need}</dd>
                    </div>
                    <div>
                      <dt className="text-xl font-extrabold">The space</dt>
                      <dd className="mt-1 text-ink-soft">{study.solution}</dd>
                    </div>
                    <div>
                      <dt className="text-xl font-extrabold">The result</dt>
                      <dd className="mt-1 text-ink-soft">{study.result}</dd>
                    </div>
                  </dl>
                  <figure className="border-l-4 border-amber pl-5">
                    <blockquote className="text-xl font-semibold text-ink">
                      <p>“{study.quote.text}”</p>
                    </blockquote>
                    <figcaption className="mt-2 text-ink-muted">
                      {study.quote.attribution}
                      {study.provenance === 'illustrative' ? (
                        <span data-testid="quote-provenance">
                          {' '}
                          (illustrative quote, written by Northlight)
                        </span>
                      ) : null}
                      {incentiveDisclosure(study) ? (
                        <span className="block text-sm">
                          Given for this story: {incentiveDisclosure(study)}
                        </span>
                      ) : null}
                    </figcaption>
                  </figure>
                </div>
              </div>
            </article>
          );
        })}
      </div>
    </>
  );
}
