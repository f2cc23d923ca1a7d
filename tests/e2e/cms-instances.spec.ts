import { expect, test } from '@playwright/test';
import { apiAs, waitForPublicText } from '../cms/helpers';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff } from '../cms/staff';

/*
 * Several app instances on one PostgreSQL database, each with its own page cache (docs/deploy.md):
 * a publish saved by one must refresh the pages of the others. Runs in the cms-postgres project only
 * (the embedded PGlite serves one instance).
 */
test('with two instances on PostgreSQL, a publish on one refreshes the pages of the other within 5 s', async ({
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${cmsPorts(e2eBasePort).postgresSecond}`,
  });
  expect(await (await other.get('/workspaces/virtual-offices')).text()).toContain('£59');
  const editor = await apiAs(playwright, baseURL, staff.editor);
  const found = await editor.get('/cms-api/workspace-types?where[slug][equals]=virtual-offices&depth=0');
  const virtualOffices = (await found.json()).docs[0];
  const publishPrice = (amount: number) =>
    editor.patch(`/cms-api/workspace-types/${virtualOffices.id}`, {
      data: { price: { kind: 'from', amount, unit: 'month' }, _status: 'published' },
    });
  try {
    expect((await publishPrice(61)).status()).toBe(200);
    await waitForPublicText(other, '/workspaces/virtual-offices', '£61');
  } finally {
    // Put the seed's price back, so a retry (and any later reader of this database) starts from it.
    expect((await publishPrice(59)).status()).toBe(200);
    await waitForPublicText(other, '/workspaces/virtual-offices', '£59');
    await other.dispose();
  }
});
