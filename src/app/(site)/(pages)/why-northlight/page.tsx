import { ButtonLink } from '@/components/ui/button-link';
import { Illustration } from '@/components/ui/illustration';
import { SectionHeading } from '@/components/ui/section-heading';
import { PageHero } from '@/components/sections/page-hero';
import { StepsList } from '@/components/sections/steps-list';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { getWhyPageCopy } from '@/content';
import { site } from '@/domain/site';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor(site.whyPath);

export default async function WhyPage() {
  const whyPage = await getWhyPageCopy();
  return (
    <>
      <PageHero
        eyebrow={`Why ${site.brand}`}
        headline={whyPage.headline}
        intro={<p>{whyPage.intro}</p>}
        actions={<ButtonLink href="/workspaces">Define your space</ButtonLink>}
        illustration={
          <Illustration
            src="/images/home/benefits-mobile.svg"
            width={720}
            height={720}
            priority
            className="w-full max-w-md rounded-2xl"
          />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: `Why ${site.brand}`, path: site.whyPath }]} />
      <section aria-labelledby="reasons-heading" className="py-16 tablet:py-20">
        <div className="container-page space-y-10">
          <SectionHeading id="reasons-heading" eyebrow="Six reasons">
            What makes renting with us different
          </SectionHeading>
          <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
            {whyPage.reasons.map((reason, index) => (
              <li key={reason.id} className="space-y-3 rounded-2xl border border-line bg-white p-6">
                <span aria-hidden="true" className="text-sm font-extrabold text-amber-text">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="text-xl font-extrabold">{reason.title}</h3>
                <p className="text-ink-soft">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="process-heading" className="bg-paper-deep py-16 tablet:py-20">
        <div className="container-page space-y-8">
          <SectionHeading id="process-heading" eyebrow="How it works">
            From enquiry to keys in four steps
          </SectionHeading>
          <StepsList steps={whyPage.process.map((step) => ({ title: step.step, text: step.text }))} />
          <p>
            <ButtonLink href="/case-studies" variant="secondary">
              Read case studies
            </ButtonLink>
          </p>
        </div>
      </section>
    </>
  );
}
