import Image from 'next/image';

/*
 * A photo uploaded to the CMS, through next/image: resized to the spec's widths at quality 75,
 * served as AVIF or WebP, cropped to the frame around the editor's focal point. Fixed width and
 * height reserve its space, so it never shifts the page.
 */
export function Photo({
  src,
  alt,
  width,
  height,
  focalX = 50,
  focalY = 50,
  sizes,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  focalX?: number;
  focalY?: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      quality={75}
      priority={priority}
      className={`object-cover ${className}`}
      style={{ objectPosition: `${focalX}% ${focalY}%` }}
    />
  );
}
