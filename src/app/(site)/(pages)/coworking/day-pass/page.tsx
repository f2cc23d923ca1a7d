import { PageHero } from '@/components/sections/page-hero';
import { getSiteSettings } from '@/content';
import { getDayPassCentres } from '@/content/day-passes';
import { dayPassPaths, dayPassPrice, isDayPassProblem } from '@/domain/day-pass/day-pass';
import { DayPassProblemNotice, priceSentence } from '@/features/day-pass/day-pass-views';
import { metadataFor } from '@/features/seo/metadata';
import { BundleLinks } from '@/features/day-pass/bundle-views';

/* Where "Buy a day pass" starts without a centre: every centre selling passes, with its price. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/coworking/day-pass');

type Query = Record<string, string | string[] | undefined>;

export default async function DayPassStartPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, centres, settings] = await Promise.all([searchParams, getDayPassCentres(), getSiteSettings()]);
  const problem = isDayPassProblem(query.problem) ? query.problem : undefined;
  return (
    <>
      <PageHero
        headline={[
          { text: 'A desk for a day.', tone: 'base' },
          { text: 'No account, no membership.', tone: 'accent' },
        ]}
        intro={
          <p>
            Choose a centre, then a date. Your pass comes by email with a code to show at reception. Pay on
            arrival.
          </p>
        }
      />
      <section className="container-page space-y-6 py-10" aria-label="Centres selling day passes">
        {problem ? <DayPassProblemNotice problem={problem} /> : null}
        <BundleLinks />
        {centres.length === 0 ? (
          <p className="font-bold">No centre is selling day passes online just now. Call us and we will help.</p>
        ) : (
          <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
            {centres.map(({ centre, settings: passes }) => (
              <li key={centre.slug} className="rounded-2xl border-2 border-line bg-white p-4">
                <a className="link inline-flex min-h-11 items-center text-lg font-semibold" href={dayPassPaths.centre(centre.slug)}>
                  {centre.name}
                </a>
                <p>{priceSentence(dayPassPrice(passes, settings.vatRatePercent, false))} a day</p>
                {passes.freeTrialDay ? <p className="font-semibold">First visit? Your first day is free.</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
