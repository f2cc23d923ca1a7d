import { z } from 'zod';
import { headlineSchema } from './headline';

/*
 * The three audience pages under /home: businesses looking for space, workspace operators, and
 * property owners who want Northlight to run their building. Their copy is in
 * src/cms/seed/audiences.ts.
 */

const linkSchema = z.object({ href: z.string().startsWith('/'), label: z.string().min(3) });

export const audiencePageSchema = z.object({
  path: z.enum(['/home/companies', '/home/operators', '/home/owners']),
  eyebrow: z.string().min(3),
  breadcrumb: z.string().min(3),
  headline: headlineSchema,
  intro: z.string().min(60),
  image: z.string().regex(/^\/images\/[a-z0-9/-]+\.svg$/),
  imageAlt: z.string().min(10),
  points: z
    .array(z.object({ title: z.string().min(3).max(50), text: z.string().min(40).max(260) }))
    .min(3)
    .max(6),
  stepsHeading: z.string().min(5),
  steps: z.array(z.string().min(20)).min(3).max(5),
  links: z.array(linkSchema).min(1).max(4),
});
export type AudiencePage = z.infer<typeof audiencePageSchema>;
