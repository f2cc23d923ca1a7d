import { IllustratedSection, type SectionImage } from './illustrated-section';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { ReadMoreLink } from '@/components/ui/read-more-link';

type Review = { text: string; attribution: string; href: string; incentive?: string };

/**
 * Real customers' quotes beside an illustration; each links to the story behind it and says what
 * it is, with anything the customer was given for it. Illustrative quotes never come here.
 */
export function ReviewsSection({
  heading,
  image,
  items,
}: {
  heading: string;
  image: SectionImage;
  items: readonly Review[];
}) {
  return (
    <IllustratedSection id="reviews-heading" heading={heading} image={image}>
      <ul className="grid gap-6">
        {items.map((review) => (
          <li key={review.href}>
            <figure className="space-y-3 rounded-2xl border border-line bg-white p-6 shadow-sm">
              <ProvenanceLabel provenance="customer" />
              <blockquote className="text-lg font-medium text-ink">
                <p>
                  <span aria-hidden="true" className="mr-1 text-2xl font-extrabold text-amber-text">
                    “
                  </span>
                  {review.text}”
                </p>
              </blockquote>
              <figcaption className="flex flex-wrap items-center justify-between gap-2 text-ink-soft">
                <span>{review.attribution}</span>
                <ReadMoreLink href={review.href} subject={review.attribution}>
                  Read the story
                </ReadMoreLink>
              </figcaption>
              {review.incentive ? (
                <p className="text-sm text-ink-muted">Given for this review: {review.incentive}</p>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </IllustratedSection>
  );
}
