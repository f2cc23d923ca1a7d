/*
 * One start of the app without its HTTP server (as tests/instance-start.ts), then one editor's
 * errand on the CMS, printed as a JSON line. Used by src/cms/scheduled-publish.test.ts:
 *   node --import tsx --conditions react-server tests/cms/editor-jobs.ts schedule|publishes|restore
 * schedule:  saves a draft of a workspace type and schedules its publish a few seconds ahead as
 *            the editor does in the admin (a schedulePublish job), then stops before it is due.
 * publishes: starts again (a restart) and waits for the jobs queue to publish it.
 * restore:   publishes two versions, restores the first, and reads what is published.
 */
process.env.NEXT_RUNTIME = 'nodejs';
const [mode] = process.argv.slice(2);
const { register } = await import('../../src/instrumentation');
await register();
const [{ getPayload }, { default: config }] = await Promise.all([
  import('payload'),
  import('../../src/cms/payload.config'),
]);
const payload = await getPayload({ config });
const { createdFromShell } = await import('../../src/cms/collections/users');
const slug = 'studios';
const scheduledTitle = 'Studios with north light, scheduled';

async function studios(draft: boolean) {
  const { docs } = await payload.find({
    collection: 'workspace-types',
    where: { slug: { equals: slug } },
    draft,
    depth: 0,
    overrideAccess: true,
  });
  return docs[0] as unknown as { id: number; detailTitle: string; _status: string };
}

async function editor() {
  const email = 'scheduler@test.northlight.example';
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  });
  if (found.docs[0]) return found.docs[0];
  return payload.create({
    collection: 'users',
    data: { email, password: 'test-password-0123456789', name: 'Scheduling Editor', role: 'editor' } as never,
    overrideAccess: true,
    context: { [createdFromShell]: true },
  });
}

let result: Record<string, unknown> = {};
if (mode === 'schedule') {
  const user = await editor();
  const published = await studios(false);
  await payload.update({
    collection: 'workspace-types',
    id: published.id,
    data: { detailTitle: scheduledTitle, _status: 'draft' } as never,
    draft: true,
    user,
    overrideAccess: false,
  });
  const waitUntil = new Date(Date.now() + 4000);
  // What the admin's "Schedule publish" sends (the schedulePublish handler of @payloadcms/ui).
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil,
    input: {
      type: 'publish',
      doc: { relationTo: 'workspace-types', value: String(published.id) },
      user: { relationTo: 'users', value: user.id },
    } as never,
  });
  result = {
    jobId: job.id,
    waitUntil: waitUntil.toISOString(),
    publishedTitle: (await studios(false)).detailTitle,
    draftTitle: (await studios(true)).detailTitle,
  };
} else if (mode === 'publishes') {
  const started = Date.now();
  let title = (await studios(false)).detailTitle;
  while (title !== scheduledTitle && Date.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    title = (await studios(false)).detailTitle;
  }
  const ms = Date.now() - started;
  // The job is marked done just after its publish.
  const job = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0] as unknown as { completedAt?: string | null; hasError?: boolean } | undefined;
  let done = await job();
  while (!done?.completedAt && Date.now() - started < 40_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    done = await job();
  }
  result = { publishedTitle: title, ms, completed: Boolean(done?.completedAt), hasError: done?.hasError };
} else if (mode === 'restore') {
  const user = await editor();
  const { id } = await studios(false);
  const publish = (detailTitle: string) =>
    payload.update({
      collection: 'workspace-types',
      id,
      data: { detailTitle, _status: 'published' } as never,
      user,
      overrideAccess: false,
    });
  await publish('Studios, the first version');
  await publish('Studios, the second version');
  const versions = await payload.findVersions({
    collection: 'workspace-types',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 10,
    overrideAccess: true,
  });
  const first = versions.docs.find(
    (version) => (version.version as { detailTitle?: string }).detailTitle === 'Studios, the first version',
  );
  if (!first) throw new Error('the first version is not kept');
  await payload.restoreVersion({ collection: 'workspace-types', id: first.id, user, overrideAccess: false });
  result = {
    versions: versions.totalDocs,
    restoredTitle: (await studios(false)).detailTitle,
    status: (await studios(false))._status,
  };
}
console.log(JSON.stringify({ mode, ...result }));
process.exit(0);

export {};
