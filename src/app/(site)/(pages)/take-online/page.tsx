import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getLicenceDraft, getLicenceOffer } from '@/content/licences';
import { licencePaths } from '@/domain/licence/flow-schema';
import { months, offerTerms } from '@/domain/licence/offer';
import { licenceSubjectOf, takeOnlineActionLabels } from '@/domain/licence/terms';
import { unitPath } from '@/domain/routes';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';
import { serverEnv } from '@/env';
import { CostTable, ErrorSummary, StepList, TextField, UnitSummary, card, formatCalendarDay } from '@/features/licence/licence-views';
import { metadataFor } from '@/features/seo/metadata';
import { Ga4Marker } from '@/features/analytics/ga4-marker';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/* Step 1 of taking a unit online: the start date, with the unit's term, notice and whole cost. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(licencePaths.start);

type Query = Record<string, string | string[] | undefined>;

export default async function TakeOnlineStartPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const reference = typeof query.unit === 'string' ? query.unit.slice(0, 40).toUpperCase() : '';
  const [offer, draft] = await Promise.all([reference ? getLicenceOffer(reference) : undefined, getLicenceDraft()]);
  const terms = offer ? offerTerms(offer, todayIn(businessTimeZone)) : undefined;
  if (!offer || !terms) {
    return (
      <>
        <PageHero
          headline={[
            { text: 'This unit cannot be taken online.', tone: 'base' },
            { text: 'An advisor can still help.', tone: 'accent' },
          ]}
          intro={<p>It may have just been taken, be under offer, or be one we let only after a viewing.</p>}
        />
        <div className="container-page space-y-4 py-10" data-testid="licence-not-offered">
          <p>
            <a className={buttonClasses('primary')} href="/units">
              See the units free now
            </a>
          </p>
        </div>
      </>
    );
  }
  const { unit } = offer;
  const subject = licenceSubjectOf(unit.workspaceType);
  const sameUnit = draft?.values.unit === unit.reference;
  const values = sameUnit ? draft.values : {};
  const errors = sameUnit ? (draft.errors ?? {}) : {};
  return (
    <>
      <PageHero
        headline={[
          { text: `${takeOnlineActionLabels[subject]}.`, tone: 'base' },
          { text: 'Sign today, start when you choose.', tone: 'accent' },
        ]}
        intro={<p>Three short steps. You see the whole cost and read the licence in full before you sign anything.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <Ga4Marker ga4="begin_checkout" ga4Id={unit.reference} ga4Name={unit.name} ga4Type={unit.workspaceType} ga4Centre={unit.centre} ga4Pence={String(Math.round(unit.rent * 100))} />
        <StepList current={0} />
        <ErrorSummary errors={errors} />
        <section className={`${card} max-w-2xl`} aria-labelledby="licence-unit-heading">
          <h2 id="licence-unit-heading" className="text-xl font-extrabold">
            {subject === 'desk' ? 'The membership and its terms' : `The ${subject} and its terms`}
          </h2>
          <UnitSummary unit={unit} centreName={offer.centre.name} desksFree={offer.desksFree} />
          <dl className="grid gap-x-6 gap-y-1 tablet:grid-cols-[auto_1fr]">
            <dt className="font-bold">Term</dt>
            <dd>{terms.termMonths === 1 ? 'Month to month' : `${months(terms.termMonths)}, then month to month`}</dd>
            <dt className="font-bold">Notice to end</dt>
            <dd>
              {months(terms.noticeMonths)}
              {terms.termMonths > 1 ? ', ending on or after the end of the term' : ''}
            </dd>
            <dt className="font-bold">Earliest start</dt>
            <dd>{formatCalendarDay(terms.earliestStart)}</dd>
          </dl>
          <CostTable cost={terms.cost} />
          <p className="text-sm">
            Want to see it first?{' '}
            <a className="link" href={viewingPagePath(unit.centre, unit.reference)}>
              Book a viewing
            </a>{' '}
            or go back to <a className="link" href={unitPath(unit)}>the {subject === 'desk' ? 'floor' : subject}’s page</a>.
          </p>
        </section>
        <form method="post" action={licencePaths.startApi} className={`${card} grid max-w-2xl gap-5`}>
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <input type="hidden" name="unit" value={unit.reference} />
          <TextField
            name="startDate"
            label="Start date"
            hint={`Between ${formatCalendarDay(terms.earliestStart)} and ${formatCalendarDay(terms.latestStart)}. You can move in from 9am that day.`}
            type="date"
            required
            min={terms.earliestStart}
            max={terms.latestStart}
            values={values}
            errors={errors}
          />
          <button type="submit" className={buttonClasses('primary')}>
            Continue to your business
          </button>
        </form>
      </div>
    </>
  );
}
