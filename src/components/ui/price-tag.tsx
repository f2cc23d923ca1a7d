import type { ShownPrice } from '@/domain/prices';
import { priceNoteMarkers, type PriceBasis } from '@/lib/format';

/*
 * A type's price as src/domain/prices.ts states it: "from £40 per week + VAT" large, with the words
 * before it when it is not plain ("Next free 4 January 2027 in Andover"), or the sentence saying
 * nothing is listed. The marker is its basis's own, matching the note <PriceNote> prints nearby.
 */
export function PriceTag({
  price,
  basis,
  size = 'md',
  compactOnPhone = false,
}: {
  price: ShownPrice;
  basis: PriceBasis;
  size?: 'md' | 'lg';
  /** A smaller amount below 640 px, for a list of compact rows. */
  compactOnPhone?: boolean;
}) {
  if (!price.parts) {
    return (
      <p className="font-semibold text-ink-soft" data-testid="price-tag" data-price-kind={price.kind}>
        {price.text}
      </p>
    );
  }
  return (
    <div data-testid="price-tag" data-price-kind={price.kind}>
      {price.lead ? <p className="text-sm font-semibold text-ink-soft">{price.lead}</p> : null}
      <p
        className={`flex flex-wrap items-baseline gap-x-1.5 text-ink ${compactOnPhone ? 'max-[639px]:gap-x-1 max-[639px]:text-sm' : ''}`}
      >
        {/* Spaces between the parts, so the words read apart in text and to screen readers. */}
        <span className="text-sm font-semibold uppercase tracking-wide text-ink-muted">from</span>{' '}
        <span
          className={`font-extrabold tabular-nums ${size === 'lg' ? 'text-5xl' : 'text-3xl'} ${compactOnPhone ? 'max-[639px]:text-lg' : ''}`}
        >
          {price.parts.amount}
        </span>{' '}
        <span className="font-semibold text-ink-soft">{price.parts.per}</span>{' '}
        {/* The VAT words and the note's marker wrap together, never the marker alone on a line. */}
        <span className="whitespace-nowrap">
          <span className="font-semibold text-ink-soft" data-testid="vat-suffix">
            {price.parts.vat}
          </span>
          <span aria-hidden="true" className="text-ink-muted">
            {priceNoteMarkers[basis]}
          </span>
        </span>
      </p>
    </div>
  );
}
