import { z } from 'zod';
import { checkCopy, siteCopyTokens } from './copy-facts';
import { aboutPage, legalPages, whyPage } from './pages';
import { aboutStory, whyProcess, whyReasons, benefitSchema } from './company';
import { headlineSchema } from './headline';
import { homeContent } from './home';
import { cookiePolicy, legalLastUpdated, legalSectionSchema, privacyNotice, termsOfService } from './legal';

/*
 * The copy of the home, about, why and legal pages as the CMS edits it (a global each): the rule
 * a page's copy must meet to be published, and the seed an empty database starts with (today's
 * files, unchanged).
 */

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

export const seedHomePage: HomePageCopy = homePageSchema.parse({
  headline: homeContent.headline,
  intro: homeContent.intro,
  familyIntros: homeContent.familyIntros,
  caseStudiesHeading: homeContent.caseStudiesHeading,
});

export const seedAboutPage: AboutPageCopy = aboutPageSchema.parse({ ...aboutPage, story: aboutStory });

export const seedWhyPage: WhyPageCopy = whyPageSchema.parse({
  ...whyPage,
  reasons: whyReasons,
  process: whyProcess,
});

export const seedLegalPages: LegalPagesCopy = legalPagesSchema.parse({
  lastUpdated: legalLastUpdated,
  privacy: { ...legalPages.privacy, sections: privacyNotice },
  cookies: { ...legalPages.cookies, sections: cookiePolicy },
  terms: { ...legalPages.terms, sections: termsOfService },
});
