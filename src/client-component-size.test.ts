import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No client component over 200 lines (issue 23). A client component is a 'use client' file or a
 * component file (.tsx) that one reaches through its imports, static or dynamic: those run in the
 * browser too, so moving code out of a 'use client' file into an unmarked one does not escape the
 * rule. Lines are counted as `wc -l` counts them. A path rule in ESLint cannot see 'use client'
 * or follow imports, hence a test.
 */
const maxLines = 200;

/** Known to be longer, each capped at its present length so it can only shrink (none today). */
const capped: Readonly<Record<string, number>> = {};

type Sources = ReadonlyMap<string, string>;

const root = path.resolve(import.meta.dirname, '..');

function readSources(dir: string, sources = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) readSources(file, sources);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      sources.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
  return sources;
}

const isClientEntry = (text: string) => /^(['"])use client\1;?\s*$/m.test(text);

/** wc -l: the newlines in the file. */
const lineCount = (text: string) => text.split('\n').length - 1;

function resolveImport(sources: Sources, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.posix.join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) =>
    sources.has(file),
  );
}

function importsOf(sources: Sources, file: string): string[] {
  const text = sources.get(file) ?? '';
  const specifiers = [
    // import x from '…', import '…', export { x } from '…'; not `import type`, which is erased.
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveImport(sources, file, specifier) ?? []);
}

/** The 'use client' files and every .tsx file they reach, in path order. */
function clientComponents(sources: Sources): string[] {
  const reached = new Set<string>();
  const queue = [...sources.keys()].filter((file) => isClientEntry(sources.get(file)!));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...importsOf(sources, file));
  }
  return [...reached].filter((file) => file.endsWith('.tsx') || isClientEntry(sources.get(file)!)).sort();
}

function overLimit(sources: Sources, caps: Readonly<Record<string, number>> = {}): string[] {
  return clientComponents(sources).flatMap((file) => {
    const lines = lineCount(sources.get(file)!);
    const limit = caps[file] ?? maxLines;
    return lines > limit ? [`${file}: ${lines} lines (at most ${limit})`] : [];
  });
}

const lines = (count: number) => 'x;\n'.repeat(count);

describe('client component size', () => {
  const sources = readSources('src');

  it(`keeps every client component to ${maxLines} lines`, () => {
    expect(overLimit(sources, capped)).toEqual([]);
  });

  it('lists only files that are still long and still client components', () => {
    const stale = Object.keys(capped).filter(
      (file) => !clientComponents(sources).includes(file) || lineCount(sources.get(file)!) <= maxLines,
    );
    expect(stale, 'remove these from `capped`').toEqual([]);
  });

  it('finds the client components the finder and the enquiry form are split into', () => {
    const found = clientComponents(sources);
    expect(found).toContain('src/features/locations/centre-finder.tsx');
    expect(found).toContain('src/features/locations/finder-view.tsx');
    expect(found).toContain('src/features/enquiry/enquiry-phone-input.tsx');
    expect(found).not.toContain('src/app/(site)/(pages)/locations/page.tsx');
  });

  it('fails a long client file, and a long component one reaches, and nothing else', () => {
    const tree = new Map([
      ['src/features/a/shell.tsx', `'use client';\nimport { View } from './view';\n${lines(199)}`],
      ['src/features/a/view.tsx', `import { rows } from '@/features/a/rows';\n${lines(201)}`],
      ['src/features/a/rows.ts', lines(500)],
      ['src/features/a/late.tsx', lines(300)],
      ['src/features/b/page.tsx', `import { Shell } from '@/features/a/shell';\n${lines(400)}`],
      ['src/features/b/types.tsx', lines(300)],
      [
        'src/features/b/dynamic.tsx',
        `'use client';\nimport type { T } from './types';\nimport('../a/late');\n`,
      ],
    ]);
    expect(overLimit(tree)).toEqual([
      'src/features/a/late.tsx: 300 lines (at most 200)',
      'src/features/a/shell.tsx: 201 lines (at most 200)',
      'src/features/a/view.tsx: 202 lines (at most 200)',
    ]);
  });
});
