/*
 * An SVG illustration from public/images. SVGs need no optimiser, so a plain <img> with explicit
 * width and height (no layout shift) is enough; rasters go through next/image instead.
 * `priority` is for the one image that may be the page's largest paint.
 */
export function Illustration({
  src,
  width,
  height,
  alt = '',
  priority = false,
  className = '',
}: {
  src: string;
  width: number;
  height: number;
  alt?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vector art, nothing for the optimiser to do
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}
