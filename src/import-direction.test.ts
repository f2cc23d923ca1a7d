import path from 'node:path';
import { ESLint } from 'eslint';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the ESLint config is plain JavaScript without type declarations.
import { importDirectionZones, testImportDirectionZones } from '../eslint.config.mjs';

/*
 * The import-direction rule (eslint.config.mjs, docs/decisions/0009) run on small in-memory files
 * at real paths: a wrong-direction import must fail with the zone's message, the right direction
 * must pass. Only this one rule runs (no type information), so the test stays fast.
 */
const root = path.resolve(import.meta.dirname, '..');
const linterWith = (zones: unknown) =>
  new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { import: importPlugin },
        settings: {
          'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
          'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
        },
        rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones }] },
      },
    ],
  });
const eslint = linterWith(importDirectionZones);
const testEslint = linterWith(testImportDirectionZones);

async function problems(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('imports flow one way', () => {
  it.each([
    ['src/server/probe.ts', "import { EnquiryForm } from '@/features/enquiry/enquiry-form';", 'src/domain'],
    ['src/lib/probe.ts', "import { site } from '@/domain/site';", 'src/lib holds pure helpers'],
    ['src/domain/probe.ts', "import { getProducts } from '@/content';", 'src/domain'],
    [
      'src/components/sections/probe.tsx',
      "import { getSiteSettings } from '@/content';",
      'pass it in as props',
    ],
    [
      'src/features/enquiry/probe.ts',
      "import { storeEnquiry } from '@/server/enquiries/enquiries';",
      'bundled for the browser',
    ],
    [
      'src/features/analytics/probe.ts',
      "import { allDenied } from '@/features/consent/consent';",
      'Consent sits above analytics',
    ],
    ['src/cms/probe.ts', "import { getProducts } from '@/content';", 'below the content facade'],
    [
      'src/content/probe.ts',
      "import { SubHero } from '@/components/sections/sub-hero';",
      'below features and components',
    ],
    [
      'src/features/seo/probe.ts',
      "import { SiteDocument } from '@/app/(site)/site-document';",
      'Nothing imports from src/app',
    ],
    [
      'src/app/(site)/(pages)/workspaces/probe.tsx',
      "import { workspacesOverview } from '@/cms/seed/pages';",
      'src/cms/seed is what an empty database starts with',
    ],
    ['src/cms/probe.ts', "import { seedProducts } from './seed/products';", 'src/cms/seed is what an empty'],
    [
      'src/cms/collections/probe.ts',
      "import { seedCentres } from '@/cms/seed/centres';",
      'src/cms/seed is what an empty database starts with',
    ],
    [
      'src/content/probe.ts',
      "import { jobs } from '@/cms/seed/careers';",
      'src/cms/seed is what an empty database starts with',
    ],
  ])('%s: refuses %s', async (file, code, hint) => {
    const found = await problems(file, `${code}\nexport const probe = 1;\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('import/no-restricted-paths');
    expect(found[0]).toContain(hint);
  });

  it.each([
    ['src/server/probe.ts', "import { enquirySchema } from '@/domain/enquiry/enquiry-schema';"],
    ['src/features/enquiry/probe.ts', "import { enquirySchema } from '@/domain/enquiry/enquiry-schema';"],
    ['src/components/sections/probe.tsx', "import type { Product } from '@/domain/products';"],
    ['src/content/probe.ts', "import { docToProduct } from '@/cms/mapping';"],
    ['src/features/consent/probe.ts', "import { gtag } from '@/features/analytics/data-layer';"],
    ['src/domain/probe.ts', "import { telHref } from '@/lib/format';"],
    ['src/content/index.ts', "import { workspacesOverview } from '@/cms/seed/pages';"],
    ['src/cms/payload.config.ts', "import { seedIfEmpty } from './seed';"],
    ['src/cms/seed/probe.ts', "import { seedCentres } from './centres';"],
  ])('%s: allows %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('keeps the seed out of src/domain: both zones say so', async () => {
    const found = await problems('src/domain/probe.ts', "import { jobs } from '@/cms/seed/careers';\n");
    expect(found).toEqual([
      expect.stringContaining('content an empty database starts with belongs in src/cms/seed'),
      expect.stringContaining('src/cms/seed is what an empty database starts with'),
    ]);
  });
});

describe('tests may read the seed as fixtures, and nothing else they may not', () => {
  it.each([
    ['src/domain/probe.test.ts', "import { caseStudies } from '@/cms/seed/case-studies';"],
    ['src/features/locations/probe.test.ts', "import { seedUnits } from '@/cms/seed/units';"],
    ['src/components/sections/probe.test.tsx', "import { benefits } from '@/cms/seed/company';"],
    ['src/single-probe.test.ts', "import { seedProducts } from '@/cms/seed/products';"],
  ])('%s: allows %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport const probe = 1;\n`, testEslint)).toEqual([]);
  });

  it.each([
    [
      'src/features/enquiry/probe.test.ts',
      "import { storeEnquiry } from '@/server/enquiries/enquiries';",
      'bundled for the browser',
    ],
    [
      'src/features/enquiry/probe.test.ts',
      "import { docToProduct } from '@/cms/mapping';",
      'bundled for the browser',
    ],
    ['src/domain/probe.test.ts', "import { getProducts } from '@/content';", 'src/domain'],
  ])('%s: still refuses %s', async (file, code, hint) => {
    const found = await problems(file, `${code}\nexport const probe = 1;\n`, testEslint);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(hint);
  });
});
