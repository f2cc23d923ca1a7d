import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { seedUnits } from '../../src/cms/seed/units';
import { sitemapRoutes, unitSitemapEntries } from '../../src/domain/routes';
import { isListed } from '../../src/domain/units';
import { repoRoot } from './support/repo-root';

/*
 * /sitemap.xml against the sitemaps.org schema, offline: xmllint (Debian's libxml2-utils) with the
 * schema kept in the repository (data/schemas, copied from the shared data), so a clone needs
 * nothing beside it.
 */
const schemaPath = process.env.SITEMAP_XSD ?? path.resolve(repoRoot, 'data', 'schemas', 'sitemap.xsd');

test('sitemap.xml is valid against the sitemaps.org schema', async ({ request }) => {
  expect(existsSync(schemaPath), `schema at ${schemaPath}`).toBe(true);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  try {
    const file = path.join(dir, 'sitemap.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', schemaPath, file], { encoding: 'utf8' });
    expect(result.error, 'xmllint must be installed (apt-get install libxml2-utils)').toBeUndefined();
    expect(result.stderr.trim(), 'xmllint output').toBe(`${file} validates`);
    expect(result.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('sitemap lists exactly the indexable routes, each answering 200', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  // The fixed routes, then a page for every unit listed (not let) in the seeded inventory.
  const unitPaths = unitSitemapEntries(seedUnits.filter(isListed)).map((route) => route.path);
  expect([...paths].sort()).toEqual([...sitemapRoutes.map((route) => route.path), ...unitPaths].sort());
  expect(paths).not.toContain('/home');
  // Every fixed route, and one unit page of each centre (the pages are alike; ~300 visits would not add to it).
  const oneUnitPerCentre = [...new Map(unitPaths.map((unitPath) => [unitPath.split('/')[2], unitPath])).values()];
  for (const pathname of [...paths.filter((candidate) => !unitPaths.includes(candidate)), ...oneUnitPerCentre]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
  }
});
