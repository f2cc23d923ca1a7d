import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blurDataUrlSchema } from '@/domain/photos';
import { blurDataUrlOf } from './blur';

describe('blurDataUrlOf', () => {
  it('turns a large photo into a tiny WebP data URL the media document can hold', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const url = await blurDataUrlOf(photo);
    expect(blurDataUrlSchema.safeParse(url).success).toBe(true);
    expect(url.length).toBeLessThan(600);
    const tiny = await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata();
    expect(tiny).toMatchObject({ format: 'webp', width: 16, height: 12 });
  });

  it('refuses what is not an image', async () => {
    await expect(blurDataUrlOf(Buffer.from('not a photo'))).rejects.toThrow();
  });
});
