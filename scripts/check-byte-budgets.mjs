#!/usr/bin/env node
/*
 * The byte budgets (scripts/byte-budgets.mjs), checked against a production build's output: for
 * each budgeted route, its prerendered HTML as it is sent (src/server/site/paint-first.mjs), the scripts it loads first (module scripts, as
 * in scripts/bench/first-load-js.mjs) and its stylesheets, each gzip-compressed as `next start`
 * serves them. Fails when a figure is over its budget, and when one is a whole slack under it: a
 * budget only goes down, so a change that saves bytes lowers the budget in the same commit.
 * `npm test` runs it right after the production build (scripts/test.mjs); by hand:
 * `node scripts/check-byte-budgets.mjs [buildDir]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadJs, gzipSize } from './bench/first-load-js.mjs';
import { paintFirst } from '../src/server/site/paint-first.mjs';
import { byteBudgetsKiB, elementBudgets, elementSlack, slackKiB } from './byte-budgets.mjs';

export const kinds = /** @type {const} */ (['script', 'html', 'css']);

/** `/` -> `index.html`, `/locations/andover` -> `locations/andover.html`, under the build's app folder. */
export function prerenderedHtmlFile(buildDir, route) {
  return path.join(buildDir, 'server', 'app', route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** Stylesheets the HTML links (`<link rel="stylesheet" href="/_next/static/...">`), once each. */
export function stylesheetSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (!/\brel="stylesheet"/i.test(attributes)) continue;
    const href = /\bhref="(\/_next\/static\/[^"]+)"/i.exec(attributes)?.[1];
    if (href && !sources.includes(href)) sources.push(href);
  }
  return sources;
}

/**
 * How many elements the page's body draws, its scripts left out: what React walks when it hydrates
 * the page (the main thread's longest task, decision 0049), and what the browser styles and lays out.
 */
export function countElements(html) {
  const bodyStart = html.search(/<body\b/i);
  const body = (bodyStart < 0 ? html : html.slice(bodyStart)).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return (body.match(/<[a-zA-Z][\w:-]*/g) ?? []).length;
}

/** The figures of one route: bytes (gzip) of its scripts, HTML and CSS, and its body's elements. */
export function measureRoute(buildDir, route) {
  const file = prerenderedHtmlFile(buildDir, route);
  if (!existsSync(file))
    throw new Error(`${route}: no prerendered HTML at ${path.relative(process.cwd(), file)}`);
  // As the page cache sends it: its chunks run after the first paint (decision 0060).
  const html = paintFirst(readFileSync(file, 'utf8'));
  const css = stylesheetSources(html)
    .map((href) => path.join(buildDir, href.replace(/^\/_next\//, '').split('?')[0]))
    .filter((cssFile) => existsSync(cssFile))
    .reduce((sum, cssFile) => sum + gzipSize(cssFile), 0);
  return {
    script: firstLoadJs(html, buildDir).gzip,
    html: gzipSync(html).length,
    css,
    elements: countElements(html),
  };
}

const kib = (bytes) => bytes / 1024;

/**
 * Every route's figures against its budgets: `over` when a figure exceeds its budget, `lower` when
 * it is more than the slack under it (the budget should come down to the figure).
 */
export function checkBudgets(
  buildDir,
  budgets = byteBudgetsKiB,
  slack = slackKiB,
  elements = elementBudgets,
  elementsSlack = elementSlack,
) {
  const rows = [];
  const problems = [];
  for (const [route, budget] of Object.entries(budgets)) {
    const measured = measureRoute(buildDir, route);
    rows.push({ route, measured, budget: { ...budget, elements: elements[route] } });
    const elementBudget = elements[route];
    if (elementBudget !== undefined) {
      if (measured.elements > elementBudget)
        problems.push(`${route} elements: ${measured.elements}, over its budget of ${elementBudget}`);
      else if (measured.elements < elementBudget - elementsSlack)
        problems.push(
          `${route} elements: ${measured.elements}, ${elementBudget - measured.elements} under its budget of ${elementBudget}: lower the budget to ${measured.elements + 5} (budgets only go down)`,
        );
    }
    for (const kind of kinds) {
      const actual = kib(measured[kind]);
      if (actual > budget[kind])
        problems.push(
          `${route} ${kind}: ${actual.toFixed(2)} KiB gzip, over its budget of ${budget[kind]} KiB`,
        );
      else if (actual < budget[kind] - slack)
        problems.push(
          `${route} ${kind}: ${actual.toFixed(2)} KiB gzip, ${(budget[kind] - actual).toFixed(2)} KiB under its budget of ${budget[kind]}: lower the budget to ${(Math.ceil(actual * 10) / 10).toFixed(1)} (budgets only go down)`,
        );
    }
  }
  return { rows, problems };
}

/** Prints every route's figures and the problems; false when there are any. */
export function reportBudgets(buildDir) {
  const { rows, problems } = checkBudgets(buildDir);
  console.log('Byte budgets (KiB gzip) and element budgets (measured / budget):');
  for (const { route, measured, budget } of rows)
    console.log(
      `  ${route.padEnd(34)} ${kinds.map((kind) => `${kind} ${kib(measured[kind]).toFixed(2)} / ${budget[kind].toFixed(1)}`).join('   ')}   elements ${measured.elements} / ${budget.elements ?? '-'}`,
    );
  if (problems.length === 0) return true;
  console.error(
    `\nByte budgets failed (scripts/byte-budgets.mjs):\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  return false;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!reportBudgets(path.resolve(process.argv[2] ?? '.next'))) process.exit(1);
}
