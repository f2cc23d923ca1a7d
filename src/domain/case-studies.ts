import { z } from 'zod';
import { centreSlugs } from './centres';
import { workspaceTypeSlugs } from './workspace-types';

/*
 * Case studies: small businesses and the space they found with us. Each story says what it is
 * (docs/decisions/0013-honest-reviews.md): an illustrative example, written by us to show how a
 * kind of business uses a kind of space, or a real customer's story, published with their written
 * permission. The site labels illustrative stories next to the story itself, never quotes one as a
 * review, and marks up no review in structured data. Teasers link to /case-studies#{slug}. The
 * stories an empty database starts with are in src/cms/seed/case-studies.ts.
 */

export const provenances = ['illustrative', 'customer'] as const;
export type Provenance = (typeof provenances)[number];

/** What an editor chooses between in the CMS. */
export const provenanceOptions: Record<Provenance, string> = {
  illustrative: 'Illustrative example (not a real customer)',
  customer: 'Real customer, published with their written permission',
};

/** What a visitor reads next to an illustrative story or quote. */
export const illustrativeLabel = 'Illustrative example, not a real customer';
/** What a visitor reads next to a real customer's quote. */
export const customerLabel = 'Real customer, quoted with their permission';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The record behind a real customer's story: when they gave written permission, who at Northlight
 * holds it, and whether they were given anything for it. Never shown, except the incentive, which
 * the law requires us to disclose next to their words.
 */
const permissionSchema = z.object({
  grantedOn: z.string().regex(isoDate).optional(),
  confirmedBy: z.string().trim().min(3).max(80).optional(),
  incentive: z.enum(['none', 'disclosed']).optional(),
  incentiveNote: z.string().trim().min(10).max(160).optional(),
});

export const caseStudyFieldsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  business: z.string().min(3).max(60),
  sector: z.string().min(3).max(60),
  workspaceType: z.enum(workspaceTypeSlugs),
  centre: z.enum(centreSlugs),
  summary: z.string().min(40).max(200),
  need: z.string().min(80),
  solution: z.string().min(80),
  result: z.string().min(80),
  /** The headline number of the story, e.g. "3x" with its label. */
  outcome: z.object({ figure: z.string().min(1).max(12), label: z.string().min(5).max(60) }),
  quote: z.object({ text: z.string().min(30).max(240), attribution: z.string().min(5).max(80) }),
  provenance: z.enum(provenances, 'Say what this is: an illustrative example or a real customer'),
  permission: permissionSchema.optional(),
  /** Quote it on the home page as a review: real customers only. */
  featuredAsReview: z.boolean(),
});

/** Today in the UK, as YYYY-MM-DD: a permission cannot be dated after it. */
const todayInLondon = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/**
 * The rule a story must meet to be published (paths are the CMS field names, so the admin shows
 * each message under its field): a real customer's story carries the permission record; only a
 * real customer's words can be quoted as a review.
 */
export const caseStudySchema = caseStudyFieldsSchema.superRefine((study, ctx) => {
  if (study.provenance === 'customer') {
    const permission = study.permission ?? {};
    if (!permission.grantedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'grantedOn'],
        message: 'A real customer’s story needs the date they gave written permission to publish it',
      });
    else if (permission.grantedOn > todayInLondon())
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'grantedOn'],
        message: 'Permission cannot be dated in the future',
      });
    if (!permission.confirmedBy)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'confirmedBy'],
        message: 'Name the person at Northlight who holds the customer’s written permission',
      });
    if (!permission.incentive)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'incentive'],
        message: 'Say whether the customer was given anything (a discount, free rent, a gift) for this',
      });
    else if (permission.incentive === 'disclosed' && !permission.incentiveNote)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'incentiveNote'],
        message: 'Describe what they were given: it is shown next to their words',
      });
  }
  if (study.featuredAsReview && study.provenance !== 'customer')
    ctx.addIssue({
      code: 'custom',
      path: ['featuredAsReview'],
      message:
        'Only a real customer’s words can be shown as a review. Illustrative examples stay on /case-studies, labelled.',
    });
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** A published story's quote may be shown as a review: a real customer's, with their permission. */
export function canQuoteAsReview(study: CaseStudy): boolean {
  return (
    study.featuredAsReview && caseStudySchema.safeParse(study).success && study.provenance === 'customer'
  );
}

/** What a visitor must be told beside a real customer's words: anything they were given for them. */
export function incentiveDisclosure(study: CaseStudy): string | undefined {
  return study.provenance === 'customer' && study.permission?.incentive === 'disclosed'
    ? study.permission.incentiveNote
    : undefined;
}

/**
 * What a list of stories says about itself, above it: nothing when every story is a real
 * customer's, otherwise how many are illustrative. Each story carries its own label as well.
 */
export function illustrativeStoriesNote(
  studies: readonly Pick<CaseStudy, 'provenance'>[],
): string | undefined {
  const illustrative = studies.filter((study) => study.provenance === 'illustrative').length;
  if (illustrative === 0) return undefined;
  if (illustrative === studies.length)
    return studies.length === 1
      ? 'This story is an illustrative example of a business our centres are built for, not a real customer.'
      : 'These stories are illustrative examples of the businesses our centres are built for, not real customers.';
  return 'Stories marked illustrative are examples of the businesses our centres are built for, not real customers; the others are real customers, published with their permission.';
}
