import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5299';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [who, email] of [['sales', 'dashboard-sales@e2e.northlight.example'], ['manager', 'swindon-manager@e2e.northlight.example']]) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(base + '/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('e2e-password-for-staff-only');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.goto(base + '/admin/sales');
  await page.screenshot({ path: `/tmp/dash-preview/${who}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/dash-preview/${who}-390.png`, fullPage: true });
  const imgs = await page.getByRole('img').count();
  console.log(who, 'imgs', imgs, await page.title());
  await page.close();
}
await browser.close();
