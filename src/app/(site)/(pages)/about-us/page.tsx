import { Illustration } from '@/components/ui/illustration';
import { SectionHeading } from '@/components/ui/section-heading';
import { FactsBand } from '@/components/sections/facts-band';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { getAboutPageCopy, getOperatorFacts, getOperatorFactsCopy } from '@/content';
import { site } from '@/domain/site';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/about-us');

export default async function AboutPage() {
  const [aboutPage, facts, operatorFactsCopy] = await Promise.all([
    getAboutPageCopy(),
    getOperatorFacts(),
    getOperatorFactsCopy(),
  ]);
  return (
    <>
      <PageHero
        eyebrow="About us"
        headline={aboutPage.headline}
        intro={<p>{aboutPage.intro}</p>}
        actions={
          <ButtonLink href={site.whyPath} variant="ghost-light">
            Why {site.brand}
          </ButtonLink>
        }
        illustration={
          <Illustration
            src="/images/pages/company.svg"
            width={640}
            height={480}
            priority
            className="w-full rounded-2xl"
          />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'About us', path: '/about-us' }]} />
      <FactsBand facts={facts} label={operatorFactsCopy.heading} note={operatorFactsCopy.intro} />
      {aboutPage.story.map((section, index) => (
        <section
          key={section.heading}
          aria-labelledby={`about-${index}`}
          className={`py-16 tablet:py-20 ${index % 2 === 1 ? 'bg-paper-deep' : ''}`}
        >
          <div className="container-page grid gap-8 desktop:grid-cols-[1fr_2fr]">
            <SectionHeading id={`about-${index}`}>{section.heading}</SectionHeading>
            <div className="max-w-3xl space-y-4 text-lg text-ink-soft">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
