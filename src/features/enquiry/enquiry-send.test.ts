// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.northlight.co.uk/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryEndpoint, xsrfCookieName, xsrfHeaderName } from '@/domain/enquiry/enquiry-protocol';
import { fieldMessages } from './enquiry-field-messages';
import { outcomeOf, postEnquiry, sendOutcome } from './enquiry-send';

const generic =
  'Something went wrong on our side and your enquiry was not sent. Your details are still here: please try again.';

describe('sendOutcome', () => {
  it('shows the reference of a stored enquiry and starts the next one under a new key', () => {
    expect(sendOutcome(201, { reference: 'NL-7Q2K', reply: 'We reply today.' }, null)).toEqual({
      status: { kind: 'sent', reference: 'NL-7Q2K', reply: 'We reply today.' },
      announcement: 'Enquiry sent. Your reference is NL-7Q2K.',
      keepKey: false,
    });
  });

  it('hands field errors to the summary, which speaks for itself', () => {
    const errors = { email: 'Enter an email address.', phone: 'Enter a phone number.' };
    expect(sendOutcome(422, { errors }, null)).toEqual({ status: { kind: 'idle' }, keepKey: false, errors });
  });

  it('says a form-level refusal aloud when no field is at fault', () => {
    const errors = { form: 'That was very quick. Check your details and send the form again.' };
    expect(sendOutcome(422, { errors }, null)).toEqual({
      status: { kind: 'failed', message: errors.form, retry: false },
      announcement: errors.form,
      keepKey: false,
      errors,
    });
  });

  it('shows a form-level refusal beside field errors, leaving the announcement to the summary', () => {
    const errors = { form: 'Please call us instead.', name: 'Enter your name.' };
    const outcome = sendOutcome(422, { errors }, null);
    expect(outcome.status).toEqual({ kind: 'failed', message: 'Please call us instead.', retry: false });
    expect(outcome).not.toHaveProperty('announcement');
  });

  it('offers a retry after a rate limit, saying when', () => {
    expect(sendOutcome(429, { error: 'Wait a minute.' }, '42')).toEqual({
      status: { kind: 'failed', message: 'Wait a minute.', retry: true },
      announcement: 'Your enquiry was not sent. Try again in 42 seconds.',
      keepKey: true,
    });
    expect(sendOutcome(429, {}, null).announcement).toBe('Your enquiry was not sent.');
  });

  it('offers a retry under the same key after a server failure', () => {
    expect(sendOutcome(503, {}, '5')).toEqual({
      status: { kind: 'failed', message: generic, retry: true },
      announcement: 'Your enquiry was not sent.',
      keepKey: true,
    });
  });

  it('drops the key the server says belongs to other details (409), without offering a retry', () => {
    expect(sendOutcome(409, { error: 'Already sent with different details.' }, null)).toMatchObject({
      status: { kind: 'failed', message: 'Already sent with different details.', retry: false },
      keepKey: false,
    });
  });

  it('treats a 422 without field errors like any other refusal', () => {
    expect(sendOutcome(422, { error: 'Unreadable.' }, null)).toEqual({
      status: { kind: 'failed', message: 'Unreadable.', retry: false },
      announcement: 'Your enquiry was not sent.',
      keepKey: true,
    });
  });
});

describe('outcomeOf', () => {
  it('reads a refusal without a body as a generic failure', async () => {
    const outcome = await outcomeOf(new Response('<html>', { status: 502 }));
    expect(outcome.status).toEqual({ kind: 'failed', message: generic, retry: true });
  });

  it('passes Retry-After on', async () => {
    const response = new Response('{}', { status: 429, headers: { 'retry-after': '30' } });
    expect((await outcomeOf(response)).announcement).toBe(
      'Your enquiry was not sent. Try again in 30 seconds.',
    );
  });

  it('fails loudly when a created enquiry comes back unreadable', async () => {
    await expect(outcomeOf(new Response('not json', { status: 201 }))).rejects.toThrow();
  });
});

describe('postEnquiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${xsrfCookieName}=; Path=/; Max-Age=0`;
  });

  it('sends JSON with the XSRF token and the idempotency key', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await postEnquiry({ name: 'Ada' }, 'key-1234567890abcdef');
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe(enquiryEndpoint);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Ada"}' });
    expect(headers['idempotency-key']).toBe('key-1234567890abcdef');
    expect(document.cookie).toContain(`${xsrfCookieName}=${headers[xsrfHeaderName]}`);
  });

  it('tries once more with a fresh token after a 403', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{}', { status: 403 }))
      .mockResolvedValueOnce(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await postEnquiry({}, 'key-1234567890abcdef');
    expect(response.status).toBe(201);
    const tokens = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)[xsrfHeaderName],
    );
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('rejects when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(postEnquiry({}, 'key-1234567890abcdef')).rejects.toThrow('Failed to fetch');
  });
});

describe('fieldMessages', () => {
  it('keeps the message of each field in form order and skips anything else', () => {
    const messages = fieldMessages({
      phone: { message: 'Enter a phone number.' },
      name: { message: 'Enter your name.' },
      email: { type: 'required' },
      unknown: { message: 'Not a field.' },
    });
    expect(messages).toEqual({ name: 'Enter your name.', phone: 'Enter a phone number.' });
    expect(Object.keys(messages)).toEqual(['name', 'phone']);
  });
});
