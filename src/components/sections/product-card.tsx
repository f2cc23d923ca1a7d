import { priceBasisOf, type Product } from '@/domain/products';
import { Illustration } from '@/components/ui/illustration';
import { PriceTag } from '@/components/ui/price-tag';
import { ReadMoreLink } from '@/components/ui/read-more-link';

/*
 * A workspace type as a card: icon, title, description, price and a read-more link. The whole card
 * is not one link (it holds two actions); the title links too, for a larger target.
 *
 * Below 640 px it is a compact card, two to a row from 360 px: the title, then the price, the
 * title's link covering the card (the read-more link, the same address, is left out). Fifteen types
 * then take about a screen and a half, not five; the description and the icon wait for wider
 * screens (beside a title in half a phone's width the icon made most titles wrap).
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  action,
}: {
  product: Pick<Product, 'slug' | 'title' | 'description' | 'icon' | 'url' | 'shownPrice'>;
  headingLevel?: 'h2' | 'h3';
  action?: React.ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="product-card"
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md max-[639px]:gap-0.5 max-[639px]:rounded-xl max-[639px]:px-4 max-[639px]:py-2"
    >
      <div className="flex flex-col gap-4 max-[639px]:flex-row max-[639px]:items-center max-[639px]:gap-2">
        <Illustration src={product.icon} width={56} height={56} className="shrink-0 max-[639px]:hidden" />
        <Heading className="text-xl font-extrabold max-[639px]:text-base max-[639px]:leading-tight">
          <a
            href={product.url}
            className="hover:text-sky hover:underline max-[639px]:inline-flex max-[639px]:min-h-6 max-[639px]:items-center max-[639px]:after:absolute max-[639px]:after:inset-0 max-[639px]:after:rounded-xl"
          >
            {product.title}
          </a>
        </Heading>
      </div>
      <p className="flex-1 text-ink-soft max-[639px]:hidden">{product.description}</p>
      <div className="max-[639px]:mt-1">
        <PriceTag price={product.shownPrice} basis={priceBasisOf(product.slug)} compactOnPhone />
      </div>
      <div
        className={`flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 ${action ? 'relative z-10 max-[639px]:pt-2' : 'max-[639px]:hidden'}`}
      >
        <span className={action ? 'max-[639px]:hidden' : ''}>
          <ReadMoreLink href={product.url} subject={product.title} />
        </span>
        {action}
      </div>
    </article>
  );
}
