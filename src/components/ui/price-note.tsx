import { priceNote } from '@/lib/format';

/** The spec's price note; shown wherever a price is. */
export function PriceNote({ className = '' }: { className?: string }) {
  return (
    <p data-testid="price-note" className={`text-sm text-ink-muted ${className}`}>
      <span aria-hidden="true">* </span>
      {priceNote}
    </p>
  );
}
