import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gazetteerPath } from '@/lib/geo/gazetteer-path';
import { outcodeTablePath } from '@/lib/geo/outcodes';

const table = { version: 1, outcodes: { SO14: [50.9035, -1.3967] } };
const gazetteer = { version: 1, places: [['Reading', 51.45, -0.97, 1, 0]] };

function respond(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// Each test gets fresh module state: the requests are remembered per visit (per module instance).
async function freshLoaders() {
  vi.resetModules();
  return import('./finder-loaders');
}

describe('finder data loaders', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the district table once for any number of searches', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(table)));
    const { loadOutcodeTable } = await freshLoaders();
    const [first, second] = await Promise.all([loadOutcodeTable(), loadOutcodeTable()]);
    expect(first.outcodes.SO14).toEqual([50.9035, -1.3967]);
    expect(second).toBe(first);
    expect(await loadOutcodeTable()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(outcodeTablePath);
  });

  it('tries the district table again after a failure instead of remembering it', async () => {
    fetchMock.mockResolvedValueOnce(respond({}, 503)).mockResolvedValueOnce(respond(table));
    const { loadOutcodeTable } = await freshLoaders();
    await expect(loadOutcodeTable()).rejects.toThrow('District table: HTTP 503');
    await expect(loadOutcodeTable()).resolves.toMatchObject({ version: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a district table of the wrong shape, and retries on the next search', async () => {
    fetchMock.mockResolvedValueOnce(respond({ version: 2 })).mockResolvedValueOnce(respond(table));
    const { loadOutcodeTable } = await freshLoaders();
    await expect(loadOutcodeTable()).rejects.toThrow('District table: unknown version');
    await expect(loadOutcodeTable()).resolves.toMatchObject({ version: 1 });
  });

  it('fetches and indexes the gazetteer once, and again only after a failure', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(() => Promise.resolve(respond(gazetteer)));
    const { loadPlaces } = await freshLoaders();
    await expect(loadPlaces()).rejects.toThrow('offline');
    const places = await loadPlaces();
    expect(await loadPlaces()).toBe(places);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(gazetteerPath);
  });

  it('names the gazetteer in the error when the server refuses it', async () => {
    fetchMock.mockResolvedValueOnce(respond({}, 404));
    const { loadPlaces } = await freshLoaders();
    await expect(loadPlaces()).rejects.toThrow('Gazetteer: HTTP 404');
  });
});
