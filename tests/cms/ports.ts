/* Where the CMS browser tests' servers listen, from the main test server's port. */
export function cmsPorts(basePort: number) {
  return {
    pglite: basePort + 2,
    postgres: basePort + 3,
    /** A second instance on the same PostgreSQL database: a publish on one must reach both. */
    postgresSecond: basePort + 4,
    /** The S3-compatible store both PostgreSQL instances keep their uploads in (tests/s3-server.mjs). */
    s3: basePort + 5,
  };
}

export const e2eBasePort = Number(process.env.E2E_PORT ?? 3210);

/** The CMS servers deliver enquiries to the tag stub's webhook recorder, one list per project. */
export const webhookRecorder = (name: string) => `http://127.0.0.1:3299/__webhook/${name}`;
