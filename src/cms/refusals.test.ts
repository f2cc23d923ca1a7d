import path from 'node:path';
import { AuthenticationError, Forbidden, LockedAuth, logError, NotFound, QueryError, UnauthorizedError, type PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { refusalLoggingLevels } from './refusals';
import { Media } from './collections/media';
import { Users } from './collections/users';

/*
 * Issue 41: the CMS's answers to refused requests. Payload's own code is driven here with the
 * project's configuration: its error logger with our logging levels, its file endpoint with the
 * media collection, and the users collection's endpoints in the order Payload matches them.
 */

function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('refused CMS requests', () => {
  it('logs a refusal as one line at info, and a fault still as an error with its stack', () => {
    const logger = fakeLogger();
    // Payload's sanitised config puts its own defaults (Forbidden, NotFound...) under ours.
    const payload = { config: { loggingLevels: refusalLoggingLevels }, logger };
    const refusals = [
      new AuthenticationError(),
      new LockedAuth(),
      new UnauthorizedError(),
      new Forbidden(),
      new NotFound(),
      new QueryError([{ path: '_verificationToken' }]),
    ];
    for (const err of refusals) logError({ err, payload } as unknown as Parameters<typeof logError>[0]);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledTimes(refusals.length);
    for (const [line] of logger.info.mock.calls) expect(Object.keys(line as object)).toEqual(['msg']);
    logError({ err: new Error('database gone'), payload } as unknown as Parameters<typeof logError>[0]);
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) });
  });

  it('answers 404 for a media file no photo holds, through Payload\'s own file endpoint', async () => {
    // Payload does not export its file handler; it is the module its REST route runs.
    const { getFileHandler } = (await import(
      path.resolve('node_modules/payload/dist/uploads/endpoints/getFile.js')
    )) as { getFileHandler: (req: PayloadRequest) => Promise<Response> };
    const logger = fakeLogger();
    const findOne = vi.fn(async () => null);
    const request = (filename: string) =>
      ({
        routeParams: { collection: 'media', filename },
        searchParams: new URLSearchParams(),
        headers: new Headers(),
        t: () => '',
        payload: {
          collections: { media: { config: { ...Media, upload: { ...(Media.upload as object), staticDir: '/tmp/mediatest' } } } },
          db: { findOne },
          logger,
          config: { cors: [] },
        },
      }) as unknown as PayloadRequest;
    const missing = await getFileHandler(request('no-such-photo.jpg'));
    expect(missing.status).toBe(404);
    expect(logger.error).not.toHaveBeenCalled();
    // The lookup names the file and each of its sizes.
    expect(JSON.stringify(findOne.mock.calls[0])).toContain('sizes.card.filename');
  });

  it('has no email verification for staff: POST /users/verify/<token> is a 404', async () => {
    // A collection's own endpoints come before Payload's (payload/dist/collections/config/sanitize.js).
    const endpoints = Array.isArray(Users.endpoints) ? Users.endpoints : [];
    const verify = endpoints.find((endpoint) => endpoint.method === 'post' && endpoint.path === '/verify/:id');
    expect(verify).toBeDefined();
    const answer = await verify!.handler({} as PayloadRequest);
    expect(answer.status).toBe(404);
  });
});
