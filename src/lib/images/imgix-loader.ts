/*
 * next/image loader for Imgix, used only when NEXT_PUBLIC_IMGIX_DOMAIN is set: width, quality
 * (default 75), crop fit and automatic format and compression, as the spec's image optimiser does.
 */
export const defaultImageQuality = 75;

export function imgixUrl(domain: string, src: string, width: number, quality?: number): string {
  const url = new URL(
    src.startsWith('http') ? src : `https://${domain}${src.startsWith('/') ? '' : '/'}${src}`,
  );
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? defaultImageQuality));
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('auto', 'format,compress');
  return url.toString();
}

export default function imgixLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}) {
  const domain = process.env.NEXT_PUBLIC_IMGIX_DOMAIN;
  if (!domain) return src;
  return imgixUrl(domain, src, width, quality);
}
