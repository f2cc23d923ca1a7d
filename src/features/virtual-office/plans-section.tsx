import { ButtonLink } from '@/components/ui/button-link';
import { withVat } from '@/domain/vat';
import { orderPaths } from '@/domain/virtual-office/order-schema';
import { cheapestMonthlyPence, type VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { PriceWithVatText } from './order-views';

/*
 * "Buy a virtual office": the plans and their prices from the CMS, each linking to the order
 * pages, on the virtual-offices page (prices from the cheapest centre) and on a centre's page (its
 * own prices).
 */
export function VirtualOfficePlansSection({
  plans,
  vatRatePercent,
  centre,
}: {
  plans: readonly VirtualOfficePlan[];
  vatRatePercent: number;
  centre?: { readonly slug: string; readonly town: string };
}) {
  const here = centre
    ? plans.filter((plan) => plan.prices.some((price) => price.centre === centre.slug))
    : plans;
  if (here.length === 0) return null;
  const query = (kind: string) => `${orderPaths.start}?plan=${kind}${centre ? `&centre=${centre.slug}` : ''}`;
  return (
    <section
      aria-labelledby="buy-virtual-office"
      className="py-16 tablet:py-20"
      data-testid="virtual-office-plans"
    >
      <div className="container-page space-y-8">
        <div className="max-w-3xl space-y-3">
          <h2 id="buy-virtual-office" className="text-3xl font-extrabold tablet:text-4xl">
            Buy a virtual office{centre ? ` in ${centre.town}` : ''}
          </h2>
          <p className="text-lg text-ink-soft">
            Choose a plan and order online in five minutes. Prices are per month
            {centre ? '' : ', at the centre you choose'}; we invoice you, nothing to pay now.
          </p>
        </div>
        <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
          {here.map((plan) => {
            const pence = cheapestMonthlyPence([plan], centre?.slug) ?? 0;
            return (
              <li
                key={plan.kind}
                className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-6"
                data-plan={plan.kind}
              >
                <h3 className="text-xl font-extrabold">{plan.name}</h3>
                <p className="text-ink-soft">{plan.description}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {plan.included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="mt-auto">
                  {centre ? '' : 'From '}
                  <PriceWithVatText price={withVat(pence, vatRatePercent)} />
                </p>
                {plan.needsIdCheck ? (
                  <p className="text-sm text-ink-muted">
                    Identity check before it starts, as the law requires.
                  </p>
                ) : null}
                <a className="link font-bold" href={query(plan.kind)}>
                  Order {plan.name.toLowerCase()}
                  <span className="sr-only">{centre ? ` in ${centre.town}` : ''}</span>
                </a>
              </li>
            );
          })}
        </ul>
        <ButtonLink
          href={centre ? `${orderPaths.start}?centre=${centre.slug}` : orderPaths.start}
          data-testid="buy-virtual-office"
        >
          Buy a virtual office online
        </ButtonLink>
      </div>
    </section>
  );
}
