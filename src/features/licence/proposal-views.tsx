import { formatPence } from '@/domain/licence/offer';
import type { ProposalCost, ProposalTerms } from '@/domain/licence/proposal';
import { formatCalendarDay } from '@/lib/calendar-date';
import { card } from './licence-views';

/* A proposal's terms and figures, as the prospect reads them on each page: all fixed by sales. */
export function ProposalTermsCard({ terms, cost, centreName }: { terms: ProposalTerms; cost: ProposalCost; centreName: string }) {
  const rows: [string, string][] = [
    ['Start', formatCalendarDay(terms.startDate)],
    ['Term', `${terms.termMonths} month${terms.termMonths === 1 ? '' : 's'}, then month to month`],
    ['Rent a month, before VAT', formatPence(cost.monthlyRentPence)],
    ...(cost.monthlyServiceChargePence > 0 ? ([['Service charge a month, before VAT', formatPence(cost.monthlyServiceChargePence)]] as [string, string][]) : []),
    [`VAT at ${cost.monthly.vatRatePercent} %`, formatPence(cost.monthly.vatPence)],
    ['Each month, with VAT', formatPence(cost.monthly.totalPence)],
    ...(terms.rentFreeWeeks > 0
      ? ([[`Rent-free (${terms.rentFreeWeeks} week${terms.rentFreeWeeks === 1 ? '' : 's'} from the start)`, `${formatPence(cost.rentFreePence)} off the first rent payments`]] as [string, string][])
      : []),
    ['Deposit (no VAT)', cost.depositPence > 0 ? formatPence(cost.depositPence) : 'None'],
  ];
  return (
    <section className={`${card} max-w-3xl`} aria-labelledby="proposal-terms-heading" data-testid="proposal-terms">
      <h2 id="proposal-terms-heading" className="text-xl font-extrabold">
        What we propose, at {centreName}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {terms.units.map((unit) => (
          <li key={unit.reference}>
            <strong>
              {unit.reference}, {unit.name}
            </strong>{' '}
            ({unit.sizeSqFt.toLocaleString('en-GB')} sq ft): {formatPence(unit.rentPence)} a month before VAT
          </li>
        ))}
      </ul>
      <table className="w-full max-w-xl text-left">
        <caption className="sr-only">The terms and what they cost</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-line">
              <th scope="row" className="py-2 pr-4 font-normal">
                {label}
              </th>
              <td className="py-2 text-right font-bold tabular-nums">{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 font-extrabold">
              To pay on signing: deposit and first month
            </th>
            <td className="py-2 text-right text-xl font-extrabold tabular-nums" data-testid="proposal-due-today">
              {formatPence(cost.dueTodayPence)}
            </td>
          </tr>
        </tbody>
      </table>
      {terms.specialTerms ? (
        <div>
          <h3 className="font-extrabold">Special terms</h3>
          <p className="whitespace-pre-line">{terms.specialTerms}</p>
        </div>
      ) : null}
      <p>
        These terms are fixed: to change them, reply to the email or call us. Rent is paid monthly in advance from the start date; there is no part
        month.
      </p>
    </section>
  );
}
