import { z } from 'zod';
import { checkCopy, siteCopyTokens } from './copy-facts';
import { headlineSchema } from './headline';
import { legalSectionSchema } from './legal';

/*
 * The copy of the home, about, why and legal pages as the CMS edits it (a global each): the rule
 * a page's copy must meet to be published. What an empty database starts with is in
 * src/cms/seed/page-copy.ts.
 */

/** One reason to rent from us: the home page's benefits and the why page's reasons. */
export const benefitSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(5).max(50),
  text: z.string().min(40).max(220),
});
export type Benefit = z.infer<typeof benefitSchema>;

/** Counts come from the data: {centres} (src/domain/copy-facts.ts). */
const siteCopyRules = { tokens: siteCopyTokens, prices: true };

const heroSchema = z.object({ headline: headlineSchema, intro: z.string().min(40).max(300) });

/** As pages read it: content published before the rule on typed counts still renders. */
export const homePageReadSchema = z.object({
  headline: headlineSchema,
  intro: z.string().min(40).max(300),
  familyIntros: z.object({
    'business-units': z.string().min(40).max(200),
    'serviced-workspace': z.string().min(40).max(200),
  }),
  caseStudiesHeading: z.string().min(5).max(80),
});
/** What publishing requires: counts written as copy tokens. */
export const homePageSchema = homePageReadSchema.superRefine((copy, ctx) =>
  checkCopy(copy, siteCopyRules, ctx),
);
export type HomePageCopy = z.infer<typeof homePageSchema>;

/** As pages read it: content published before the rule on typed counts still renders. */
export const aboutPageReadSchema = heroSchema.extend({
  story: z
    .array(
      z.object({
        heading: z.string().min(3).max(80),
        paragraphs: z.array(z.string().min(40).max(900)).min(1).max(4),
      }),
    )
    .min(1)
    .max(6),
});
/** What publishing requires: counts written as copy tokens. */
export const aboutPageSchema = aboutPageReadSchema.superRefine((copy, ctx) =>
  checkCopy(copy, siteCopyRules, ctx),
);
export type AboutPageCopy = z.infer<typeof aboutPageSchema>;

/** As pages read it: content published before the rule on typed counts still renders. */
export const whyPageReadSchema = heroSchema.extend({
  reasons: z.array(benefitSchema).min(3).max(9),
  process: z
    .array(z.object({ step: z.string().min(3).max(60), text: z.string().min(30).max(300) }))
    .min(2)
    .max(6),
});
/** What publishing requires: counts written as copy tokens. */
export const whyPageSchema = whyPageReadSchema.superRefine((copy, ctx) =>
  checkCopy(copy, siteCopyRules, ctx),
);
export type WhyPageCopy = z.infer<typeof whyPageSchema>;

const legalPageSchema = heroSchema.extend({ sections: z.array(legalSectionSchema).min(1).max(20) });
export const legalPagesSchema = z.object({
  lastUpdated: z.string().regex(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/, 'A date such as 20 November 2026'),
  privacy: legalPageSchema,
  cookies: legalPageSchema,
  terms: legalPageSchema,
});
export type LegalPagesCopy = z.infer<typeof legalPagesSchema>;
