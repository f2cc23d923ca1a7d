import { priceBasesFor, priceNoteMarkers, priceNotes, type PriceBasis } from '@/lib/format';

/**
 * The note under prices: the spec's contract note for rents, and the true terms for prices that are
 * not contract rents (meeting rooms per booking, coworking per month). One paragraph per basis
 * shown, each with its own marker (the one its prices carry), and what VAT applies.
 */
export function PriceNote({
  bases = ['contract'],
  vatNote,
  className = '',
}: {
  bases?: readonly PriceBasis[];
  /** e.g. "Prices are shown before VAT, which is added at 20 %." */
  vatNote?: string;
  className?: string;
}) {
  return (
    <div data-testid="price-note" className={`space-y-1 text-sm text-ink-muted ${className}`}>
      {priceBasesFor(bases).map((basis) => (
        <p key={basis} data-basis={basis}>
          <span aria-hidden="true">{priceNoteMarkers[basis]} </span>
          {priceNotes[basis]}
        </p>
      ))}
      {vatNote ? <p>{vatNote}</p> : null}
    </div>
  );
}
