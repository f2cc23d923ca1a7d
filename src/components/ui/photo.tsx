import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

/*
 * A photo uploaded to the CMS, through Next's optimiser: resized to the spec's widths at quality
 * 75, served as AVIF or WebP. Fixed width and height (and the caller's aspect class) reserve its
 * frame, so it never shifts the page; a tiny blurred copy, made at upload and inlined as a data
 * URL, fills the frame until the photo arrives. Below the fold it loads lazily; the LCP photo is
 * `priority`: fetchpriority="high" and a preload in the head, as next/image does.
 *
 * getImageProps renders a plain <img> on the server: next/image's client component would add its
 * script to every page that could show a photo. No style attribute anywhere (the per-request
 * pages' CSP allows none, docs/decisions/0020-strict-csp.md): the blurred preview is an <img> of its
 * own behind the photo, and the focal point picks one of 25 object-position classes.
 */

const focalSteps = [0, 25, 50, 75, 100] as const;
type FocalStep = (typeof focalSteps)[number];

/* Written out in full so Tailwind finds every class in the source. */
const objectPositions: Record<FocalStep, Record<FocalStep, string>> = {
  0: { 0: 'object-[0%_0%]', 25: 'object-[0%_25%]', 50: 'object-[0%_50%]', 75: 'object-[0%_75%]', 100: 'object-[0%_100%]' },
  25: { 0: 'object-[25%_0%]', 25: 'object-[25%_25%]', 50: 'object-[25%_50%]', 75: 'object-[25%_75%]', 100: 'object-[25%_100%]' },
  50: { 0: 'object-[50%_0%]', 25: 'object-[50%_25%]', 50: 'object-center', 75: 'object-[50%_75%]', 100: 'object-[50%_100%]' },
  75: { 0: 'object-[75%_0%]', 25: 'object-[75%_25%]', 50: 'object-[75%_50%]', 75: 'object-[75%_75%]', 100: 'object-[75%_100%]' },
  100: { 0: 'object-[100%_0%]', 25: 'object-[100%_25%]', 50: 'object-[100%_50%]', 75: 'object-[100%_75%]', 100: 'object-[100%_100%]' },
};

const nearestStep = (percent: number): FocalStep =>
  focalSteps.reduce((best, step) => (Math.abs(step - percent) < Math.abs(best - percent) ? step : best));

/** The object-position class nearest the editor's focal point (0 to 100 across and down). */
export function focalClass(focalX = 50, focalY = 50): string {
  return objectPositions[nearestStep(focalX)][nearestStep(focalY)];
}

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
  const { props: withStyle } = getImageProps({ src, alt, width, height, sizes, quality: 75, priority });
  // Next's only style here hides alt text while loading; the frame's classes do what is needed.
  const props = { ...withStyle, style: undefined, ...(priority ? { fetchPriority: 'high' as const } : {}) };
  if (priority && props.srcSet) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  const position = focalClass(focalX, focalY);
  return (
    <span className={`relative block overflow-hidden bg-paper-deep ${className}`}>
      {blurDataUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a few hundred bytes inlined, nothing to optimise
        <img
          src={blurDataUrl}
          alt=""
          aria-hidden="true"
          width={width}
          height={height}
          className={`absolute inset-0 h-full w-full scale-110 object-cover blur-xl ${position}`}
        />
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps already points it at the optimiser */}
      <img {...props} alt={alt} className={`relative h-full w-full object-cover ${position}`} />
    </span>
  );
}
