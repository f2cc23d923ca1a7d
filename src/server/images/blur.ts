import 'server-only';
import sharp from 'sharp';

/*
 * A 16-pixel-wide WebP of the photo as a data URL (a few hundred bytes): the page paints it,
 * blurred, in the photo's frame until the real image arrives, so the frame is never a blank box.
 */
export async function blurDataUrlOf(image: Buffer): Promise<string> {
  const tiny = await sharp(image)
    .rotate()
    .resize(16, 16, { fit: 'inside' })
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}
