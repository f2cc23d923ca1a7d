import type { Benefit } from '@/domain/page-copy';
import type { Headline } from '@/domain/headline';
import { breakpoints } from '@/lib/breakpoints';
import { HeadlineText } from '@/components/ui/headline-text';

type Art = { src: string; width: number; height: number };

/*
 * Benefits with art direction: a wide image on tablet and up, a square crop on mobile, chosen by
 * the browser through <picture> so only one of them is downloaded. Below 640 px the illustration is
 * left out (not displayed, so the lazy image is not fetched): the benefits themselves are the news.
 */
export function BenefitsSection({
  headline,
  items,
  images,
}: {
  headline: Headline;
  items: readonly Benefit[];
  images: { desktop: Art; mobile: Art; alt: string };
}) {
  return (
    <section aria-labelledby="benefits-heading" className="py-10 tablet:py-20">
      <div className="container-page grid items-center gap-10 desktop:grid-cols-2 desktop:gap-16">
        <picture className="max-[639px]:hidden">
          <source
            media={`(min-width: ${breakpoints.tablet}px)`}
            srcSet={images.desktop.src}
            width={images.desktop.width}
            height={images.desktop.height}
          />
          <img
            data-testid="benefits-image"
            src={images.mobile.src}
            width={images.mobile.width}
            height={images.mobile.height}
            alt={images.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl"
          />
        </picture>
        <div className="space-y-8">
          <h2 id="benefits-heading" className="text-3xl font-extrabold tablet:text-4xl">
            <HeadlineText headline={headline} />
          </h2>
          <ul className="grid gap-4 tablet:grid-cols-2 tablet:gap-6">
            {items.map((item) => (
              <li key={item.id} className="space-y-2 border-l-4 border-amber pl-4">
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
