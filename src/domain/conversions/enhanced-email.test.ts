import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedEmailForGoogle, normaliseEmailForGoogle } from './enhanced-email';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe("an email as Google's enhanced conversions match it", () => {
  it('trims and lowercases every address', () => {
    expect(normaliseEmailForGoogle('  Jane.Doe@Example.CO.UK ')).toBe('jane.doe@example.co.uk');
  });

  it('removes the dots before the @ of gmail.com and googlemail.com only', () => {
    expect(normaliseEmailForGoogle('Jane.Q.Doe@gmail.com')).toBe('janeqdoe@gmail.com');
    expect(normaliseEmailForGoogle('jane.doe@GoogleMail.com')).toBe('janedoe@googlemail.com');
    expect(normaliseEmailForGoogle('jane.doe@gmail.co.uk')).toBe('jane.doe@gmail.co.uk');
    expect(normaliseEmailForGoogle('jane.doe+ads@gmail.com')).toBe('janedoe+ads@gmail.com');
  });

  it('hashes with SHA-256 as lowercase hex', () => {
    // The known SHA-256 of "test@gmail.com", the normalised form of " Te.St@Gmail.com ".
    expect(hashedEmailForGoogle(' Te.St@Gmail.com ')).toBe(
      '87924606b4131a8aceeeae8868531fbb9712aaa07a5d3a756b26ce0f5d6ca674',
    );
    expect(hashedEmailForGoogle('jane.doe@example.com')).toBe(sha256('jane.doe@example.com'));
    expect(hashedEmailForGoogle('JANE.DOE@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes nothing that is not one address', () => {
    for (const value of [undefined, null, '', '   ', 'no-at-sign', '@example.com', 'jane@', 'ja ne@example.com'])
      expect(hashedEmailForGoogle(value), String(value)).toBeUndefined();
  });
});
