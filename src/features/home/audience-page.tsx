import { Illustration } from '@/components/ui/illustration';
import { SectionHeading } from '@/components/ui/section-heading';
import { PageHero } from '@/components/sections/page-hero';
import { StepsList } from '@/components/sections/steps-list';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import type { AudiencePage as AudiencePageContent } from '@/domain/audiences';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';

/** Body of /home/companies, /home/operators and /home/owners, rendered from their copy (getAudiencePageCopy). */
export function AudiencePage({ page }: { page: AudiencePageContent }) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        headline={page.headline}
        intro={<p>{page.intro}</p>}
        actions={<GetInTouchLink context={{ placement: `audience-${page.path.split('/').pop()}` }} />}
        illustration={
          <Illustration
            src={page.image}
            width={640}
            height={480}
            alt={page.imageAlt}
            priority
            className="w-full rounded-2xl"
          />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: page.breadcrumb, path: page.path }]} />
      <section aria-labelledby="points-heading" className="py-16 tablet:py-20">
        <div className="container-page space-y-10">
          <SectionHeading id="points-heading" eyebrow={page.eyebrow}>
            What we offer
          </SectionHeading>
          <ul className="grid gap-6 tablet:grid-cols-2">
            {page.points.map((point) => (
              <li key={point.title} className="space-y-2 rounded-2xl border border-line bg-white p-6">
                <h3 className="text-xl font-extrabold">{point.title}</h3>
                <p className="text-ink-soft">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="steps-heading" className="bg-paper-deep py-16 tablet:py-20">
        <div className="container-page space-y-8">
          <SectionHeading id="steps-heading">{page.stepsHeading}</SectionHeading>
          <StepsList steps={page.steps.map((text) => ({ text }))} />
          <nav aria-label="Related pages">
            <ul className="flex flex-wrap gap-x-8 gap-y-3">
              {page.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="link font-bold">
                    {link.label} <span aria-hidden="true">→</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}
