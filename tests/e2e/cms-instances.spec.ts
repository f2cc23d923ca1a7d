import { expect, test } from './support/test';
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
  // The workshops "from" price is the lowest rent free today: Tewkesbury's £40 workshop is one.
  expect(await (await other.get('/workspaces/workshops')).text()).toContain('£40');
  const editor = await apiAs(playwright, baseURL, staff.instancesEditor);
  const found = await editor.get('/cms-api/units?where[reference][equals]=TEW-W03&depth=0');
  const workshop = (await found.json()).docs[0];
  const publishRent = (rent: number) =>
    editor.patch(`/cms-api/units/${workshop.id}`, { data: { rent, _status: 'published' } });
  try {
    expect((await publishRent(36)).status()).toBe(200);
    await waitForPublicText(other, '/workspaces/workshops', '£36 per week + VAT');
  } finally {
    // Put the seed's rent back, so a retry (and any later reader of this database) starts from it.
    expect((await publishRent(40)).status()).toBe(200);
    await waitForPublicText(other, '/workspaces/workshops', '£40 per week + VAT');
    await other.dispose();
  }
});
