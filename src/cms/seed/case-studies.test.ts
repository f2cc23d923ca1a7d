import { describe, expect, it } from 'vitest';
import { canQuoteAsReview } from '@/domain/case-studies';
import { caseStudies } from './case-studies';

/* The seed's stories are ours (docs/decisions/0013-honest-reviews.md). */
describe('the seed’s case studies', () => {
  it('are all illustrative, and none is quoted as a review', () => {
    for (const study of caseStudies) {
      expect(study.provenance).toBe('illustrative');
      expect(study.featuredAsReview).toBe(false);
      expect(canQuoteAsReview(study)).toBe(false);
    }
  });
});
