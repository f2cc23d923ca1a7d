/* Where the lead pipeline lives in the admin, and the notices its forms come back with. */
export const leadsPath = '/leads';

export const leadNotices = {
  stage: 'Stage changed.',
  owner: 'Owner changed; a new owner is emailed.',
  note: 'Note added.',
  'next-action': 'Next action date saved.',
  'not-allowed': 'That stage cannot follow the current one: nothing was changed.',
  'reason-required': 'Say why the lead was lost: nothing was changed.',
  'reason-too-long': 'The reason is too long (300 characters at most): nothing was changed.',
  'note-empty': 'The note was empty: nothing was added.',
  'note-too-long': 'The note is too long (2,000 characters at most): nothing was added.',
  unchanged: 'That was already so: nothing was changed.',
  'not-sales': 'A lead can only be given to a sales user: nothing was changed.',
} as const;
export type LeadNotice = keyof typeof leadNotices;

export function leadNoticeText(value: unknown): { text: string; ok: boolean } | undefined {
  if (typeof value !== 'string' || !Object.hasOwn(leadNotices, value)) return undefined;
  const ok = ['stage', 'owner', 'note', 'next-action'].includes(value);
  return { text: leadNotices[value as LeadNotice], ok };
}
