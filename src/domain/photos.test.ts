import { describe, expect, it } from 'vitest';
import { centreImageSchema } from './centre-directory';
import { creditRequiredBeside, creditRows, photoCaption, photoSourceUrlSchema, sourceRequired } from './photos';

describe('photo captions', () => {
  it('say a stock photo is representative', () => {
    expect(photoCaption({ representative: true, licence: 'unsplash', credit: 'Kate Sade' })).toBe(
      'Representative photo',
    );
  });

  it('credit a CC BY photographer beside the photo, and no one else', () => {
    expect(photoCaption({ representative: false, licence: 'cc-by-4.0', credit: 'Ann Lee' })).toBe(
      'Photo: Ann Lee, CC BY 4.0',
    );
    expect(photoCaption({ representative: true, licence: 'cc-by-4.0', credit: 'Ann Lee' })).toBe(
      'Representative photo · Photo: Ann Lee, CC BY 4.0',
    );
    expect(photoCaption({ representative: false, licence: 'own', credit: 'Northlight' })).toBeUndefined();
    expect(creditRequiredBeside('unsplash')).toBe(false);
    expect(creditRequiredBeside('cc0')).toBe(false);
  });

  it('need a source for every licence but our own', () => {
    expect(sourceRequired('own')).toBe(false);
    expect(sourceRequired('pexels')).toBe(true);
    expect(photoSourceUrlSchema.safeParse('https://unsplash.com/photos/abc').success).toBe(true);
    expect(photoSourceUrlSchema.safeParse('http://example.com/x').success).toBe(false);
    expect(photoSourceUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('credit rows', () => {
  it('are ordered by photographer and list a photo used twice once', () => {
    const rows = creditRows([
      { alt: 'A café counter', credit: 'Nathan Dumlao', licence: 'unsplash', sourceUrl: 'https://u/1' },
      { alt: 'A building', credit: 'rawpixel', licence: 'cc0', sourceUrl: 'https://r/1' },
      { alt: 'A café counter', credit: 'Nathan Dumlao', licence: 'unsplash', sourceUrl: 'https://u/1' },
      { alt: 'A desk', credit: 'Adolfo Félix', licence: 'unsplash', sourceUrl: 'https://u/2' },
    ]);
    expect(rows.map((row) => row.credit)).toEqual(['Adolfo Félix', 'Nathan Dumlao', 'rawpixel']);
  });
});

describe('a page image', () => {
  it('carries a photo’s facts and refuses a licence the site does not know', () => {
    const photo = {
      src: '/cms-api/media/file/desk-rows.jpg',
      alt: 'Rows of desks with blue screens',
      width: 1600,
      height: 1200,
      blurDataUrl: 'data:image/webp;base64,UklGRg==',
      credit: 'Kate Sade',
      licence: 'unsplash',
      sourceUrl: 'https://unsplash.com/photos/2zZp12ChxhU',
      representative: true,
    };
    expect(centreImageSchema.parse(photo)).toEqual(photo);
    expect(centreImageSchema.safeParse({ ...photo, licence: 'all rights reserved' }).success).toBe(false);
    expect(centreImageSchema.safeParse({ ...photo, blurDataUrl: 'https://x/y.png' }).success).toBe(false);
  });
});
