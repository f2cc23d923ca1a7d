/** While a payment may still confirm a booking or pass: the same page again, to see Stripe's answer. */
export function PaymentCheckAgain({ href }: { href: string }) {
  return (
    <p>
      <a className="link" href={href} data-testid="refresh-link">
        Check again
      </a>{' '}
      (payment confirmations usually take a few seconds).
    </p>
  );
}
