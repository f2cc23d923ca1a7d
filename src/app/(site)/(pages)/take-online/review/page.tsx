import { dueTodayWords, licenceCostWithPromo, promoProductOfFamily } from '@/domain/licence/costs';
import { promoOnPage } from '@/content/promo-codes';
import { DefaultSubmit, PromoCodeField } from '@/features/promo-codes/promo-code-field';
import { licenceSubjectOf, membershipDesksOf } from '@/domain/licence/terms';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getLicenceDraft, getReviewedLicence, licencePaymentRoute } from '@/content/licences';
import { licencePaymentSteps } from '@/domain/licence/payment';
import { licencePaths, registeredAddressOf, tenantKindLabels } from '@/domain/licence/flow-schema';
import { formatPence } from '@/domain/licence/offer';
import { signatureStatement } from '@/domain/licence/signature';
import { serverEnv } from '@/env';
import { CostTable, ErrorSummary, LicenceText, StepList, TextField, UnitSummary, card, formatCalendarDay } from '@/features/licence/licence-views';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';

/* Step 3: the whole cost, the licence in full with the visitor's details, and the signature. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(licencePaths.review);

export default async function TakeOnlineReviewPage() {
  const draft = await getLicenceDraft();
  const reviewed = await getReviewedLicence(draft);
  if (!draft || !reviewed || reviewed === 'not-offered') {
    return (
      <>
        <PageHero
          headline={[
            { text: 'Nothing to sign.', tone: 'base' },
            { text: 'Start from the unit.', tone: 'accent' },
          ]}
          intro={
            <p>
              {reviewed === 'not-offered'
                ? 'This unit has just been taken or is no longer offered online. Nothing was signed.'
                : 'Your answers are kept for an hour, in this browser only. They have run out or were never sent.'}
            </p>
          }
        />
        <div className="container-page py-10">
          <a className={buttonClasses('primary')} href="/units">
            See the units free now
          </a>
        </div>
      </>
    );
  }
  const { offer, terms, details, startDate, text } = reviewed;
  const paymentRoute = await licencePaymentRoute();
  const errors = draft.errors ?? {};
  const rates = terms.cost.rates;
  // A coworking membership takes a promo code on its first month (decision 0054): applied (or
  // refused) on this page, its line in the cost and the amount due now; other licences have no field.
  const takesPromo = promoProductOfFamily(terms.family) !== undefined;
  const promo = takesPromo
    ? await promoOnPage(draft.values.promo, { product: 'memberships', listPence: terms.cost.monthly.netPence }, errors.promo)
    : undefined;
  const applied = promo?.kind === 'applied' ? promo.price : undefined;
  const cost = licenceCostWithPromo(terms.cost, applied);
  const summary: [string, string][] = [
    ['Start', formatCalendarDay(startDate)],
    ['Term', `${terms.termMonths} months, then month to month`],
    ['Notice to end', `${terms.noticeMonths} month${terms.noticeMonths === 1 ? '' : 's'}`],
    ['Tenant', `${details.tenantName} (${tenantKindLabels[details.tenantKind].toLowerCase()})`],
    ['Company number', details.companyNumber ?? 'Not given'],
    ['Registered address', registeredAddressOf(details)],
    ['Signing', `${details.name}, ${details.role}`],
    ['Email', details.email],
    ['Phone', details.phone],
  ];
  return (
    <>
      <PageHero
        headline={[
          { text: 'Check the cost, read the licence.', tone: 'base' },
          { text: 'Then sign.', tone: 'accent' },
        ]}
        intro={<p>Nothing is signed or held until you press “Sign the licence”.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <StepList current={2} />
        <ErrorSummary errors={errors} />
        <section className={`${card} max-w-3xl`} aria-labelledby="licence-summary-heading">
          <h2 id="licence-summary-heading" className="text-xl font-extrabold">
            What you are taking
          </h2>
          <UnitSummary unit={offer.unit} centreName={offer.centre.name} />
          <dl className="grid gap-x-6 gap-y-1 tablet:grid-cols-[auto_1fr]">
            {summary.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-bold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="flex flex-wrap gap-x-6">
            <a className="link" href={`${licencePaths.start}?unit=${offer.unit.reference}`}>
              Change the start date
            </a>
            <a className="link" href={licencePaths.details}>
              Change your details
            </a>
          </p>
        </section>
        <section className={`${card} max-w-3xl`} aria-labelledby="licence-cost-heading">
          <h2 id="licence-cost-heading" className="text-xl font-extrabold">
            The whole cost
          </h2>
          <CostTable
            cost={cost}
            promo={applied}
            startDate={startDate}
            rates={
              <p>
                {rates.kind === 'included'
                  ? 'Business rates are included in the rent.'
                  : rates.kind === 'estimated'
                    ? `Business rates are billed by the council, not by us: about ${formatPence(rates.monthlyPence)} a month on a rateable value of £${rates.rateableValue.toLocaleString('en-GB')}${rates.withReliefMonthlyPence < rates.monthlyPence ? ` (${formatPence(rates.withReliefMonthlyPence)} with small business rate relief, if this is your only property)` : ''}.`
                    : 'Business rates are billed by the council, not by us; ask us for the rateable value.'}
              </p>
            }
          />
        </section>
        <section className={`${card} max-w-3xl`} aria-labelledby="licence-pay-heading">
          <h2 id="licence-pay-heading" className="text-xl font-extrabold">
            How you pay, and what happens next
          </h2>
          <ol className="list-decimal space-y-2 pl-5">
            {(cost.dueTodayPence === 0
              ? [
                  'Nothing to pay on signing: the promo code takes off the whole first month’s fee, so signing confirms your desk at once.',
                  'Monthly fees from the second month are collected by Direct Debit: we send you the mandate to set up before then.',
                ]
              : licencePaymentSteps(paymentRoute, offer.settings.holdHours, formatPence(cost.dueTodayPence), {
                  space: membershipDesksOf(offer.unit) === undefined ? `the ${licenceSubjectOf(offer.unit.workspaceType)}` : 'a desk on the floor',
                  underOffer: membershipDesksOf(offer.unit) === undefined,
                  due: dueTodayWords(cost.depositPence),
                })
            ).map((step) => (
              <li key={step} data-testid="licence-payment-step">
                {step}
              </li>
            ))}
            <li>
              We check the signatory’s identity (the law asks us to): we email you to arrange it. The licence starts once
              you have paid and the check is done, and we tell you when your keys are ready.
            </li>
          </ol>
        </section>
        <section className="max-w-3xl space-y-3" aria-labelledby="licence-text-heading">
          <h2 id="licence-text-heading" className="text-xl font-extrabold">
            The licence in full
          </h2>
          <LicenceText text={text} />
        </section>
        <form method="post" action={licencePaths.signApi} className={`${card} grid max-w-3xl gap-5`} data-testid="sign-form">
          <DefaultSubmit />
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <h2 className="text-xl font-extrabold">Sign the licence</h2>
          {promo ? <PromoCodeField id="licence" promo={promo} /> : null}
          <p id="licence-statement">{signatureStatement}</p>
          <TextField
            name="typedName"
            label="Type your full name to sign"
            hint={`As you gave it: ${details.name}.`}
            autoComplete="off"
            required
            maxLength={100}
            values={{}}
            errors={errors}
          />
          <div>
            <label className="flex items-start gap-3" htmlFor="licence-agreed">
              <input
                id="licence-agreed"
                type="checkbox"
                name="agree"
                value="yes"
                required
                className="mt-1 size-5"
                aria-describedby={errors.agreed ? 'licence-statement licence-agreed-error' : 'licence-statement'}
                aria-invalid={errors.agreed ? true : undefined}
              />
              <span>
                I have read the licence and agree to it, for {details.tenantName}, and I am allowed to sign for it.
              </span>
            </label>
            {errors.agreed ? (
              <p id="licence-agreed-error" className="mt-1 font-bold text-danger">
                {errors.agreed}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonClasses('primary')}>
            Sign the licence
          </button>
        </form>
      </div>
    </>
  );
}
