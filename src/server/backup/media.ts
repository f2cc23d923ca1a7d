import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaFile } from './manifest';

/*
 * CMS uploads kept on disk (MEDIA_DIR: photos, their resized copies, floor plans in a
 * subdirectory). Copied file by file rather than archived: photos are already compressed, and an
 * off-site tool (restic, borg, rclone) then uploads only the new ones each night.
 */

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as sorted paths relative to it; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Names, sizes and checksums of the files under `dir`. */
export async function describeMedia(dir: string): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const relative of await filesUnder(dir)) {
    const file = path.join(dir, ...relative.split('/'));
    files.push({ path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
  }
  return files;
}

/** Copies every file under `from` into `to`, keeping subdirectories; describes the copies. */
export async function copyMedia(from: string, to: string): Promise<MediaFile[]> {
  for (const relative of await filesUnder(from)) {
    const destination = path.join(to, ...relative.split('/'));
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(from, ...relative.split('/')), destination);
  }
  return describeMedia(to);
}
