/*
 * One start of the app without its HTTP server (as tests/cms/editor-jobs.ts) on a database with no
 * administrator, then the first-admin path (src/cms/first-admin) through the real CMS, printed as a
 * JSON line. Used by src/cms/first-admin/first-admin.test.ts:
 *   node --import tsx --conditions react-server tests/cms/first-admin.ts
 */
process.env.NEXT_RUNTIME = 'nodejs';
const { register } = await import('../../src/instrumentation');
await register();
const [{ getPayload }, { default: config }] = await Promise.all([
  import('payload'),
  import('../../src/cms/payload.config'),
]);
const payload = await getPayload({ config });
const { adminExists, announceFirstAdminSetup, createStaffUser, setupTokenVerdict } = await import(
  '../../src/cms/first-admin/first-admin'
);
const { issueSetupToken } = await import('../../src/server/first-admin/setup-token');
const { cmsSecret } = await import('../../src/cms/secret');

const before = await adminExists(payload);
const announced = await announceFirstAdminSetup(payload, 'http://localhost:3999');
const token = new URL(announced ?? 'http://x/').searchParams.get('token') ?? '';
const liveBefore = (await setupTokenVerdict(payload, token)).ok;
const expired = issueSetupToken(cmsSecret(), Date.now() - 2 * 60 * 60 * 1000).token;
const expiredVerdict = await setupTokenVerdict(payload, expired);
// An editor first: the link still works (no administrator yet), and makes only the admin role.
const editor = await createStaffUser(payload, {
  name: 'Early Editor',
  email: 'early-editor@test.northlight.example',
  password: 'an editor password',
  role: 'editor',
});
const stillLive = (await setupTokenVerdict(payload, token)).ok;
const refusedExpired = await createStaffUser(
  payload,
  { name: 'Late Admin', email: 'late@test.northlight.example', password: 'a long password!', role: 'admin' },
  expired,
);
const [first, second] = await Promise.all([
  createStaffUser(
    payload,
    { name: 'First Admin', email: 'first@test.northlight.example', password: 'a long password!', role: 'admin' },
    token,
  ),
  createStaffUser(
    payload,
    { name: 'Second Admin', email: 'second@test.northlight.example', password: 'a long password!', role: 'admin' },
    token,
  ),
]);
const admins = await payload.find({
  collection: 'users',
  where: { role: { equals: 'admin' } },
  overrideAccess: true,
});
const afterVerdict = await setupTokenVerdict(payload, token);
const announcedAgain = await announceFirstAdminSetup(payload, 'http://localhost:3999');
console.log(
  JSON.stringify({
    mode: 'first-admin',
    before,
    announced: announced?.replace(/token=.*/, 'token=…'),
    liveBefore,
    expiredVerdict,
    editor,
    stillLive,
    refusedExpired,
    outcomes: [first, second],
    admins: admins.docs.map((doc) => (doc as { email: string }).email),
    afterVerdict,
    announcedAgain: announcedAgain ?? null,
  }),
);
process.exit(0);

// A module, so top-level await is allowed.
export {};
