import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedFiles } from '../vitest.config';

/*
 * Vitest runs most files in a shared module registry (vitest.config.ts): a file that replaces a
 * module, a global or an environment variable would leak the replacement into the files after it,
 * which could then pass or fail for a reason of someone else's. Those files must run isolated.
 */
const replaces =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules|spyOn\(\s*(globalThis|process)\b)|\bprocess\.env\.[A-Za-z_]+\s*=[^=]|\bdelete\s+process\.env\b/;
const root = path.resolve(import.meta.dirname, '..');

describe('test isolation', () => {
  const files = ['src', 'scripts'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file) && file !== 'src/test-isolation.test.ts'),
  );

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('runs every file that replaces a module, a global or an environment variable isolated', () => {
    const replacing = files.filter((file) => replaces.test(readFileSync(path.join(root, file), 'utf8')));
    expect(replacing.toSorted()).toEqual([...isolatedFiles].toSorted());
  });

  it('recognises a replacement', () => {
    expect(replaces.test("vi.mock('@/lib/format')")).toBe(true);
    expect(replaces.test("vi.stubEnv('A', 'b')")).toBe(true);
    expect(replaces.test('process.env.SITE_URL = "x"')).toBe(true);
    expect(replaces.test('process.env.SITE_URL === "x"')).toBe(false);
    expect(replaces.test('vi.fn()')).toBe(false);
  });
});
