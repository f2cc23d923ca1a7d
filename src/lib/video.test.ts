import { describe, expect, it } from 'vitest';
import { youTubeThumbnailUrl, youTubeVideoId } from './video';

const id = 'dQw4w9WgXcQ';

describe('youTubeVideoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${id}`],
    [`http://www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=AbCdEfGh&t=10`],
    [`https://www.youtube.com/embed/${id}?rel=0`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://www.youtube.com/live/${id}?feature=shared`],
    [`https://www.youtube.com/v/${id}`],
    [`  https://youtu.be/${id}  `],
  ])('finds the id in %s', (link) => {
    expect(youTubeVideoId(link)).toBe(id);
  });

  it('keeps ids with dashes and underscores', () => {
    expect(youTubeVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'not a link'],
    ['a bare id', id],
    ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a 12-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with a bad character', 'https://youtu.be/dQw4w9WgX.Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL1234567890'],
    ['a channel link', 'https://www.youtube.com/@northlight'],
    ['a playlist link', 'https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf'],
    ['the YouTube home page', 'https://www.youtube.com/'],
    ['another host with a v parameter', `https://vimeo.com/watch?v=${id}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${id}`],
    ['a javascript: link', `javascript:alert('${id}')`],
    ['a short link with no id', 'https://youtu.be/'],
  ])('returns undefined for %s', (_label, link) => {
    expect(youTubeVideoId(link)).toBeUndefined();
  });
});

describe('youTubeThumbnailUrl', () => {
  it('builds the hqdefault thumbnail by default', () => {
    expect(youTubeThumbnailUrl(`https://youtu.be/${id}`)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
  });

  it('honours the quality asked for', () => {
    expect(youTubeThumbnailUrl(`https://www.youtube.com/watch?v=${id}`, 'maxresdefault')).toBe(
      `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`,
    );
  });

  it('gives no thumbnail without an 11-character id', () => {
    expect(youTubeThumbnailUrl('https://www.youtube.com/watch?v=short')).toBeUndefined();
  });
});
