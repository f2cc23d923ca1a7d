/* Where the lead pipeline lives in the admin, and the notices its forms come back with. */
export const leadsPath = '/leads';

export const leadNotices = {
  saved: 'Saved.',
  'nothing-to-save': 'Nothing was changed: the form was as the lead already stands.',
  'next-action-incomplete': 'A next action needs a date, a time and what to do: nothing was saved.',
  'next-action-date': 'The next action’s date or time is not a real one: nothing was saved.',
  'next-action-too-long': 'What to do next is too long (200 characters at most): nothing was saved.',
  'contact-not-known': 'That is not a call or email outcome we know: nothing was saved.',
  'contact-when': 'Say when the call or email was, within the last month: nothing was saved.',
  'contact-in-future': 'A call or email cannot be logged in the future: nothing was saved.',
  'calendar-renewed': 'Your calendar feed has a new address; any old one no longer works.',
  'calendar-revoked': 'Your calendar feed is off; its address no longer works.',
  stage: 'Stage changed.',
  owner: 'Owner changed; a new owner is emailed.',
  note: 'Note added.',
  'next-action': 'Next action date saved.',
  'not-allowed': 'That stage cannot follow the current one: nothing was changed.',
  'reason-required': 'Say why the lead was lost: nothing was changed.',
  'reason-too-long': 'The reason is too long (300 characters at most): nothing was changed.',
  'won-value-required': 'Give the contract’s value in pounds, net of VAT, to mark the lead won: nothing was saved.',
  'won-value-invalid': 'The contract value is not an amount in pounds (like 18,000 or 18000.50): nothing was saved.',
  'won-value-too-large': 'The contract value is more than £10,000,000: nothing was saved.',
  'note-empty': 'The note was empty: nothing was added.',
  'note-too-long': 'The note is too long (2,000 characters at most): nothing was added.',
  unchanged: 'That was already so: nothing was changed.',
  'not-sales': 'A lead can only be given to a sales user: nothing was changed.',
} as const;
export type LeadNotice = keyof typeof leadNotices;

const savedLabels = {
  stage: 'stage',
  owner: 'owner (a new owner is emailed)',
  'next-action': 'next action',
  note: 'note',
  contact: 'call or email logged',
} as const;

const okNotices = ['saved', 'stage', 'owner', 'note', 'next-action', 'calendar-renewed', 'calendar-revoked'];

/** The notice a form came back with; for a save, what it saved (`saved`: "stage.note"). */
export function leadNoticeText(value: unknown, saved?: unknown): { text: string; ok: boolean } | undefined {
  if (typeof value !== 'string' || !Object.hasOwn(leadNotices, value)) return undefined;
  const ok = okNotices.includes(value);
  if (value === 'saved' && typeof saved === 'string') {
    const parts = saved
      .split('.')
      .filter((part): part is keyof typeof savedLabels => Object.hasOwn(savedLabels, part))
      .map((part) => savedLabels[part]);
    if (parts.length > 0) {
      const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
      return { text: `Saved: ${list}.`, ok };
    }
  }
  return { text: leadNotices[value as LeadNotice], ok };
}
