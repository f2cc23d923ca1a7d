import { buttonClasses } from '@/components/ui/button-link';
import { promoCodeInputMaxLength, promoLine, type PromoOnPage } from '@/domain/promo-codes/promo-codes';
import { formatPence } from '@/lib/booking-slots';
import { withVat } from '@/domain/vat';

/*
 * The optional promo code field of a form that states a price (docs/promo-codes.md). Plain server
 * markup, no script. The server checks the code again (and the database takes its use) when it
 * books: what the page showed is never trusted.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink uppercase';

/**
 * The field, inside the form that books or buys, with its own "Apply code" button: that button
 * posts the form with intent=apply-promo, and the server sends the visitor back to this page with
 * the code's price shown and what they typed kept (the signed draft, never in the URL). A code
 * typed and not applied is still applied when the form is sent: the server reads the field.
 */
export function PromoCodeField({ id, promo }: { id: string; promo: PromoOnPage }) {
  const refused = promo.kind === 'refused';
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="promo-field">
      <div className="flex-1">
        <label className="block text-sm font-bold" htmlFor={`${id}-promo`}>
          Promo code (optional)
        </label>
        <input
          id={`${id}-promo`}
          name="promo"
          maxLength={promoCodeInputMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={promo.kind === 'none' ? undefined : promo.typed}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${id}-promo-error` : promo.kind === 'applied' ? `${id}-promo-applied` : undefined}
          className={field}
        />
      </div>
      <button type="submit" name="intent" value="apply-promo" formNoValidate className={buttonClasses('secondary')}>
        Apply code
      </button>
      {refused ? (
        <p id={`${id}-promo-error`} className="w-full font-bold text-danger" data-testid="promo-error">
          {promo.message}
        </p>
      ) : null}
      {promo.kind === 'applied' ? (
        <p id={`${id}-promo-applied`} className="w-full text-sm" data-testid="promo-applied">
          Code {promo.price.code} applied: {formatPence(promo.price.discountPence)} off the price before VAT.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A price before VAT, with a code's line when there is one, VAT and the total:
 * "£70, Promo SPRING25 −£17.50: £52.50 before VAT, + VAT at 20% (£10.50) = £63".
 */
export function PriceWithPromo({
  listPence,
  promo,
  vatRatePercent,
}: {
  listPence: number;
  promo: { readonly code: string; readonly discountPence: number } | undefined;
  vatRatePercent: number;
}) {
  const net = listPence - (promo?.discountPence ?? 0);
  const vat = withVat(net, vatRatePercent);
  if (!promo)
    return (
      <>
        <strong>{formatPence(net)}</strong> + VAT at {vat.vatRatePercent}% ({formatPence(vat.vatPence)}) = <strong>{formatPence(vat.totalPence)}</strong>
      </>
    );
  const line = promoLine(promo);
  return (
    <>
      {formatPence(listPence)}, <span data-testid="promo-line">{line.label} {line.amount}</span>: <strong>{formatPence(net)}</strong> before VAT, + VAT at{' '}
      {vat.vatRatePercent}% ({formatPence(vat.vatPence)}) = <strong>{formatPence(vat.totalPence)}</strong>
    </>
  );
}

/**
 * First in the form: pressing Enter in a field sends the form with its first submit button, which
 * must be the form's own (book or buy), not "Apply code". Hidden from sight and from assistive
 * technology; the visible button does the same.
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}
