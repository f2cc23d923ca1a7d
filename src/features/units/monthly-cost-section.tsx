import { businessRates, roundedPounds, type MonthlyCost } from '@/domain/monthly-cost';
import { formatPounds } from '@/lib/format';

/*
 * "About £X a month, all in": the lines that make it up, and how each was worked out one click away
 * (a <details>, so it opens without script). Every figure comes from the unit's fields, the VAT rate
 * in the site settings and the rates multipliers in src/domain/monthly-cost.ts.
 */

const pounds = (pence: number) => formatPounds(Math.round(pence) / 100);

export function MonthlyCostSection({
  cost,
  rentText,
  weekly,
}: {
  cost: MonthlyCost;
  /** The rent as quoted, e.g. "£74 per week". */
  rentText: string;
  weekly: boolean;
}) {
  const { rates } = cost;
  return (
    <section
      aria-labelledby="cost-heading"
      className="rounded-2xl border-2 border-amber bg-white p-6 tablet:p-8"
    >
      <h2 id="cost-heading" className="text-2xl font-extrabold">
        The whole monthly cost
      </h2>
      <p className="mt-2 text-3xl font-extrabold text-amber-text" data-testid="all-in">
        About {formatPounds(roundedPounds(cost.totalPence))} a month, all in
      </p>
      {cost.totalWithReliefPence !== undefined ? (
        <p className="mt-1 text-ink-soft" data-testid="all-in-relief">
          About {formatPounds(roundedPounds(cost.totalWithReliefPence))} a month if small business rate relief
          applies.
        </p>
      ) : null}
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="cost-lines">
        <dt>Rent{weekly ? ` (${rentText} × 52 ÷ 12)` : ''}</dt>
        <dd className="text-right font-semibold tabular-nums">{pounds(cost.rentPence)}</dd>
        <dt>Service charge</dt>
        <dd className="text-right font-semibold tabular-nums">
          {cost.serviceChargePence > 0 ? pounds(cost.serviceChargePence) : 'None on top of the rent'}
        </dd>
        <dt>VAT at {cost.vatRatePercent}% on rent and service charge</dt>
        <dd className="text-right font-semibold tabular-nums">{pounds(cost.vatPence)}</dd>
        <dt>Business rates (estimate)</dt>
        <dd className="text-right font-semibold tabular-nums">
          {rates.kind === 'estimated'
            ? pounds(rates.monthlyPence)
            : rates.kind === 'included'
              ? 'Included in the rent'
              : 'Ask us: not in this total'}
        </dd>
        <dt className="border-t border-line pt-2 font-bold">A month, all in</dt>
        <dd className="border-t border-line pt-2 text-right font-bold tabular-nums">
          {pounds(cost.totalPence)}
        </dd>
      </dl>
      <details className="mt-5 rounded-lg bg-paper p-4" data-testid="cost-assumptions">
        <summary className="min-h-11 cursor-pointer font-semibold">How we worked this out</summary>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-soft">
          {weekly ? <li>A weekly rent is a year’s rent over twelve months: × 52 ÷ 12.</li> : null}
          <li>
            Rent and service charge are quoted before VAT; VAT is added at {cost.vatRatePercent}%. Business
            rates carry no VAT.
          </li>
          {rates.kind === 'estimated' ? (
            <>
              <li>
                Business rates are billed by the local council, not by us. The estimate is the rateable value,{' '}
                {formatPounds(rates.rateableValue)} a year, × the{' '}
                {rates.band === 'small' ? 'small business' : rates.band} multiplier for{' '}
                {businessRates.country} in {businessRates.taxYear}, {rates.multiplierPence}p in the pound, ÷
                12.
              </li>
              <li>
                Small business rate relief: if this is your business’s only property, there is nothing to pay
                on a rateable value up to {formatPounds(businessRates.fullReliefUpTo)}, and the relief tapers
                to nothing at {formatPounds(businessRates.reliefEndsAt)}. The council decides; ask it when you
                sign.
              </li>
            </>
          ) : rates.kind === 'included' ? (
            <li>
              Business rates, service charge and utilities are included in the monthly price of serviced
              space.
            </li>
          ) : (
            <li>We do not have this unit’s rateable value yet: ask an advisor and we will tell you.</li>
          )}
          <li>Not included: your own energy use where metered, contents insurance and fit-out.</li>
          <li>Source of the multipliers: {businessRates.source}.</li>
        </ul>
      </details>
    </section>
  );
}
