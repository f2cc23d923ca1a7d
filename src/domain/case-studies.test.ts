import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/cms/seed/case-studies';
import {
  canQuoteAsReview,
  caseStudySchema,
  illustrativeStoriesNote,
  incentiveDisclosure,
  type CaseStudy,
} from './case-studies';

/* The rule on what a story is (docs/decisions/0013-honest-reviews.md), tried on the seed's stories. */

const seedStory = caseStudies[0]!;
const realCustomer: CaseStudy = {
  ...seedStory,
  provenance: 'customer',
  permission: { grantedOn: '2026-10-01', confirmedBy: 'Sam Patel, marketing', incentive: 'none' },
  featuredAsReview: true,
};

const problems = (value: unknown) =>
  caseStudySchema
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('what a case study is', () => {
  it('must be said: a story without a provenance is refused', () => {
    expect(problems({ ...seedStory, provenance: undefined })).toEqual([expect.stringMatching(/^provenance: Say what this is/)]);
  });

  it('refuses an illustrative story quoted as a review, under the review checkbox', () => {
    expect(problems({ ...seedStory, featuredAsReview: true })).toEqual([
      expect.stringMatching(/^featuredAsReview: Only a real customer’s words can be shown as a review/),
    ]);
  });

  it('refuses a real customer without the permission record, naming each missing field', () => {
    expect(problems({ ...realCustomer, permission: undefined })).toEqual([
      expect.stringMatching(/^permission\.grantedOn: .*written permission/),
      expect.stringMatching(/^permission\.confirmedBy: /),
      expect.stringMatching(/^permission\.incentive: /),
    ]);
    expect(
      problems({ ...realCustomer, permission: { ...realCustomer.permission, grantedOn: '2999-01-01' } }),
    ).toEqual(['permission.grantedOn: Permission cannot be dated in the future']);
    expect(
      problems({ ...realCustomer, permission: { ...realCustomer.permission, incentive: 'disclosed' } }),
    ).toEqual([expect.stringMatching(/^permission\.incentiveNote: /)]);
  });

  it('accepts a real customer with their permission, and only then quotes them as a review', () => {
    expect(problems(realCustomer)).toEqual([]);
    expect(canQuoteAsReview(realCustomer)).toBe(true);
    expect(canQuoteAsReview({ ...realCustomer, featuredAsReview: false })).toBe(false);
    // A document that skipped the publish check (older data) is still not quoted.
    expect(canQuoteAsReview({ ...realCustomer, permission: undefined })).toBe(false);
    expect(canQuoteAsReview({ ...seedStory, featuredAsReview: true })).toBe(false);
  });

  it('discloses an incentive next to a real customer’s words, and nothing otherwise', () => {
    expect(incentiveDisclosure(realCustomer)).toBeUndefined();
    const given = {
      ...realCustomer,
      permission: {
        ...realCustomer.permission,
        incentive: 'disclosed' as const,
        incentiveNote: 'One month’s rent free',
      },
    };
    expect(problems(given)).toEqual([]);
    expect(incentiveDisclosure(given)).toBe('One month’s rent free');
    expect(
      incentiveDisclosure({ ...given, provenance: 'illustrative', featuredAsReview: false }),
    ).toBeUndefined();
  });

  it('says above a list how many stories are illustrative', () => {
    expect(illustrativeStoriesNote(caseStudies)).toMatch(/^These stories are illustrative examples/);
    expect(illustrativeStoriesNote([seedStory])).toMatch(/^This story is an illustrative example/);
    expect(illustrativeStoriesNote([realCustomer, seedStory])).toMatch(/marked illustrative/);
    expect(illustrativeStoriesNote([realCustomer])).toBeUndefined();
  });
});
