import { IllustratedSection, type SectionImage } from './illustrated-section';

type Fact = { id: string; figure: string; label: string; href: string };

/*
 * The home page's block of trust while there are no real customers' reviews to quote: facts a
 * visitor can check, each linking to the list it counts.
 */
export function OperatorFactsSection({
  heading,
  intro,
  image,
  facts,
}: {
  heading: string;
  intro: string;
  image: SectionImage;
  facts: readonly Fact[];
}) {
  return (
    <IllustratedSection
      id="operator-facts-heading"
      heading={heading}
      intro={intro}
      image={image}
      imageOnDesktopOnly
    >
      {/* Two to a row from the smallest phone: four facts read at a glance, not over a screen. */}
      <dl className="grid grid-cols-2 gap-3 tablet:gap-6">
        {facts.map((fact) => (
          <div
            key={fact.id}
            data-testid="operator-fact"
            data-fact={fact.id}
            className="flex flex-col-reverse justify-end gap-2 rounded-2xl border border-line bg-white p-4 shadow-sm tablet:p-6"
          >
            <dt className="text-ink-soft tablet:text-lg">
              {/* 44 px tall even when the label fits one line: a tap target on a phone. */}
              <a href={fact.href} className="link inline-flex min-h-11 items-center">
                {fact.label}
              </a>
            </dt>
            <dd className="text-3xl font-extrabold text-ink tablet:text-5xl">{fact.figure}</dd>
          </div>
        ))}
      </dl>
    </IllustratedSection>
  );
}
