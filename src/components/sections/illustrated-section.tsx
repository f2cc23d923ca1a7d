import { Illustration } from '@/components/ui/illustration';

export type SectionImage = { src: string; width: number; height: number; alt: string };

/**
 * The home page's trust block: a heading (and intro) over an illustration on the left, the content
 * on the right from desktop width; stacked on smaller screens.
 */
export function IllustratedSection({
  id,
  heading,
  intro,
  image,
  imageOnDesktopOnly = false,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  intro?: string;
  image: SectionImage;
  imageOnDesktopOnly?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-paper-deep py-16 tablet:py-20">
      <div className="container-page grid items-start gap-10 desktop:grid-cols-[2fr_3fr] desktop:gap-16">
        <div className="space-y-6">
          <h2 id={id} className="text-3xl font-extrabold tablet:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="text-lg text-ink-soft">{intro}</p> : null}
          <Illustration
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            className={`w-full max-w-md rounded-2xl ${imageOnDesktopOnly ? 'hidden desktop:block' : ''}`}
          />
        </div>
        {children}
      </div>
    </section>
  );
}
