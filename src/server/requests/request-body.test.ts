import { describe, expect, it } from 'vitest';
import { parseFormStrict, readBodyText, readFormBody } from './request-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', body, headers });

describe('the strict body reader', () => {
  it('reads UTF-8 and refuses bytes that are not UTF-8', async () => {
    expect(await readBodyText(post('name=Zoë Ōtani'))).toEqual({ ok: true, value: 'name=Zoë Ōtani' });
    const bad = Buffer.concat([Buffer.from('{"name":"Bad'), Buffer.from([0xff, 0xfe]), Buffer.from('Name"}')]);
    expect(await readBodyText(post(bad))).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    expect(await readBodyText(post('x'.repeat(20)), 10)).toMatchObject({ ok: false, reason: 'too-long' });
    expect(await readBodyText(post('x', { 'content-length': '11' }), 10)).toMatchObject({ ok: false, reason: 'too-long' });
  });

  it('decodes a form as URLSearchParams does, but refuses percent-escapes that are not UTF-8', () => {
    expect(parseFormStrict('a=1&b=Zo%C3%AB+%F0%9F%8F%A0&c&d=50%&e=%2')).toEqual([
      ['a', '1'],
      ['b', 'Zoë 🏠'],
      ['c', ''],
      ['d', '50%'],
      ['e', '%2'],
    ]);
    expect(parseFormStrict('name=Bad%FF%FEName%C3')).toBeUndefined();
    expect(parseFormStrict('na%C3me=x')).toBeUndefined();
  });

  it('gives an unreadable form\'s fields only as damaged, for finding the page it came from', async () => {
    const read = await readFormBody(post('centre=exeter&name=Bad%FFName'));
    expect(read).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(read.ok ? [] : read.damaged).toContainEqual(['centre', 'exeter']);
  });
});
