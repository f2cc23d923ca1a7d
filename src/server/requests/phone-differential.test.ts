import utils from 'intl-tel-input/utils';
import { describe, expect, it } from 'vitest';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { widgetVerdict } from '@/domain/phone/widget-verdict';
import { verifyPhone } from './phone';

/*
 * Differential test: the browser's phone widget and the server must give every number the same
 * verdict, code and message. The browser side is the widget's own verdict function: intl-tel-input
 * (Google's libphonenumber) turns what was typed into the number it submits, judged with
 * libphonenumber-js's min metadata; the server side judges that submitted number and the chosen
 * country, as the form sends them, with the max metadata. Before the widget used the shared rules
 * it took Google's verdict, and 841 of these 6,000 numbers disagreed.
 */

const regions = [
  'gb',
  'ie',
  'us',
  'ca',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'be',
  'pl',
  'pt',
  'se',
  'au',
  'in',
  'cn',
  'jp',
  'br',
  'za',
  'ng',
] as const;
const perRegion = 300;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a visitor types into the widget for one region: real numbers, cut, padded, mistyped, or noise. */
function* typedNumbers(iso2: string, next: () => number): Generator<string> {
  const digit = () => String(Math.floor(next() * 10));
  const examples = (['MOBILE', 'FIXED_LINE'] as const).flatMap((type) => [
    utils.getExampleNumber(iso2, type, 'NATIONAL'),
    utils.getExampleNumber(iso2, type, 'E164'),
  ]);
  if (examples.some((example) => example === '')) throw new Error(`No example numbers for ${iso2}`);
  for (let i = 0; i < perRegion; i++) {
    const example = examples[Math.floor(next() * examples.length)]!.replace(/[^\d+]/g, '');
    const shape = next();
    let typed: string;
    if (shape < 0.15) typed = example;
    else if (shape < 0.45) typed = example.slice(0, 1 + Math.floor(next() * example.length));
    else if (shape < 0.6)
      typed = example + Array.from({ length: 1 + Math.floor(next() * 3) }, digit).join('');
    else if (shape < 0.75) {
      const at = Math.floor(next() * example.length);
      typed = example.slice(0, at) + digit() + example.slice(at + 1);
    } else {
      const length = 1 + Math.floor(next() * 14);
      const prefix = ['', '0', '+', '00'][Math.floor(next() * 4)]!;
      typed = prefix + Array.from({ length }, digit).join('');
    }
    yield typed === '+' ? '+1' : typed;
  }
}

describe('phone verdicts: browser and server', () => {
  it(`agree on ${regions.length * perRegion} generated numbers in ${regions.length} regions`, () => {
    const next = random(20261123);
    const disagreements: string[] = [];
    let compared = 0;
    for (const iso2 of regions) {
      for (const typed of typedNumbers(iso2, next)) {
        const browser = widgetVerdict(utils, typed, iso2);
        if (browser.number === '') continue;
        const server = verifyPhone(browser.number, iso2.toUpperCase());
        compared++;
        const serverCode = server.valid ? null : server.errorCode;
        const browserMessage = browser.errorCode ? phoneErrorMessages[browser.errorCode] : null;
        const serverMessage = serverCode ? phoneErrorMessages[serverCode] : null;
        if (
          browser.valid !== server.valid ||
          browser.errorCode !== serverCode ||
          browserMessage !== serverMessage
        ) {
          disagreements.push(
            `${iso2} typed ${typed} sent ${browser.number}: browser ${browser.errorCode ?? 'valid'}, server ${serverCode ?? 'valid'}`,
          );
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5_000);
    expect(
      disagreements.length,
      `${disagreements.length} of ${compared} disagree, e.g.\n${disagreements.slice(0, 15).join('\n')}`,
    ).toBe(0);
  });

  it("gives GB 0123 the same code and message on both sides (the reviewer's example)", () => {
    const browser = widgetVerdict(utils, '0123', 'gb');
    const server = verifyPhone(browser.number, 'GB');
    expect(server.valid).toBe(false);
    expect(browser.valid).toBe(false);
    expect(browser.errorCode).toBe(server.valid ? null : server.errorCode);
  });
});

describe('UK rules both sides apply', () => {
  it.each([
    ['074001234', 'unknown'], // Google's E.164 keeps the trunk 0: +44074001234
    ['0740012345', 'too-short'],
    ['074001234567', 'too-long'],
  ])('%s in GB is refused (%s)', (typed, code) => {
    const browser = widgetVerdict(utils, typed, 'gb');
    expect(browser.errorCode).toBe(code);
    expect(verifyPhone(browser.number, 'GB')).toEqual({ valid: false, errorCode: code });
  });

  it('accepts a whole UK mobile and stores it in E.164', () => {
    const browser = widgetVerdict(utils, '07700 900123', 'gb');
    expect(browser.valid).toBe(true);
    expect(verifyPhone(browser.number, 'GB')).toMatchObject({ valid: true, e164: '+447700900123' });
  });
});
