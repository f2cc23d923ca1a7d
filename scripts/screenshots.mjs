#!/usr/bin/env node
/*
 * Screenshots of pages at the four responsive widths, for looking at the site as a visitor would.
 * Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /path [/path ...]
 * WIDTHS=390,1366 limits the widths; FULL=0 takes only the first screen.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './project.mjs';

const [origin, outDir, ...paths] = process.argv.slice(2);
if (!origin || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs ORIGIN OUT_DIR PATH...');
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? '390,768,1366,1920').split(',').map(Number);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const pagePath of paths) {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
