import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { bookingPlaceSchema, bookingProblems, problemFrom } from '@/domain/booking/booking-problems';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { site } from '@/domain/site';
import { metadataFor } from '@/features/seo/metadata';
import { telHref } from '@/lib/format';

/*
 * Why a booking was not made, in the site's layout, with a way forward: the refusals of the
 * no-JavaScript booking flow that have no centre page to go back to (docs/decisions/0024). The
 * address carries only which refusal it was and where the visitor was, never what they typed.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/problem');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingProblemPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const problem = bookingProblems[problemFrom(query) ?? 'error'];
  const place = bookingPlaceSchema.parse(query);
  const reference = typeof query.ref === 'string' && /^[A-Z0-9-]{4,20}$/.test(query.ref) ? query.ref : undefined;
  const back = new URLSearchParams();
  for (const key of ['date', 'duration', 'hours', 'seats'] as const) if (place[key] !== undefined) back.set(key, String(place[key]));
  const again = place.centre ? `${bookingPaths.centre(place.centre)}?${back.toString()}` : bookingPaths.start;
  return (
    <>
      <PageHero headline={[{ text: `${problem.heading}.`, tone: 'base' }]} intro={<p data-testid="booking-problem">{problem.message}</p>} />
      <section className="container-page space-y-4 py-10">
        {reference ? (
          <p>
            Reference: <strong className="font-mono">{reference}</strong>
          </p>
        ) : null}
        <p className="flex flex-wrap gap-3">
          <a className={buttonClasses('primary')} href={again}>
            {place.centre ? 'Back to the booking page' : 'Book a meeting room'}
          </a>
          <a className={buttonClasses('secondary')} href={telHref(site.advisorPhone.e164)}>
            Call {site.advisorPhone.display}
          </a>
        </p>
        <p className="text-ink-soft">Our advisors can book a room for you by phone, {site.advisorPhone.hours}.</p>
      </section>
    </>
  );
}
