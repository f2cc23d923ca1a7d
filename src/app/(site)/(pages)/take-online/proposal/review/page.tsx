import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { licencePaymentRoute } from '@/content/licences';
import { getOpenedProposal, getProposalContext, getProposalDraft } from '@/content/proposals';
import { licencePaymentSteps } from '@/domain/licence/payment';
import { registeredAddressOf, tenantKindLabels } from '@/domain/licence/flow-schema';
import { formatPence } from '@/domain/licence/offer';
import { signatureStatement } from '@/domain/licence/signature';
import { serverEnv } from '@/env';
import { ErrorSummary, LicenceText, TextField, card } from '@/features/licence/licence-views';
import { ProposalClosed } from '@/features/licence/proposal-closed';
import { ProposalTermsCard } from '@/features/licence/proposal-views';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { reviewProposal } from '@/server/licences/proposals-flow';
import { proposalPaths } from '@/server/licences/proposals-link';

/* A proposal, step 3: the fixed terms and their cost, the licence in full with the prospect's details, and the signature. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(proposalPaths.review);

export default async function ProposalReviewPage() {
  const draft = await getProposalDraft();
  const opened = draft ? await getOpenedProposal(draft.values.proposal, draft.values.signature) : undefined;
  if (!draft || !opened) return <ProposalClosed state="link" />;
  if (opened.state !== 'open') return <ProposalClosed state={opened.state} proposal={opened.row} />;
  const reviewed = await reviewProposal(opened, draft, getProposalContext);
  if (!reviewed) return <ProposalClosed state="link" />;
  const { details, cost, context, text, terms } = reviewed;
  const errors = draft.errors ?? {};
  const hours = context.settings.holdHours;
  const paymentRoute = await licencePaymentRoute();
  const summary: [string, string][] = [
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
        <ErrorSummary errors={errors} />
        <ProposalTermsCard terms={terms} cost={cost} centreName={context.centre.name} />
        <section className={`${card} max-w-3xl`} aria-labelledby="proposal-you-heading">
          <h2 id="proposal-you-heading" className="text-xl font-extrabold">
            Your details
          </h2>
          <dl className="grid gap-x-6 gap-y-1 tablet:grid-cols-[auto_1fr]">
            {summary.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-bold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a className="link" href={proposalPaths.details}>
              Change your details
            </a>
          </p>
        </section>
        <section className={`${card} max-w-3xl`} aria-labelledby="proposal-pay-heading">
          <h2 id="proposal-pay-heading" className="text-xl font-extrabold">
            How you pay, and what happens next
          </h2>
          <ol className="list-decimal space-y-2 pl-5">
            {licencePaymentSteps(paymentRoute, hours, formatPence(cost.dueTodayPence), {
              space: terms.units.length === 1 ? 'the unit' : `all ${terms.units.length} units together`,
              underOffer: true,
              due: terms.units.length === 1 ? 'the deposit and first month' : 'each unit’s deposit and first month (one payment per unit)',
            }).map((step) => (
              <li key={step} data-testid="licence-payment-step">
                {step}
              </li>
            ))}
            {terms.units.length > 1 ? <li>If one of the units has been taken meanwhile, nothing is signed and we tell you.</li> : null}
            <li>We check the signatory’s identity (the law asks us to). The licence starts once you have paid and the check is done.</li>
          </ol>
        </section>
        <section className="max-w-3xl space-y-3" aria-labelledby="licence-text-heading">
          <h2 id="licence-text-heading" className="text-xl font-extrabold">
            The licence in full
          </h2>
          <LicenceText text={text} />
        </section>
        <form method="post" action={proposalPaths.signApi} className={`${card} grid max-w-3xl gap-5`} data-testid="sign-form">
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <h2 className="text-xl font-extrabold">Sign the licence</h2>
          <p id="licence-statement">{signatureStatement}</p>
          <TextField name="typedName" label="Type your full name to sign" hint={`As you gave it: ${details.name}.`} autoComplete="off" required maxLength={100} values={{}} errors={errors} />
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
              <span>I have read the licence and agree to it, for {details.tenantName}, and I am allowed to sign for it.</span>
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
