import type { JobsConfig } from 'payload';
import { serverEnv } from '@/env';
import { hasRole } from './access';

/*
 * Payload's jobs queue, for scheduled publishing and unpublishing (versions.drafts.schedulePublish
 * on the content collections and globals). A scheduled change is a row of payload_jobs with its
 * time (waitUntil), so it survives a restart or a deploy: whichever instance runs the queue next
 * after that time publishes it. Every instance runs the queue (CMS_JOBS_CRON, every minute by
 * default). Payload marks a job as processing when it picks it up, which makes a second instance
 * taking the same job unlikely but not impossible; publishing twice sets the same status twice and
 * is harmless (one more version).
 * A scheduled publish is the editor's own: it runs with the scheduling user's access and through
 * the same publish check and page refresh as a publish by hand (src/cms/revalidate.ts).
 */
export const cmsJobs: JobsConfig = {
  autoRun: () => [{ cron: serverEnv().CMS_JOBS_CRON, queue: 'default', limit: 20 }],
  // Only content staff queue or cancel a scheduled change; the queue runs itself, never over HTTP.
  access: {
    queue: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    cancel: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    run: () => false,
  },
  // A done job is kept as the record of what was published when (the admin lists upcoming ones).
  deleteJobOnComplete: false,
};
