import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { staffListRefusal } from '@/cms/staff-lists/staff-list';
import { townOfCentre } from '@/domain/centres';
import { formatPence } from '@/domain/licence/offer';
import { proposalLimits } from '@/domain/licence/proposal';
import { businessTimeZone, addDays, todayIn } from '@/lib/calendar-date';
import { getProposableUnits } from '@/content/proposals';
import { getLead } from '@/server/leads/store';
import { openProposalForm, proposalFormCookieName } from '@/server/licences/proposals-link';
import { proposalAdminPaths } from '@/server/licences/proposals-staff';
import { getEnquiryRuntime } from '@/server/runtime';
import { proposalFormKey } from '../staff-route';

/*
 * A new proposal (issue 38 item 6): from a lead (?lead=<id>, the prospect filled in from it) or
 * from scratch. A plain form: the server checks every field (src/domain/licence/proposal.ts) and
 * a refused form comes back here with what was typed and the messages.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New proposal | Northlight admin', robots: { index: false, follow: false } };

type Query = Record<string, string | string[] | undefined>;

const field = { display: 'grid', gap: 4, maxWidth: 520 } as const;
const errorStyle = { color: '#b3261e', fontWeight: 700 } as const;

function Problem({ errors, name }: { errors: Record<string, string>; name: string }) {
  return errors[name] ? (
    <span id={`${name}-error`} style={errorStyle}>
      {errors[name]}
    </span>
  ) : null;
}

export default async function NewProposalPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/proposals', 'Proposals', 'proposals-forbidden');
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const refused = query.refused === '1' ? openProposalForm((await cookies()).get(proposalFormCookieName)?.value, proposalFormKey()) : undefined;
  const leadId = typeof query.lead === 'string' ? query.lead : (refused?.values.lead ?? '');
  const lead = leadId ? await getLead((await getEnquiryRuntime()).database.db, leadId, 'all') : undefined;
  const units = [...(await getProposableUnits()).values()].filter((unit) => unit.free).sort((a, b) => a.reference.localeCompare(b.reference));
  const today = todayIn(businessTimeZone);
  const values: Record<string, string> = refused?.values ?? {
    prospectName: lead?.source?.name ?? '',
    prospectEmail: lead?.source?.email ?? '',
    prospectCompany: lead?.source?.facts.find(([label]) => label === 'Company' || label === 'Tenant')?.[1].replace(/^–$/, '') ?? '',
    startDate: addDays(today, 14),
    termMonths: '12',
    rentFreeWeeks: '0',
    validUntil: addDays(today, 7),
  };
  const errors = refused?.errors ?? {};
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <label style={field}>
      <span style={{ fontWeight: 700 }}>{label}</span>
      {hint ? <span>{hint}</span> : null}
      <input name={name} style={{ width: '100%', boxSizing: 'border-box' }} defaultValue={values[name] ?? ''} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${name}-error` : undefined} {...props} />
      <Problem errors={errors} name={name} />
    </label>
  );
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif', display: 'grid', gap: 16, maxWidth: 960 }}>
      <nav aria-label="Proposals">
        <Link href={proposalAdminPaths.list}>All proposals</Link>
        {lead ? (
          <>
            {' · '}
            <Link href={`/admin/leads/${lead.id}`}>Back to the lead</Link>
          </>
        ) : null}
      </nav>
      <h1>New proposal{lead?.source ? ` for ${lead.source.name}` : ''}</h1>
      <p>
        The prospect gets an email with these terms and a link to sign them online; they cannot change the units, rents, term, rent-free weeks or
        deposit. Leave a rent empty for the listing’s; a lower rent needs a reason (kept for managers, not shown to the prospect).
      </p>
      {Object.keys(errors).length > 0 ? (
        <div role="alert" id="proposal-errors" tabIndex={-1} style={{ border: '2px solid #b3261e', padding: 12 }}>
          <p style={errorStyle}>The proposal was not sent. Correct:</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={proposalAdminPaths.send} style={{ display: 'grid', gap: 16 }} data-testid="proposal-form">
        {lead ? <input type="hidden" name="lead" value={lead.id} /> : null}
        <fieldset style={{ display: 'grid', gap: 12 }}>
          <legend>The prospect</legend>
          {input('prospectName', 'Name', { required: true, maxLength: 120, autoComplete: 'off' })}
          {input('prospectEmail', 'Email', { required: true, type: 'email', maxLength: 254, autoComplete: 'off' })}
          {input('prospectCompany', 'Company (optional)', { maxLength: 160, autoComplete: 'off' })}
        </fieldset>
        <fieldset style={{ display: 'grid', gap: 12 }}>
          <legend>Units (one centre, up to {proposalLimits.maxUnits})</legend>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' }}>
              <label style={field}>
                <span style={{ fontWeight: 700 }}>Unit {index + 1}{index === 0 ? '' : ' (optional)'}</span>
                <select name={`unit${index}`} style={{ width: '100%', boxSizing: 'border-box' }} defaultValue={values[`unit${index}`] ?? ''} required={index === 0} aria-invalid={errors[`unit${index}`] ? true : undefined}>
                  <option value="">{index === 0 ? 'Choose a unit' : 'None'}</option>
                  {units.map((unit) => (
                    <option key={unit.reference} value={unit.reference}>
                      {unit.reference}, {unit.name}, {townOfCentre(unit.centre)}: {formatPence(unit.listedRentPence)} a month
                    </option>
                  ))}
                </select>
                <Problem errors={errors} name={`unit${index}`} />
              </label>
              {input(`rent${index}`, 'Rent a month before VAT, £', { inputMode: 'decimal', maxLength: 20, placeholder: 'The listing’s' })}
              {input(`reason${index}`, 'Reason for a discount', { maxLength: proposalLimits.maxDiscountReason })}
            </div>
          ))}
        </fieldset>
        <fieldset style={{ display: 'grid', gap: 12 }}>
          <legend>Terms</legend>
          {input('startDate', 'Start date', { type: 'date', required: true, min: addDays(today, 1) })}
          {input('termMonths', 'Term in months', { type: 'number', required: true, min: proposalLimits.minTermMonths, max: proposalLimits.maxTermMonths })}
          {input('rentFreeWeeks', 'Rent-free weeks', { type: 'number', min: 0, max: proposalLimits.maxRentFreeWeeks }, 'From the start, credited against the first rent payments.')}
          {input('deposit', 'Deposit, £', { inputMode: 'decimal', maxLength: 20, placeholder: 'The deposit staff set' }, 'Empty: the months of rent set in Taking space online (for all the units).')}
          <label style={field}>
            <span style={{ fontWeight: 700 }}>Special terms (optional)</span>
            <span>Written into the licence as they are.</span>
            <textarea name="specialTerms" rows={4} maxLength={proposalLimits.maxSpecialTerms} defaultValue={values.specialTerms ?? ''} />
            <Problem errors={errors} name="specialTerms" />
          </label>
          {input('validUntil', 'Valid until (the last day to sign)', { type: 'date', required: true, min: today, max: addDays(today, proposalLimits.maxValidDays) })}
        </fieldset>
        <p>
          <button type="submit">Send the proposal</button>
        </p>
      </form>
      <p>Deposits and listed rents are shown in pounds; the rent of a unit by the week is its weekly rent × 52 / 12. {units.length === 0 ? 'No unit is free to propose now.' : ''}</p>
    </main>
  );
}
