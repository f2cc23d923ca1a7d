import type { Page } from '@playwright/test';
import sharp from 'sharp';

/* The tests need a fresh raster photo of their own: smooth light and fine grain, like a real one. */
export async function photoLikeJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 24;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const grain = (seed % 23) - 11;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, 90 + (120 * x) / width + grain));
      pixels[offset + 1] = Math.max(0, Math.min(255, 70 + (90 * y) / height + grain));
      pixels[offset + 2] = Math.max(0, Math.min(255, 60 + (60 * (x + y)) / (width + height) + grain));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Fills the admin's photo form (Content → Photos → Create) as an editor would. */
export async function fillPhotoDetails(
  page: Page,
  photo: { alt: string; credit: string; licence: string; sourceUrl?: string },
) {
  await page.getByLabel(/Description for people who cannot see the photo/).fill(photo.alt);
  await page.getByLabel(/Photographer \(credit\)/).fill(photo.credit);
  await page.locator('#field-licence .rs__control').click();
  await page.locator('.rs__option', { hasText: photo.licence }).click();
  if (photo.sourceUrl) await page.getByLabel(/Where it came from/).fill(photo.sourceUrl);
}
