import { Illustration } from '@/components/ui/illustration';
import { ReadMoreLink } from '@/components/ui/read-more-link';

type Review = { text: string; attribution: string; href: string };

/** Tenant reviews beside an illustration; each quote links to the story behind it. */
export function ReviewsSection({
  heading,
  image,
  items,
}: {
  heading: string;
  image: { src: string; width: number; height: number; alt: string };
  items: readonly Review[];
}) {
  return (
    <section aria-labelledby="reviews-heading" className="bg-paper-deep py-16 tablet:py-20">
      <div className="container-page grid items-start gap-10 desktop:grid-cols-[2fr_3fr] desktop:gap-16">
        <div className="space-y-6">
          <h2 id="reviews-heading" className="text-3xl font-extrabold tablet:text-4xl">
            {heading}
          </h2>
          <Illustration
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            className="w-full max-w-md rounded-2xl"
          />
        </div>
        <ul className="grid gap-6">
          {items.map((review) => (
            <li key={review.href}>
              <figure className="space-y-3 rounded-2xl border border-line bg-white p-6 shadow-sm">
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
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
