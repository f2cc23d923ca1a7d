import { describe, expect, it } from 'vitest';
import { looksLikePostcode, normalisePostcodeInput, parsePostcode, postcodeArea } from './postcode';

describe('parsePostcode', () => {
  it('reads a full postcode in its usual form', () => {
    expect(parsePostcode('SO14 3AB')).toEqual({
      kind: 'postcode',
      outcode: 'SO14',
      display: 'SO14 3AB',
      precision: 'full',
    });
  });

  it('accepts lower case, missing and extra spaces', () => {
    for (const input of ['so14 3ab', 'SO143AB', '  so14   3ab ', 'So14\t3aB']) {
      expect(parsePostcode(input)).toMatchObject({ kind: 'postcode', outcode: 'SO14', display: 'SO14 3AB' });
    }
  });

  it('reads every outward-code shape: A9, A99, AA9, AA99, A9A, AA9A', () => {
    expect(parsePostcode('B61 0AA')).toMatchObject({ outcode: 'B61' });
    expect(parsePostcode('M1 1AE')).toMatchObject({ outcode: 'M1' });
    expect(parsePostcode('CR2 6XH')).toMatchObject({ outcode: 'CR2' });
    expect(parsePostcode('DN55 1PT')).toMatchObject({ outcode: 'DN55' });
    expect(parsePostcode('W1A 1HQ')).toMatchObject({ outcode: 'W1A' });
    expect(parsePostcode('EC1A 1BB')).toMatchObject({ outcode: 'EC1A' });
  });

  it('reads a district on its own (partial postcode)', () => {
    expect(parsePostcode('so14')).toEqual({
      kind: 'postcode',
      outcode: 'SO14',
      display: 'SO14',
      precision: 'district',
    });
    expect(parsePostcode(' GU15 ')).toMatchObject({ kind: 'postcode', outcode: 'GU15' });
  });

  it('reads a sector when written with its space', () => {
    expect(parsePostcode('SO14 3')).toEqual({
      kind: 'postcode',
      outcode: 'SO14',
      display: 'SO14 3',
      precision: 'sector',
    });
  });

  it('rejects text that is not a postcode', () => {
    for (const input of [
      'hello',
      '',
      '   ',
      '123',
      'SO14 3A',
      'SO14 3ABC',
      'S',
      '14SO',
      'SO1 4 3AB',
      'SO14-3AB',
    ]) {
      expect(parsePostcode(input).kind).toBe('malformed');
    }
  });

  it('keeps a well-formed but unknown district as a postcode; the table decides it does not exist', () => {
    expect(parsePostcode('ZZ99 9ZZ')).toMatchObject({ kind: 'postcode', outcode: 'ZZ99' });
  });

  it('recognises Northern Ireland and the Crown Dependencies as outside Great Britain', () => {
    expect(parsePostcode('BT1 1AA')).toEqual({
      kind: 'outside-great-britain',
      outcode: 'BT1',
      display: 'BT1 1AA',
      region: 'Northern Ireland',
    });
    expect(parsePostcode('bt7')).toMatchObject({ kind: 'outside-great-britain', region: 'Northern Ireland' });
    expect(parsePostcode('JE2 3AB')).toMatchObject({ kind: 'outside-great-britain', region: 'Jersey' });
    expect(parsePostcode('GY1 1AA')).toMatchObject({ kind: 'outside-great-britain', region: 'Guernsey' });
    expect(parsePostcode('IM1 1AA')).toMatchObject({
      kind: 'outside-great-britain',
      region: 'the Isle of Man',
    });
  });

  it('does not mistake similar GB areas for the excluded ones', () => {
    // B (Birmingham) is not BT; G (Glasgow) is not GY; IP (Ipswich) is not IM.
    expect(parsePostcode('B1 1AA').kind).toBe('postcode');
    expect(parsePostcode('G1 1AA').kind).toBe('postcode');
    expect(parsePostcode('IP1 2NL').kind).toBe('postcode');
  });
});

describe('helpers', () => {
  it('normalises spacing and case', () => {
    expect(normalisePostcodeInput('  so14    3ab ')).toBe('SO14 3AB');
  });
  it('finds the area letters', () => {
    expect(postcodeArea('SO14')).toBe('SO');
    expect(postcodeArea('B61')).toBe('B');
  });
  it('tells a postcode-like query from a town name by its digits', () => {
    expect(looksLikePostcode('so14')).toBe(true);
    expect(looksLikePostcode('Shoreham-by-Sea')).toBe(false);
  });
});
