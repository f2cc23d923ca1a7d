import { describe, expect, it } from 'vitest';
import { refusalMessage, rolesFor } from './role-refusal-message';

const as = (role: string) => ({ id: 3, collection: 'users', role, centres: ['exeter'] }) as never;

describe('what a signed-in user reads on a staff page their role may not see', () => {
  it('says who they are signed in as and who the page is for, never that they are signed out', () => {
    const { title, text } = refusalMessage(as('editor'), 'leads');
    expect(title).toBe('Leads');
    expect(text).toBe(
      'You are signed in as an editor. Leads are open to sales, centre managers and administrators only: if your work needs it, ask an administrator to change your role.',
    );
    expect(text).not.toMatch(/logged in|unauthori[sz]ed/i);
  });

  it('works the roles out from each page’s access rule', () => {
    expect(rolesFor('leads')).toBe('sales, centre managers and administrators');
    expect(rolesFor('board')).toBe('sales, centre managers and administrators');
    expect(rolesFor('enquiries')).toBe('sales and administrators');
    expect(rolesFor('erase')).toBe('administrators');
    expect(refusalMessage(as('sales'), 'erase').text).toMatch(
      /^You are signed in as sales\. Erasing an enquiry is open to administrators only/,
    );
    expect(refusalMessage(as('centre-manager'), 'enquiries').text).toMatch(
      /^You are signed in as a centre manager\. Enquiries are/,
    );
  });
});
