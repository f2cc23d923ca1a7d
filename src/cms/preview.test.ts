import { describe, expect, it } from 'vitest';
import { canPreviewDrafts } from './access';
import { isDraftModeCookie } from '@/server/site/draft-mode-cookie';
import {
  collectionPreviewPath,
  globalPreviewPaths,
  isPreviewablePath,
  previewBreakpoints,
  previewUrl,
} from '@/domain/preview';

describe('who may preview drafts', () => {
  it('editors and admins; sales, centre managers, visitors and odd users never', () => {
    expect(canPreviewDrafts({ id: 1, role: 'editor' } as never)).toBe(true);
    expect(canPreviewDrafts({ id: 1, role: 'admin' } as never)).toBe(true);
    expect(canPreviewDrafts({ id: 1, role: 'sales' } as never)).toBe(false);
    expect(canPreviewDrafts({ id: 1, role: 'centre-manager', centres: ['exeter'] } as never)).toBe(false);
    expect(canPreviewDrafts(null)).toBe(false);
    expect(canPreviewDrafts({ id: 1 } as never)).toBe(false);
    expect(canPreviewDrafts({ id: 1, role: ['admin'] } as never)).toBe(false);
  });
});

describe('where the preview may send an editor', () => {
  it.each(['/', '/workspaces/workshops', '/locations/exeter/units/exe-w01', '/why-northlight'])(
    '%s: a page of the site',
    (path) => {
      expect(isPreviewablePath(path)).toBe(true);
    },
  );

  it.each([
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    'workspaces',
    '/Workspaces',
    '/workspaces/',
    '/a?b=c',
    '/a#b',
    '/a/../b',
    `/${'a'.repeat(200)}`,
    '',
    null,
    undefined,
  ])('%s: refused', (path) => {
    expect(isPreviewablePath(path)).toBe(false);
  });

  it("opens the preview route with the page's path, and the home page for anything else", () => {
    expect(previewUrl('/workspaces/workshops')).toBe('/api/preview?path=%2Fworkspaces%2Fworkshops');
    expect(previewUrl('//evil.example')).toBe('/api/preview?path=%2F');
    expect(previewUrl(undefined)).toBe('/api/preview?path=%2F');
  });
});

describe('the page of each document', () => {
  it('workspace types, centres and units have their public pages; a unit without a centre has none yet', () => {
    expect(collectionPreviewPath('workspace-types', { slug: 'studios' })).toBe('/workspaces/studios');
    expect(collectionPreviewPath('centres', { slug: 'exeter' })).toBe('/locations/exeter');
    expect(collectionPreviewPath('units', { centre: 'andover', reference: 'AND-W04' })).toBe(
      '/locations/andover/units/and-w04',
    );
    expect(collectionPreviewPath('units', { reference: 'AND-W04' })).toBeUndefined();
    expect(collectionPreviewPath('media', { slug: 'x' })).toBeUndefined();
  });

  it('every page global names a page of the site', () => {
    for (const path of Object.values(globalPreviewPaths)) expect(isPreviewablePath(path)).toBe(true);
  });

  it('offers a phone at 390 and a laptop at 1366', () => {
    expect(previewBreakpoints.map((breakpoint) => breakpoint.width)).toEqual([390, 1366]);
  });
});

describe("the proxy's draft-mode test", () => {
  it("accepts only this build's preview id", () => {
    expect(isDraftModeCookie('abc123', 'abc123')).toBe(true);
    expect(isDraftModeCookie('abc124', 'abc123')).toBe(false);
    expect(isDraftModeCookie('abc12', 'abc123')).toBe(false);
    expect(isDraftModeCookie(undefined, 'abc123')).toBe(false);
    expect(isDraftModeCookie('abc123', null)).toBe(false);
  });
});
