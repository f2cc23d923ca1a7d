import { describe, expect, it } from 'vitest';
import { agreedToTerms, noticeText, termLines, termsField, termsParagraph, termsTickLabel, virtualOfficeTerms } from './terms';

describe('virtual-office terms', () => {
  it('state the term, notice and renewal from the figures, so a change of figure changes every sentence', () => {
    const lines = termLines({ termMonths: 12, noticeMonths: 1 });
    expect(lines.term).toBe('A minimum term of 12 months from your start date.');
    expect(lines.notice).toMatch(/^To end it, give us 1 month’s notice in writing/);
    expect(lines.notice).toContain('last day of the 12 months');
    expect(lines.renewal).toMatch(/month by month .* 1 month’s notice\.$/);
    expect(termsTickLabel({ termMonths: 12, noticeMonths: 1 })).toContain('12 months');
    const text = termsParagraph({ termMonths: 12, noticeMonths: 1 });
    expect(text).not.toMatch(/24|3 months/);
  });

  it('are 24 months with 3 months’ notice, as the published prices (the spec’s 24-month contracts) assume', () => {
    expect(virtualOfficeTerms).toEqual({ termMonths: 24, noticeMonths: 3 });
    expect(termsParagraph()).toContain('minimum term of 24 months');
    expect(termsParagraph()).toContain('3 months’ notice');
    expect(noticeText(3)).toBe('3 months’ notice');
  });

  it('count only the exact ticked value as agreement', () => {
    expect(agreedToTerms({ [termsField.name]: termsField.value })).toBe(true);
    for (const value of [undefined, '', 'on', 'true', `${termsField.value} `])
      expect(agreedToTerms({ [termsField.name]: value })).toBe(false);
  });
});
