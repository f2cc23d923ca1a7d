/*
 * Video thumbnails, per the spec: a thumbnail is derived from a video link only when the link
 * holds an 11-character YouTube video id. Anything else gives undefined, so callers fall back
 * to their own image instead of showing a broken one.
 */

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live, v), or undefined. */
export function youTubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (youTubeHosts.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) candidate = second;
  }
  return candidate && videoIdPattern.test(candidate) ? candidate : undefined;
}

export type ThumbnailQuality = 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault';

/** The thumbnail image of a YouTube link, or undefined when the link holds no valid id. */
export function youTubeThumbnailUrl(
  link: string,
  quality: ThumbnailQuality = 'hqdefault',
): string | undefined {
  const id = youTubeVideoId(link);
  return id ? `https://i.ytimg.com/vi/${id}/${quality}.jpg` : undefined;
}
