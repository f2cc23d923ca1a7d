import { z } from 'zod';
import { checkCopy, siteCopyTokens } from './copy-facts';

/*
 * An open role on /careers: where, what kind of contract and what it involves. The roles an empty
 * database starts with are in src/cms/seed/careers.ts.
 */

/** As pages read it: content published before the rule on typed counts still renders. */
export const jobReadSchema = z.object({
  id: z.string().regex(/^[A-Z]{2,4}-\d{3}$/),
  title: z.string().min(5).max(60),
  location: z.string().min(3).max(80),
  type: z.enum(['Full-time', 'Part-time', 'Fixed-term']),
  salary: z.string().min(5).max(60),
  summary: z.string().min(60).max(300),
  responsibilities: z.array(z.string().min(10)).min(3).max(6),
  lookingFor: z.array(z.string().min(10)).min(3).max(6),
});
/** What publishing requires on top: salaries are typed (they are not our prices); the number of centres comes from the data: {centres}. */
export const jobSchema = jobReadSchema.superRefine((job, ctx) =>
  checkCopy(job, { tokens: siteCopyTokens, prices: false }, ctx),
);
export type Job = z.infer<typeof jobSchema>;
