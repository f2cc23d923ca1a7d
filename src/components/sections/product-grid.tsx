import { priceBasisOf, type Product } from '@/domain/products';
import { PriceNote } from '@/components/ui/price-note';
import { SectionHeading } from '@/components/ui/section-heading';
import { ProductCard } from './product-card';

/** One family of workspace types as a grid of cards, with the price note under the prices. */
export function ProductGrid({
  id,
  heading,
  intro,
  products,
  tone = 'paper',
  actionFor,
  vatNote,
}: {
  id: string;
  heading: string;
  intro?: React.ReactNode;
  products: readonly Product[];
  tone?: 'paper' | 'deep';
  /** An extra action per card, e.g. GET IN TOUCH carrying the product. */
  actionFor?: (product: Product) => React.ReactNode;
  /** The VAT line under the prices (vatNoteText in src/domain/prices.ts). */
  vatNote: string;
}) {
  return (
    <section aria-labelledby={id} className={`py-10 tablet:py-20 ${tone === 'deep' ? 'bg-paper-deep' : ''}`}>
      <div className="container-page space-y-6 tablet:space-y-10">
        <SectionHeading id={id} intro={intro}>
          {heading}
        </SectionHeading>
        {/* Two compact cards a row from 360 px: fifteen types in eight rows rather than fifteen. */}
        <ul className="grid gap-2 min-[360px]:grid-cols-2 tablet:gap-6 desktop:grid-cols-4">
          {products.map((product) => (
            <li key={product.slug}>
              <ProductCard product={product} action={actionFor?.(product)} />
            </li>
          ))}
        </ul>
        <PriceNote bases={products.map((product) => priceBasisOf(product.slug))} vatNote={vatNote} />
      </div>
    </section>
  );
}
