import type { CaseStudy } from '@/domain/case-studies';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * Case-study teasers, each with what it is (an illustrative example is labelled on the card), its
 * headline number and a read-more link to the full story. A phone shows the first and a link to
 * them all: three dark cards were two screens of a page that should read in a few.
 */
export function CaseStudyTeasers({
  heading,
  intro,
  studies,
  typeLabels,
  tone = 'paper',
}: {
  heading: string;
  intro?: React.ReactNode;
  studies: readonly CaseStudy[];
  typeLabels: Readonly<Record<string, string>>;
  tone?: 'paper' | 'deep';
}) {
  return (
    <section
      aria-labelledby="case-study-teasers-heading"
      className={`py-10 tablet:py-20 ${tone === 'deep' ? 'bg-paper-deep' : ''}`}
    >
      <div className="container-page space-y-10">
        <SectionHeading id="case-study-teasers-heading" eyebrow="Case studies" intro={intro}>
          {heading}
        </SectionHeading>
        <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
          {studies.map((study, index) => (
            <li key={study.slug} className={index > 0 ? 'max-[639px]:hidden' : undefined}>
              <article
                data-testid="case-study-teaser"
                className="flex h-full flex-col gap-3 rounded-2xl bg-ink p-6 text-paper"
              >
                <p className="text-sm font-bold uppercase tracking-widest text-sky-light">
                  {typeLabels[study.workspaceType] ?? study.sector}
                </p>
                <h3 className="text-xl font-extrabold">{study.business}</h3>
                <ProvenanceLabel provenance={study.provenance} tone="dark" />
                <p className="flex-1 text-paper/90 max-[639px]:line-clamp-3">{study.summary}</p>
                <p>
                  <span className="block text-4xl font-extrabold text-amber">{study.outcome.figure}</span>
                  <span className="text-paper/85">{study.outcome.label}</span>
                </p>
                <p>
                  <a
                    href={`/case-studies#${study.slug}`}
                    className="inline-flex items-center gap-1 font-bold text-amber underline underline-offset-4 hover:text-paper"
                  >
                    Read more<span className="sr-only"> about {study.business}</span>
                    <span aria-hidden="true">→</span>
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ul>
        {studies.length > 1 ? (
          <p className="min-[640px]:hidden">
            <a href="/case-studies" className="link inline-flex min-h-11 items-center font-bold">
              All case studies
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
