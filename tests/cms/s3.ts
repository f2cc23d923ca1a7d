import { cmsPorts, e2eBasePort } from './ports';

/*
 * The S3-compatible store the PostgreSQL CMS instances share in the browser tests
 * (tests/s3-server.mjs). s3rver checks request signatures against its fixed key pair.
 */
export const testS3 = {
  port: cmsPorts(e2eBasePort).s3,
  bucket: 'northlight-e2e-media',
  directory: `.data/e2e-s3-${e2eBasePort}`,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'eu-west-2',
  prefix: 'e2e',
};

export const testS3Endpoint = `http://127.0.0.1:${testS3.port}`;

/** What an instance needs in its environment to keep its uploads in the test bucket. */
export const testS3Env = {
  S3_BUCKET: testS3.bucket,
  S3_ENDPOINT: testS3Endpoint,
  S3_REGION: testS3.region,
  S3_ACCESS_KEY_ID: testS3.accessKeyId,
  S3_SECRET_ACCESS_KEY: testS3.secretAccessKey,
  S3_PREFIX: testS3.prefix,
};

/** Both PostgreSQL instances use this MEDIA_DIR, which must stay empty while S3 is configured. */
export const postgresMediaDir = '.data/e2e-cms-media-pg';
