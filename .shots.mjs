import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3301';
const pages = (process.env.PAGES ?? '/').split(',');
const widths = (process.env.WIDTHS ?? '390,768,1366,1920').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'load' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 500) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 150)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(800);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const name = (p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')) + `-${width}.png`;
    await page.screenshot({ path: `/tmp/shots-content/${name}`, fullPage: process.env.FULL !== '0' });
    if (process.env.SEG) {
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      const seg = Number(process.env.SEG);
      for (let y = 0, i = 0; y < h; y += seg, i++) {
        await page.screenshot({ path: `/tmp/shots-content/${name.replace('.png', '')}-part${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, h - y) } });
      }
    }
    console.log(name, 'overflow', overflow);
  }
  await page.close();
}
await browser.close();
