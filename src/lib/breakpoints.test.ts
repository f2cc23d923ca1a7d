import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, headerHeights, minWidthQuery, responsiveStateFor } from './breakpoints';

describe('breakpoints', () => {
  it('maps widths to the spec states at their edges', () => {
    expect(responsiveStateFor(390)).toBe('mobile');
    expect(responsiveStateFor(767)).toBe('mobile');
    expect(responsiveStateFor(768)).toBe('tablet');
    expect(responsiveStateFor(1365)).toBe('tablet');
    expect(responsiveStateFor(1366)).toBe('desktop');
    expect(responsiveStateFor(1919)).toBe('desktop');
    expect(responsiveStateFor(1920)).toBe('desktopLarge');
  });

  it('has the spec header heights', () => {
    expect(headerHeights).toEqual({ mobile: 140, tablet: 80, desktop: 100, desktopLarge: 100 });
  });

  it('builds min-width queries', () => {
    expect(minWidthQuery('tablet')).toBe('(min-width: 768px)');
  });

  it('matches the CSS breakpoints and header heights in globals.css', () => {
    const css = readFileSync(path.resolve(__dirname, '../app/(site)/globals.css'), 'utf8');
    expect(css).toContain(`--breakpoint-tablet: ${breakpoints.tablet}px`);
    expect(css).toContain(`--breakpoint-desktop: ${breakpoints.desktop}px`);
    expect(css).toContain(`--breakpoint-desktop-large: ${breakpoints.desktopLarge}px`);
    expect(css).toContain(`--spacing-header-mobile: ${headerHeights.mobile}px`);
    expect(css).toContain(`--spacing-header-tablet: ${headerHeights.tablet}px`);
    expect(css).toContain(`--spacing-header-desktop: ${headerHeights.desktop}px`);
  });
});
