import type { Headline } from '@/domain/headline';

/*
 * The hero of every page: a headline of coloured segments, an introduction and optional actions
 * and illustration. The h1 is the page's only one.
 */
export function PageHero({
  headline,
  intro,
  actions,
  illustration,
  eyebrow,
}: {
  headline: Headline;
  intro: React.ReactNode;
  actions?: React.ReactNode;
  illustration?: React.ReactNode;
  eyebrow?: string;
}) {
  return (
    <section data-hero className="bg-ink text-paper">
      <div className="container-page grid items-center gap-10 py-12 tablet:py-16 desktop:grid-cols-[1.2fr_1fr] desktop:py-20">
        <div className="space-y-6">
          {eyebrow ? (
            <p className="text-sm font-bold uppercase tracking-widest text-sky-light">{eyebrow}</p>
          ) : null}
          <h1 className="text-4xl font-extrabold tablet:text-5xl desktop:text-6xl">
            {headline.map((segment, index) => (
              <span key={index} className={segment.tone === 'accent' ? 'text-amber' : 'text-paper'}>
                {index > 0 ? ' ' : ''}
                {segment.text}
              </span>
            ))}
          </h1>
          <div className="max-w-2xl text-lg text-paper/90 tablet:text-xl">{intro}</div>
          {actions ? <div className="flex flex-wrap gap-4">{actions}</div> : null}
        </div>
        {illustration ? (
          <div className="hidden tablet:mx-auto tablet:block tablet:w-full tablet:max-w-md desktop:mx-0 desktop:max-w-none">
            {illustration}
          </div>
        ) : null}
      </div>
    </section>
  );
}
