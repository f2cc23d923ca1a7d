import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shownPrice, type VatQuoting } from '@/domain/prices';
import { PriceNote } from './price-note';
import { PriceTag } from './price-tag';

const quoting: VatQuoting = { vatRatePercent: 20, businessUnitsExVat: true };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

describe('PriceTag and PriceNote', () => {
  it('say what the price is per and how VAT applies, with the marker of its own note', () => {
    const price = shownPrice(
      { kind: 'from', type: 'coworking-spaces', netPounds: 89 },
      quoting,
      String,
      String,
    );
    const html = renderToStaticMarkup(createElement(PriceTag, { price, basis: 'membership' }));
    expect(text(html)).toBe('from £89 per desk per month + VAT ‡');
  });

  it('say when the next unit frees up, and never "ask an advisor"', () => {
    const price = shownPrice(
      { kind: 'next-free', type: 'workshops', netPounds: 52, date: '2027-01-04', centre: 'andover' },
      { ...quoting, businessUnitsExVat: false },
      () => 'Andover',
      String,
    );
    const html = renderToStaticMarkup(createElement(PriceTag, { price, basis: 'contract' }));
    expect(text(html)).toBe('Next free 4 January 2027 in Andover from £62.40 per week inc. VAT *');
    const none = shownPrice({ kind: 'none', type: 'gyms' }, quoting, String, String);
    expect(
      text(renderToStaticMarkup(createElement(PriceTag, { price: none, basis: 'contract' }))),
    ).not.toMatch(/advisor/);
  });

  it('print each note once, each with a marker of its own, and the VAT line', () => {
    const html = renderToStaticMarkup(
      createElement(PriceNote, {
        bases: ['membership', 'contract', 'booking', 'contract'],
        vatNote: 'Prices are shown before VAT.',
      }),
    );
    const markers = [...html.matchAll(/<span aria-hidden="true">(.) <\/span>/g)].map((match) => match[1]);
    expect(markers).toEqual(['*', '†', '‡']);
    expect(text(html)).toContain('Prices are shown before VAT.');
  });
});
