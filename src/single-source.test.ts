import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { site } from '@/domain/site';

/*
 * Issue 14, item 12: each of these facts is written in exactly one module and read from there by
 * pages, server code and tests. This scans the source (not the tests) for the fact typed out again,
 * so a second copy fails here even while it still agrees with the first.
 */

const srcDir = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

const cmsDir = `${path.sep}cms${path.sep}`;
const files = sourceFiles(srcDir)
  // The CMS's collections and migrations belong to the CMS; its seed is copy the site shows, so it is read.
  .filter(
    (file) =>
      (!file.includes(cmsDir) || file.includes(`${cmsDir}seed${path.sep}`)) && !file.includes('(payload)'),
  )
  .map((file) => ({ file: path.relative(srcDir, file), text: readFileSync(file, 'utf8') }));

function filesStating(pattern: RegExp): string[] {
  return files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

/** Source without comments: a comment may quote an example ("from £40") without stating a fact. */
function copyOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function filesStatingInCopy(pattern: RegExp): string[] {
  return files.filter(({ text }) => pattern.test(copyOf(text))).map(({ file }) => file);
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

describe('facts stated once (issue 14, item 12)', () => {
  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('the advisor number is typed only in src/domain/site.ts', () => {
    // Any spelling of the national significant number: +442079460958, +44 20 7946 0958, 020 7946 0958.
    const national = digitsOf(site.advisorPhone.e164).slice(2);
    const spaced = new RegExp(national.split('').join('[\\s().-]*'));
    expect(filesStating(spaced)).toEqual(['domain/site.ts']);
  });

  it('"within one working day" is worded only in src/domain/site.ts', () => {
    expect(filesStating(/one working day/i)).toEqual(['domain/site.ts']);
  });

  it('the enquiry reference pattern is written only in src/lib/enquiry-reference.ts', () => {
    expect(filesStating(/NL-\[/)).toEqual(['lib/enquiry-reference.ts']);
  });

  it('the consent cookie lifetime is written only in src/lib/cookie-lifetimes.ts', () => {
    expect(filesStating(/34_?560_?000|400 days/)).toEqual(['lib/cookie-lifetimes.ts']);
  });

  it('no copy types the number of centres: it comes from the data ({centres}, centreCount)', () => {
    const count = centreTowns.length;
    const typed = new RegExp(
      `\\b${count}\\s+(?:[A-Za-z]+\\s+){0,2}?(?:centres|towns|pins)\\b|figure: '${count}'`,
      'i',
    );
    expect(filesStatingInCopy(typed)).toEqual([]);
  });

  it('no copy types a price: it comes from the price data ({price}, priceLabel in domain/prices.ts)', () => {
    // "from £40", "£19 an hour", "£59 per month"; salaries ("£26,000 plus commission") are not prices.
    const typed = /from £\s?\d|£\s?\d[\d.,]*\s+(?:a|an|per)\s+(?:week|hour|month|day)\b/i;
    const stating = files
      .filter(({ text }) => typed.test(copyOf(text).replace(/salary: '[^']*'/g, '')))
      .map(({ file }) => file);
    expect(stating).toEqual([]);
  });

  it('the terms beside prices are worded only in src/lib/format.ts (priceNotes)', () => {
    expect(filesStating(/vary by product and inventory/)).toEqual(['lib/format.ts']);
    expect(filesStating(/paid per booking, with no contract/)).toEqual(['lib/format.ts']);
  });

  it('no centre page falls back to one shared hero line ("Space to work, close to home.")', () => {
    expect(filesStating(/Space to work, close to home/)).toEqual([]);
  });

  it('no page counts the workspace types by hand', () => {
    expect(filesStating(/All 15\b|length === 15\b/)).toEqual([]);
  });
});
