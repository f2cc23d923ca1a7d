import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getLicenceDraft, getLicenceOffer } from '@/content/licences';
import { licencePaths } from '@/domain/licence/flow-schema';
import { serverEnv } from '@/env';
import { DetailsFields, ErrorSummary, StepList, UnitSummary, card, formatCalendarDay } from '@/features/licence/licence-views';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/* Step 2: the tenant and the person signing, with what to correct after a refused post. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(licencePaths.details);

export default async function TakeOnlineDetailsPage() {
  const draft = await getLicenceDraft();
  const offer = draft?.values.unit && draft.values.startDate ? await getLicenceOffer(draft.values.unit) : undefined;
  if (!draft || !offer) {
    return (
      <>
        <PageHero
          headline={[
            { text: 'Nothing to continue.', tone: 'base' },
            { text: 'Start from the unit.', tone: 'accent' },
          ]}
          intro={<p>Your answers are kept for an hour, in this browser only. They have run out, or the unit is no longer free.</p>}
        />
        <div className="container-page py-10">
          <a className={buttonClasses('primary')} href="/units">
            See the units free now
          </a>
        </div>
      </>
    );
  }
  const values = draft.values;
  const errors = draft.errors ?? {};
  return (
    <>
      <PageHero
        headline={[
          { text: 'Your business.', tone: 'base' },
          { text: 'And who signs.', tone: 'accent' },
        ]}
        intro={<p>The licence is made out to the business; the person signing must be allowed to sign for it.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <StepList current={1} />
        <ErrorSummary errors={errors} />
        <div className={`${card} max-w-2xl`}>
          <UnitSummary unit={offer.unit} centreName={offer.centre.name} />
          <p>
            Starting {formatCalendarDay(values.startDate ?? '')}.{' '}
            <a className="link" href={`${licencePaths.start}?unit=${offer.unit.reference}`}>
              Change the start date
            </a>
          </p>
        </div>
        <form method="post" action={licencePaths.detailsApi} className={`${card} grid max-w-2xl gap-5`}>
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <DetailsFields values={values} errors={errors} />
          <button type="submit" className={buttonClasses('primary')}>
            Check the cost and the licence
          </button>
        </form>
      </div>
    </>
  );
}
