import { describe, expect, it } from 'vitest';
import { countRows, findEnquiryByReference } from './enquiries';
import { handleEnquiryPost, type EnquiryHandlerDeps } from './enquiry-handler';
import { enquiryFormCookie, silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import type { EnquiryInput } from '@/domain/enquiry/enquiry-schema';

const backends = await testBackends();
const site = 'http://localhost:3000';
const token = 'xsrf-token-0123456789abcdef';

function post(body: EnquiryInput, key: string): Request {
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      'sec-fetch-site': 'same-origin',
      cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie()}`,
      'x-xsrf-token': token,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

describe.each(backends)('idempotency key bound to the enquiry on %s', (backend) => {
  const database = useTestDatabase(backend);
  const deps = (): EnquiryHandlerDeps => ({
    db: database.current.db,
    channels: ['webhook'],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: site,
    log: silentLog,
  });

  it('same key, same details: the first answer again, stored once', async () => {
    const key = `same-${backend}-0123456789abcdef`;
    const first = await handleEnquiryPost(post(validEnquiryInput(), key), deps());
    // A retry carries a fresher campaign timestamp: still the same enquiry.
    const retry = await handleEnquiryPost(
      post(validEnquiryInput({ touch: { utm_source: 'newsletter', timestamp: '2027-01-01T10:00:00Z' } }), key),
      deps(),
    );
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
  });

  it('same key, the phone country the widget settled on changed: still the same enquiry', async () => {
    // +44 7700 900xxx reads as GB or as Jersey; the widget may switch between a send and its retry.
    const key = `country-${backend}-0123456789abcdef`;
    const first = await handleEnquiryPost(
      post(validEnquiryInput({ phone: '+447700900789', phoneCountry: 'GB' }), key),
      deps(),
    );
    const retry = await handleEnquiryPost(
      post(validEnquiryInput({ phone: '+447700900789', phoneCountry: 'JE' }), key),
      deps(),
    );
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
  });

  it('same key, different details: 409, and the first enquiry is left as it was', async () => {
    const key = `edit-${backend}-0123456789abcdef`;
    const first = await handleEnquiryPost(post(validEnquiryInput({ message: 'About 800 sq ft.' }), key), deps());
    const { reference } = (await first.json()) as { reference: string };
    const before = await countRows(database.current.db);
    const edited = await handleEnquiryPost(
      post(validEnquiryInput({ message: 'About 1,200 sq ft, actually.' }), key),
      deps(),
    );
    expect(edited.status).toBe(409);
    expect(((await edited.json()) as { error: string }).error).toMatch(/different details/);
    expect(await countRows(database.current.db)).toEqual(before);
    expect((await findEnquiryByReference(database.current.db, reference))?.message).toBe('About 800 sq ft.');
  });

  it('a changed meeting is a different enquiry too', async () => {
    const key = `meet-${backend}-0123456789abcdef`;
    const meeting = (meetingAttendees: number) =>
      validEnquiryInput({
        workspaceType: 'meeting-rooms',
        meetingDate: '2030-01-02',
        meetingStartTime: '09:00',
        meetingDuration: 'hour',
        meetingAttendees,
      });
    expect((await handleEnquiryPost(post(meeting(4), key), deps())).status).toBe(201);
    expect((await handleEnquiryPost(post(meeting(4), key), deps())).status).toBe(201);
    expect((await handleEnquiryPost(post(meeting(6), key), deps())).status).toBe(409);
  });
});
