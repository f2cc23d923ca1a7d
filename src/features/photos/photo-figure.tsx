import { Photo } from '@/components/ui/photo';
import type { CentreImage } from '@/domain/centre-directory';
import { photoCaption } from '@/domain/photos';

type ShownPhoto = CentreImage & { width: number; height: number };

/** Only uploaded photos carry their pixel size; a committed illustration has none. */
export const isPhoto = (image: CentreImage | undefined): image is ShownPhoto =>
  Boolean(image?.width && image.height);

/*
 * A photo with the line a visitor needs under it: "Representative photo" when it does not show the
 * place, and the photographer's credit when the licence asks for it beside the work.
 */
export function PhotoFigure({
  photo,
  width,
  height,
  sizes,
  priority = false,
  tone = 'light',
  className = '',
}: {
  photo: ShownPhoto;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const caption = photoCaption(photo);
  return (
    <figure className="space-y-2">
      <Photo
        src={photo.src}
        alt={photo.alt}
        width={width}
        height={height}
        focalX={photo.focalX}
        focalY={photo.focalY}
        blurDataUrl={photo.blurDataUrl}
        sizes={sizes}
        priority={priority}
        className={`h-auto w-full ${className}`}
      />
      {caption ? (
        <figcaption className={`text-sm ${tone === 'dark' ? 'text-paper/90' : 'text-ink-muted'}`}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
