import { SectionHeading } from '@/components/ui/section-heading';
import type { CentreImage } from '@/domain/centre-directory';
import { photoCreditsPath } from '@/domain/photos';
import { isPhoto, PhotoFigure } from './photo-figure';

/*
 * The photos of a workspace type or a centre below the hero, in the editor's order. They load lazily
 * (the gallery sits below the fold) through the optimiser, each in a fixed 4:3 frame.
 */
export function PhotoGallery({
  id,
  heading,
  photos,
  tone = 'plain',
}: {
  id: string;
  heading: string;
  photos: readonly CentreImage[];
  tone?: 'plain' | 'deep';
}) {
  const shown = photos.filter(isPhoto);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="photo-gallery"
      className={`py-16 tablet:py-20 ${tone === 'deep' ? 'bg-paper-deep' : ''}`}
    >
      <div className="container-page space-y-8">
        <SectionHeading id={`${id}-heading`} eyebrow="Photos">
          {heading}
        </SectionHeading>
        <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
          {shown.map((photo) => (
            <li key={photo.src}>
              <PhotoFigure
                photo={photo}
                width={640}
                height={480}
                sizes="(min-width: 1366px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[4/3] rounded-2xl"
              />
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-muted">
          Who took each photo, and under what licence: <a href={photoCreditsPath} className="font-bold text-sky underline underline-offset-2">photo credits</a>.
        </p>
      </div>
    </section>
  );
}
