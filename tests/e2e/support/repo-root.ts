import path from 'node:path';

/** The repository root, whatever directory Playwright was started from. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
