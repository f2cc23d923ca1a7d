import { describe, expect, it } from 'vitest';
import { offerProblemText } from './offer-views';

describe('offerProblemText: the sentence above the offer form after a refused post', () => {
  it('names the fields the handler sent back, and only those', () => {
    expect(offerProblemText('input', ['name'], 'desk')).toBe('Check your name, and send it again.');
    expect(offerProblemText('input', ['phone'], 'desk')).toBe('Check the phone number (a UK number, or + and the country code), and send it again.');
    expect(offerProblemText('input', ['name', 'phone'], 'time')).toBe(
      'Check your name and the phone number (a UK number, or + and the country code), and send it again.',
    );
  });

  it('falls back to the whole form when no field or another field is named', () => {
    expect(offerProblemText('input', [], 'place')).toBe('Check the form, and send it again.');
    expect(offerProblemText('input', ['name', 'website'], 'place')).toBe('Check your name and the form, and send it again.');
  });

  it('says what stays held after too many tries, and asks again for an expired form', () => {
    expect(offerProblemText('rate-limited', [], 'place')).toBe('Too many tries: wait a minute and send it again. The place stays held until the time shown.');
    expect(offerProblemText('token', [], 'time')).toBe('The form had expired or was sent too quickly: send it again.');
  });
});
