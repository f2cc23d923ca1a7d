import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getSiteSettings } from '@/content';
import { getSeriesReview, onlinePayments } from '@/content/bookings';
import { getCancellationRules } from '@/content/cancellation-rules';
import { PageHero } from '@/components/sections/page-hero';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { parseSeriesPlace } from '@/domain/booking/repeat';
import { centreSlugs } from '@/domain/centres';
import { serverEnv } from '@/env';
import { SeriesReview } from '@/features/booking/series-views';
import { metadataFor } from '@/features/seo/metadata';
import { bookingDraftCookieName } from '@/lib/cookie-lifetimes';
import { readBookingDraft } from '@/server/bookings/booking-draft';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/*
 * A weekly series before it is booked (docs/decisions/0052): every date, its price and terms, the
 * total, and the dates that clash now, with one button to book the rest. Rendered per request.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ centre: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { centre } = await params;
  return metadataFor('/book', { canonicalPath: bookingPaths.centre(centre) });
}

export default async function SeriesReviewPage({ params, searchParams }: Props) {
  const [{ centre }, query, jar] = await Promise.all([params, searchParams, cookies()]);
  if (!(centreSlugs as readonly string[]).includes(centre)) notFound();
  const place = parseSeriesPlace(centre, query);
  if (!place) notFound();
  const [review, { vatRatePercent }, cancellationRules] = await Promise.all([getSeriesReview(place), getSiteSettings(), getCancellationRules()]);
  if (!review) notFound();
  const secret = formTokenSecret(serverEnv());
  const kept = readBookingDraft(jar.get(bookingDraftCookieName)?.value, secret);
  const problem = query.problem === 'taken' || query.problem === 'changed' ? query.problem : undefined;
  return (
    <>
      <PageHero
        headline={[
          { text: `Repeat weekly, ${place.weeks} weeks.`, tone: 'base' },
          { text: 'Check the dates.', tone: 'accent' },
        ]}
        intro={<p>Every date is booked together, or none is. Nothing is booked until you press the button below.</p>}
      />
      <div className="container-page py-10">
        <SeriesReview
          place={place}
          room={review.room}
          town={review.town}
          weeks={review.weeks}
          draft={kept}
          token={issueFormToken(secret)}
          vatRatePercent={vatRatePercent}
          cancellationRules={cancellationRules}
          online={onlinePayments()}
          now={new Date()}
          problem={problem}
        />
      </div>
    </>
  );
}
