import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';

describe('breadcrumbListJsonLd', () => {
  it('numbers items from 1 with absolute URLs', () => {
    const data = breadcrumbListJsonLd('https://www.northlight.example', [
      { name: 'Home', path: '/' },
      { name: 'Workspaces', path: '/workspaces' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northlight.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Workspaces',
        item: 'https://www.northlight.example/workspaces',
      },
    ]);
  });
});

describe('organizationJsonLd', () => {
  it('includes a sales contact point', () => {
    const data = organizationJsonLd({
      siteUrl: 'https://www.northlight.example',
      name: 'Northlight',
      legalName: 'Northlight Business Centres Ltd',
      telephone: '+442079460958',
      email: 'hello@northlight.example',
      logoPath: '/icon.svg',
    });
    expect(data.logo).toBe('https://www.northlight.example/icon.svg');
    expect(data.contactPoint.telephone).toBe('+442079460958');
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so the script tag cannot be closed early', () => {
    expect(serializeJsonLd({ name: '</script><script>' })).not.toContain('<');
  });
});
