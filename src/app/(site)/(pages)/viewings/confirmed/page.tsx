import { PageHero } from '@/components/sections/page-hero';
import { getListedUnitsAt } from '@/content';
import { getSignedViewing } from '@/content/viewings';
import type { CentreSlug } from '@/domain/centres';
import { viewingPaths } from '@/domain/viewing/viewing-schema';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { ViewingLinkProblem, ViewingSummary } from '@/features/viewing/viewing-views';
import { confirmationMailNote, confirmationMailState } from '@/domain/visitor-mail';
import { visitorMailOn } from '@/server/runtime';
import { viewingManagePath } from '@/server/viewings/viewing-link';

/* The confirmation after a viewing is booked (the API redirects here with the signed id). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/viewings/confirmed');

type Query = Record<string, string | string[] | undefined>;

export default async function ViewingConfirmedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedViewing(query.b, query.s);
  if (!signed.ok) return <ViewingLinkProblem reason={signed.reason} />;
  const { viewing, town, key } = signed;
  const [units, mailOn] = await Promise.all([getListedUnitsAt(viewing.centre as CentreSlug), visitorMailOn()]);
  const mailNote = confirmationMailNote(
    confirmationMailState({ mailOn, confirmed: viewing.status === 'confirmed', awaitingPayment: false }),
    viewing.email,
    true,
  );
  return (
    <>
      <PageHero
        headline={[
          { text: 'Booked.', tone: 'base' },
          { text: 'See you there.', tone: 'accent' },
        ]}
        intro={
          <>
            <p>
              We have sent your viewing to the centre team. Keep this page or note your reference: the link
              below lets you see, move or cancel it.
            </p>
            {mailNote ? (
              <p className="mt-2" data-testid="mail-note">
                {mailNote}
              </p>
            ) : null}
          </>
        }
      />
      <section className="container-page py-10">
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-success bg-white p-6 tablet:p-8">
          <h2 className="text-2xl font-extrabold">Your viewing</h2>
          {viewing.status === 'confirmed' ? (
            <Ga4Marker ga4="generate_lead" ga4Lead="viewing" ga4Ref={viewing.reference} ga4Centre={viewing.centre} />
          ) : null}
          <ViewingSummary
            viewing={viewing}
            town={town}
            unitNames={new Map(units.map((unit) => [unit.reference, unit.name]))}
          />
          <p>
            Plans changed?{' '}
            <a
              className="link"
              href={viewingManagePath(viewing, key)}
              data-testid="manage-link"
            >
              See, move or cancel this viewing
            </a>{' '}
            (keep this link: it is how you change it online).
          </p>
          <p>
            <a className="link" href={`/locations/${viewing.centre}`}>
              Back to Northlight {town}
            </a>
            {' · '}
            <a className="link" href={viewingPaths.centre(viewing.centre)}>
              Book another viewing
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
