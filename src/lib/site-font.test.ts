import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFontHref } from './site-font';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'node_modules/@fontsource-variable/inter');

describe('the site font', () => {
  it('is the installed package’s Latin variable file, named with its version', () => {
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(siteFontHref).toBe(`/fonts/inter-latin-wght-normal-${version}.woff2`);
    const copy = readFileSync(path.join(root, 'public', siteFontHref));
    expect(copy.equals(readFileSync(path.join(packageDir, 'files/inter-latin-wght-normal.woff2')))).toBe(true);
  });

  it('is the file the stylesheet declares', () => {
    const css = readFileSync(path.join(root, 'src/app/(site)/globals.css'), 'utf8');
    expect(css).toContain(`url('${siteFontHref}')`);
  });
});
