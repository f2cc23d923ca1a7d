import { getImageProps } from 'next/image';

/*
 * A photo uploaded to the CMS, through Next's optimiser: resized to the spec's widths at quality
 * 75, served as AVIF or WebP, cropped to the frame around the editor's focal point. Fixed width and
 * height reserve its space, so it never shifts the page; a tiny blurred copy (made at upload) fills
 * the frame until it arrives. Below the fold it loads lazily; the LCP photo is `priority`, which
 * preloads it with fetchpriority="high". getImageProps renders a plain <img> on the server:
 * next/image's client component would add its script to every page that could show a photo.
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
  blurDataUrl,
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
  blurDataUrl?: string;
  className?: string;
}) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    quality: 75,
    priority,
    ...(blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: blurDataUrl } : {}),
  });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps already points it at the optimiser
    <img
      {...props}
      alt={alt}
      className={`object-cover ${className}`}
      style={{ ...props.style, objectPosition: `${focalX}% ${focalY}%`, backgroundPosition: `${focalX}% ${focalY}%` }}
    />
  );
}
