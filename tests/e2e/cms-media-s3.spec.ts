import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { signIn } from '../cms/helpers';
import { fillPhotoDetails, photoLikeJpeg } from '../cms/photos';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { postgresMediaDir, testS3, testS3Endpoint } from '../cms/s3';
import { staff } from '../cms/staff';

/*
 * Photos on S3-compatible storage with several instances (docs/deploy.md): a photo uploaded through
 * the admin of one instance is served by another, original and optimised, from the bucket, and
 * neither writes it to its MEDIA_DIR. Runs in the cms-postgres project, whose two instances share
 * one database and the S3 server of tests/s3-server.mjs.
 */

function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

test('a photo uploaded in the admin of instance A is served, optimised, by instance B from S3, and never written to MEDIA_DIR', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  // A name no earlier run used, so a leftover file could not pass for this one.
  const stem = `andover-meeting-room-${Date.now().toString(36)}`;
  const upload = path.join(testInfo.outputDir, `${stem}.jpg`);
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(upload, await photoLikeJpeg(1600, 1067));

  await signIn(page, staff.s3MediaEditor);
  await page.goto('/admin/collections/media/create');
  await page.locator('input[type="file"]').setInputFiles(upload);
  await fillPhotoDetails(page, {
    alt: 'Meeting room at Northlight Andover with a long oak table',
    credit: 'Northlight',
    licence: 'Northlight’s own photo',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 20_000 });

  const instanceB = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${cmsPorts(e2eBasePort).postgresSecond}`,
  });
  const found = await instanceB.get(`/cms-api/media?where[filename][like]=${stem}&depth=0`);
  expect(found.status()).toBe(200);
  const docs = (await found.json()).docs as { filename: string; prefix: string }[];
  expect(docs).toHaveLength(1);
  const { filename, prefix } = docs[0]!;
  expect(filename).toBe(`${stem}.jpg`);
  expect(prefix).toBe(`${testS3.prefix}/media`);

  // The original, through Payload's file route on instance B, streamed from the bucket.
  const original = await instanceB.get(`/cms-api/media/file/${encodeURIComponent(filename)}`);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  expect((await sharp(await original.body()).metadata()).width).toBe(1600);

  // As pages ask for it: next/image on instance B, resized and re-encoded for the browser.
  const optimised = await instanceB.get(
    `/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${encodeURIComponent(filename)}`)}&w=640&q=75`,
    { headers: { Accept: 'image/avif,image/webp,image/*' } },
  );
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect((await sharp(await optimised.body()).metadata()).width).toBe(640);
  await instanceB.dispose();

  // The bucket holds the original and the admin's sizes, under the configured prefix.
  const s3 = new S3({
    endpoint: testS3Endpoint,
    region: testS3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: testS3.accessKeyId, secretAccessKey: testS3.secretAccessKey },
  });
  const listed = await s3.listObjectsV2({ Bucket: testS3.bucket, Prefix: `${testS3.prefix}/media/${stem}` });
  const keys = (listed.Contents ?? []).map((object) => object.Key);
  expect(keys).toContain(`${testS3.prefix}/media/${filename}`);
  expect(keys).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^${testS3.prefix}/media/${stem}-400x300\\.jpg$`)),
      expect.stringMatching(new RegExp(`^${testS3.prefix}/media/${stem}-1080x720\\.jpg$`)),
    ]),
  );
  s3.destroy();

  // Neither instance wrote it to the local disk.
  expect(filesUnder(postgresMediaDir).filter((file) => path.basename(file).startsWith(stem))).toEqual([]);
});
