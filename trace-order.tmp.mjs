// usage: node trace-order.mjs URL [runs]  -> for each run: LCP candidate times vs first EvaluateScript of each chunk
import { chromium } from '@playwright/test';
const url = process.argv[2]; const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts) => ((ts - t0) / 1000).toFixed(1);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => `${ms(e.ts)}(${e.args.data.type}${e.args.data.size})`);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const evals = events.filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url && e.args.data.url !== url ).map((e) => `${ms(e.ts)}+${(e.dur/1000).toFixed(0)} ${e.args.data.url.split('/').pop().slice(0, 12)}`);
  const css = events.filter((e) => e.name === 'ResourceFinish').length;
  console.log(`run ${r}: FCP ${fcp ? ms(fcp.ts) : '-'} LCP ${lcps.join(' ')}\n  evals: ${evals.slice(0, 12).join(', ')}`);
  await context.close();
}
await browser.close();
