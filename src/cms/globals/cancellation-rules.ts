import type { GlobalConfig } from 'payload';
import {
  cancellationRulesSchema,
  maxGraceMinutes,
  maxNoticeHours,
  maxTierHours,
  maxTiers,
  type CancellationRules,
} from '@/domain/booking/cancellation';
import { contentEditors, hasRole } from '../access';
import { revalidateGlobalOnPublish } from '../revalidate';
import { contentVersions, validateGlobalWith } from '../validate-with';

/*
 * Fair cancellation of meeting-room bookings (issue 39, docs/decisions/0048-fair-cancellation.md):
 * by booking length, the notice a free cancellation needs, and a grace period after booking. Read
 * by the booking form, pages, mails and every cancel path through one domain function
 * (src/domain/booking/cancellation.ts); each booking keeps the rules it was made under.
 */

type RulesDoc = { tiers?: { maxHours?: unknown; noticeHours?: unknown }[] | null; graceMinutes?: unknown };

export const docToCancellationRules = (doc: unknown): unknown => {
  const value = (doc ?? {}) as RulesDoc;
  return {
    tiers: (value.tiers ?? []).map((row) => ({ maxHours: row.maxHours, noticeHours: row.noticeHours })),
    graceMinutes: value.graceMinutes,
  };
};

export const cancellationRulesToDoc = (rules: CancellationRules) => ({
  tiers: rules.tiers.map((tier) => ({ ...tier })),
  graceMinutes: rules.graceMinutes,
});

export const CancellationRulesGlobal: GlobalConfig = {
  slug: 'cancellation-rules',
  label: 'Room cancellation rules',
  admin: {
    group: 'Sales',
    description:
      'When a meeting-room booking can be cancelled free. Shown beside the Book button, in the emails and on the manage page; a booking keeps the rules it was made under.',
  },
  versions: { ...contentVersions, max: 50 },
  access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'sales'), update: contentEditors },
  hooks: {
    beforeChange: [validateGlobalWith(cancellationRulesSchema, docToCancellationRules, 'cancellation-rules')],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      name: 'tiers',
      label: 'Notice by booking length',
      type: 'array',
      minRows: 1,
      maxRows: maxTiers,
      admin: {
        description:
          'From the shortest booking to the longest. A booking takes the first row whose length covers it; one longer than every row takes the last. A longer booking needs at least as much notice.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'maxHours',
              label: 'Bookings up to (hours)',
              type: 'number',
              required: true,
              min: 1,
              max: maxTierHours,
              admin: { step: 1 },
            },
            {
              name: 'noticeHours',
              label: 'Free to cancel until (hours before the start)',
              type: 'number',
              required: true,
              min: 0,
              max: maxNoticeHours,
              admin: { step: 1 },
            },
          ],
        },
      ],
    },
    {
      name: 'graceMinutes',
      label: 'Grace period after booking (minutes)',
      type: 'number',
      required: true,
      defaultValue: 120,
      min: 0,
      max: maxGraceMinutes,
      admin: {
        step: 1,
        description: 'Free to cancel for this long after booking, even inside the notice (never after the start). 0 for none.',
      },
    },
  ],
};
