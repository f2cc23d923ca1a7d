/* Where the first administrator is made (issue 42, item 1): the page and its form's endpoint. */
export const firstAdminPagePath = '/admin/first-admin';
/** Under Payload's API route (/cms-api). */
export const firstAdminFormPath = '/first-admin';

export const firstAdminProblems = {
  name: 'Give a full name of 2 to 80 characters.',
  email: 'Give a valid email address.',
  password: 'Choose a password of at least 12 characters.',
  confirm: 'The two passwords differ: type the same one twice.',
  'email-taken': 'A staff user already has that email address: use another.',
} as const;
export type FirstAdminProblem = keyof typeof firstAdminProblems;
