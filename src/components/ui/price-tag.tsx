import { formatPounds, priceOnRequestText, type Price } from '@/lib/format';

/*
 * A price as the spec shows it: "from £40" large with its unit, or the generic price-from text.
 * The price note must appear near every price: callers render <PriceNote> in the same section.
 */
export function PriceTag({ price, size = 'md' }: { price: Price; size?: 'md' | 'lg' }) {
  if (price.kind === 'on-request') {
    return <p className="font-semibold text-ink-soft">{priceOnRequestText}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 text-ink">
      <span className="text-sm font-semibold uppercase tracking-wide text-ink-muted">from</span>
      <span className={`font-extrabold tabular-nums ${size === 'lg' ? 'text-5xl' : 'text-3xl'}`}>
        {formatPounds(price.amount)}
      </span>
      <span className="font-semibold text-ink-soft">per {price.unit}</span>
      <span aria-hidden="true" className="text-ink-muted">
        *
      </span>
    </p>
  );
}
