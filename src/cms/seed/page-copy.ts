import {
  aboutPageSchema,
  homePageSchema,
  legalPagesSchema,
  whyPageSchema,
  type AboutPageCopy,
  type HomePageCopy,
  type LegalPagesCopy,
  type WhyPageCopy,
} from '@/domain/page-copy';
import { aboutStory, whyProcess, whyReasons } from './company';
import { homeContent } from './home';
import { cookiePolicy, legalLastUpdated, privacyNotice, termsOfService } from './legal';
import { aboutPage, legalPages, whyPage } from './pages';

/* The copy of the home, about, why and legal pages an empty database starts with (a global each). */

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
