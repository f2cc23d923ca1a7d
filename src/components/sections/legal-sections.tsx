import type { LegalSection } from '@/domain/legal';

/** Legal copy: a contents list, then each section with its own anchor. */
export function LegalSections({
  sections,
  lastUpdated,
  children,
}: {
  sections: readonly LegalSection[];
  lastUpdated: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="container-page grid gap-10 py-14 desktop:grid-cols-[16rem_1fr]">
      <nav aria-label="On this page" className="desktop:sticky desktop:top-6 desktop:self-start">
        <h2 className="mb-3 text-sm font-bold uppercase tracking-widest text-ink-muted">On this page</h2>
        <ol className="space-y-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="link" href={`#${section.id}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-legal text-lg text-ink-soft">
        <p className="text-base text-ink-muted">Last updated: {lastUpdated}</p>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-ink">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
