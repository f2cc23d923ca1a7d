import Link from 'next/link';
import { priceBasisOf, type Product } from '@/domain/products';
import { Illustration } from '@/components/ui/illustration';
import { PriceTag } from '@/components/ui/price-tag';
import { ReadMoreLink } from '@/components/ui/read-more-link';

/*
 * A workspace type as a card: icon, title, description, price and a read-more link. The whole card
 * is not one link (it holds two actions); the title links too, for a larger target.
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
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md max-[639px]:gap-2 max-[639px]:p-4"
    >
      {/* On a phone the icon sits beside the title and the description keeps two lines: a list of
          fifteen types then reads in a few screens, each card still saying what it is and costs. */}
      <div className="flex flex-col gap-4 max-[639px]:flex-row max-[639px]:items-center max-[639px]:gap-3">
        <Illustration src={product.icon} width={56} height={56} className="max-[639px]:size-10 shrink-0" />
        <Heading className="text-xl font-extrabold">
          <Link href={product.url} className="hover:text-sky hover:underline">
            {product.title}
          </Link>
        </Heading>
      </div>
      <p className="flex-1 text-ink-soft max-[639px]:line-clamp-2">{product.description}</p>
      <PriceTag price={product.shownPrice} basis={priceBasisOf(product.slug)} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 max-[639px]:pt-2">
        <ReadMoreLink href={product.url} subject={product.title} />
        {action}
      </div>
    </article>
  );
}
