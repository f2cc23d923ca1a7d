import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/cms/seed/products';
import { illustrationPath, isWorkspaceIllustration, workspaceIllustrations } from './illustrations';

describe('the workspace illustrations editors choose from', () => {
  it('are exactly the files the site ships', () => {
    const files = readdirSync(path.resolve('public/images/workspaces'))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.replace(/\.svg$/, ''))
      .sort();
    expect(workspaceIllustrations.map((illustration) => illustration.name).sort()).toEqual(files);
  });

  it('include every illustration the seed content uses, and nothing typed by hand', () => {
    expect(isWorkspaceIllustration(illustrationPath('workshop'))).toBe(true);
    for (const typed of [
      '/images/workspaces/workshop.png',
      'workshop',
      '/images/other/cafe.svg',
      '',
      undefined,
    ])
      expect(isWorkspaceIllustration(typed)).toBe(false);
    for (const product of seedProducts)
      expect(isWorkspaceIllustration(product.image), product.slug).toBe(true);
  });
});
