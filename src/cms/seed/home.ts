import { headlineSchema } from '@/domain/headline';
import type { WorkspaceFamily } from '@/domain/workspace-types';

/*
 * Copy of the home page that is not a product, benefit or review. Its headline, intro, family
 * intros and case-studies heading are seeded into the home page's global; the hero image is not
 * edited in the CMS yet, and the page reads it through the content facade.
 */
export const homeContent = {
  headline: headlineSchema.parse([
    { text: 'Define your space.', tone: 'base' },
    { text: 'Realise your vision.', tone: 'accent' },
  ]),
  intro:
    'Workshops, storage, studios, offices and meeting rooms in {centres} towns, on flexible terms that fit a small business. Move in quickly, grow when you are ready.',
  heroImage: { src: '/images/home/hero.svg', width: 720, height: 560 },
  familyIntros: {
    'business-units':
      'Units with their own door, for making, storing, fixing, selling and training. Fit them out your way.',
    'serviced-workspace':
      'Furnished, connected and ready the day you arrive: offices, meeting rooms, desks and a business address.',
  } satisfies Record<WorkspaceFamily, string>,
  caseStudiesHeading: 'How businesses use our space',
} as const;
