import { priceNotesFor, type PriceBasis } from '@/lib/format';

/**
 * The note under prices: the spec's contract note for rents, and the true terms for prices that are
 * not contract rents (meeting rooms per booking, coworking per month). One paragraph per basis shown.
 */
export function PriceNote({
  bases = ['contract'],
  className = '',
}: {
  bases?: readonly PriceBasis[];
  className?: string;
}) {
  return (
    <div data-testid="price-note" className={`space-y-1 text-sm text-ink-muted ${className}`}>
      {priceNotesFor(bases).map((note) => (
        <p key={note}>
          <span aria-hidden="true">* </span>
          {note}
        </p>
      ))}
    </div>
  );
}
