import type { CollectionConfig, CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload';

/*
 * What the CMS answers, and logs, when it refuses a request (issue 41).
 *
 * - A refusal is not a fault: a wrong password, a locked account, an anonymous request for what
 *   needs a session, a query that names no field. Payload logs every error class not listed in
 *   `loggingLevels` at error with its stack; these are logged at info as one line (its message).
 *   Errors not listed here (a database failure, a bug) stay errors with their stacks.
 * - A file that no document names answers 404, not Payload's 500 "is missing on the disk".
 * - Staff accounts do not verify their email (the first admin comes from the shell, the rest from
 *   admins), so POST /cms-api/users/verify/<token> is not an operation here: 404, not a 500 from a
 *   query on a verification field that does not exist.
 */

export const refusalLoggingLevels = {
  AuthenticationError: 'info',
  Forbidden: 'info',
  Locked: 'info',
  LockedAuth: 'info',
  MissingFile: 'info',
  NotFound: 'info',
  QueryError: 'info',
  UnauthorizedError: 'info',
  UnverifiedEmail: 'info',
  ValidationError: 'info',
} as const;

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } });

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number];

/**
 * The first of an upload collection's file handlers: a name that no document of the collection
 * holds (as its file or one of its image sizes) is answered 404 before the disk or the bucket is
 * asked; a stored name goes on to them (undefined).
 */
export function notFoundUnlessStored(collection: CollectionSlug, sizeNames: readonly string[] = []): UploadHandler {
  const handler = async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const where: Where = {
      or: [
        { filename: { equals: params.filename } },
        ...sizeNames.map((name) => ({ [`sizes.${name}.filename`]: { equals: params.filename } })),
      ],
    };
    if (await req.payload.db.findOne({ collection, req, where })) return undefined;
    req.payload.logger.info({ collection }, 'cms file refused: no such file');
    return notFound();
  };
  // Payload's type has a handler return a Response or nothing, never "either" (which it handles).
  return handler as UploadHandler;
}

/** Replaces Payload's email verification endpoint for a collection that does not verify emails. */
export const noEmailVerification: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: () => notFound(),
};
