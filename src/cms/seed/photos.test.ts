import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoCreditSchema, photoLicences, photoSourceUrlSchema } from '@/domain/photos';
import { workspaceTypeSlugs } from '@/domain/workspace-type-slugs';
import { seedCentres } from './centres';
import {
  centreGalleryFiles,
  homeHeroPhotoFile,
  photoFilesForType,
  seedPhotos,
  seedPhotosDir,
  unitPhotoFiles,
} from './photos';

describe('the seed photographs', () => {
  it('are at least 15, each file present once and listed once', () => {
    expect(seedPhotos.length).toBeGreaterThanOrEqual(15);
    const files = seedPhotos.map((photo) => photo.file);
    expect(new Set(files).size).toBe(files.length);
    const onDisk = readdirSync(seedPhotosDir).filter((name) => !name.startsWith('.'));
    expect(onDisk.sort()).toEqual([...files].sort());
  });

  it.each(seedPhotos.map((photo) => [photo.file, photo] as const))(
    '%s is a real image of at most 2,400 px and 250 KB',
    async (file) => {
      const full = path.join(seedPhotosDir, file);
      const { format, width, height } = await sharp(full).metadata();
      expect(format).toBe('jpeg');
      expect(Math.max(width ?? Infinity, height ?? Infinity)).toBeLessThanOrEqual(2400);
      expect(Math.min(width ?? 0, height ?? 0)).toBeGreaterThanOrEqual(600);
      expect(statSync(full).size).toBeLessThanOrEqual(250 * 1024);
    },
  );

  it.each(seedPhotos.map((photo) => [photo.file, photo] as const))(
    '%s has alt text, a credit, a licence and a source',
    (_, photo) => {
      expect(photo.alt.length).toBeGreaterThanOrEqual(10);
      expect(photo.alt.length).toBeLessThanOrEqual(200);
      expect(photoCreditSchema.safeParse(photo.credit).success).toBe(true);
      expect(photoLicences).toContain(photo.licence);
      // The seed ships no photo of our own: every one must say where it came from.
      expect(photo.licence).not.toBe('own');
      expect(photoSourceUrlSchema.safeParse(photo.sourceUrl).success).toBe(true);
      for (const type of photo.types) expect(workspaceTypeSlugs).toContain(type);
    },
  );

  it('covers offices, meeting rooms, coworking, studios, cafés and receptions', () => {
    for (const type of [
      'office-spaces',
      'meeting-rooms',
      'coworking-spaces',
      'studios',
      'cafes',
      'virtual-offices',
    ] as const) {
      expect(photoFilesForType(type).length, type).toBeGreaterThanOrEqual(1);
    }
    expect(seedPhotos.some((photo) => photo.file === homeHeroPhotoFile)).toBe(true);
  });

  it('gives every centre a building photo and up to three of what it offers, varied between neighbours', () => {
    const galleries = seedCentres.map((centre, index) => centreGalleryFiles(centre.offers, index));
    for (const gallery of galleries) {
      expect(gallery.length).toBeGreaterThanOrEqual(1);
      expect(gallery.length).toBeLessThanOrEqual(4);
      expect(seedPhotos.find((photo) => photo.file === gallery[0])?.exterior).toBe(true);
      expect(new Set(gallery).size).toBe(gallery.length);
    }
    seedCentres.forEach((centre, index) => {
      const offered = new Set(centre.offers.flatMap((type) => photoFilesForType(type)));
      for (const file of galleries[index]!.slice(1)) expect(offered.has(file)).toBe(true);
    });
    expect(galleries[0]).not.toEqual(galleries[1]);
  });

  it('shows a unit only a photo of its own type, or none', () => {
    expect(unitPhotoFiles('workshops', 0)).toEqual([]);
    expect(photoFilesForType('meeting-rooms')).toContain(unitPhotoFiles('meeting-rooms', 3)[0]);
    expect(unitPhotoFiles('cafes', 0)).not.toEqual(unitPhotoFiles('cafes', 1));
  });
});
