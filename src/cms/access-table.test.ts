import { readFileSync } from 'node:fs';
import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { canEraseEnquiries, canSeeEnquiries, canSeeOrders, centreScopeOf, roles, seesEveryonesFollowUps, type Role } from './access';
import { cmsCollections, cmsGlobals } from './registry';

/*
 * Every collection and global of the CMS against every role (and a visitor, signed out): read,
 * create, update, delete, as Payload would decide them; then the staff pages beside the CMS. The
 * tables are written out in docs/roles.md, and this test fails when the two differ: change the
 * access rule and the document together.
 */

type Who = Role | 'visitor';
const everyone: readonly Who[] = [...roles, 'visitor'];
const operations = ['read', 'create', 'update', 'delete'] as const;

function userOf(who: Who) {
  if (who === 'visitor') return null;
  return { id: 41, collection: 'users', role: who, centres: who === 'centre-manager' ? ['exeter'] : [] };
}

type AccessFn = (args: { req: PayloadRequest; id?: number }) => unknown;

async function verdict(access: AccessFn | undefined, who: Who): Promise<string> {
  const user = userOf(who);
  const req = { user, context: {}, t: () => '' } as unknown as PayloadRequest;
  // Payload's default when a collection says nothing: any signed-in user.
  const result = access ? await access({ req }) : Boolean(user);
  if (result === true) return 'yes';
  if (result === false) return 'no';
  return 'own'; // a query constraint: in this CMS, only a user's own account
}

async function collectionTable(): Promise<string> {
  const lines = [
    '| Collection | Operation | ' + everyone.join(' | ') + ' |',
    '|---|---|' + everyone.map(() => '---|').join(''),
  ];
  for (const collection of cmsCollections) {
    for (const operation of operations) {
      const access = collection.access?.[operation] as AccessFn | undefined;
      const cells = await Promise.all(everyone.map((who) => verdict(access, who)));
      lines.push(`| ${collection.slug} | ${operation} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

async function globalTable(): Promise<string> {
  const lines = [
    '| Global | Operation | ' + everyone.join(' | ') + ' |',
    '|---|---|' + everyone.map(() => '---|').join(''),
  ];
  for (const global of cmsGlobals) {
    for (const operation of operations) {
      // A global is one document: it is never created or deleted, only read and updated.
      const cells =
        operation === 'create' || operation === 'delete'
          ? everyone.map(() => 'n/a')
          : await Promise.all(
              everyone.map((who) => verdict(global.access?.[operation] as AccessFn | undefined, who)),
            );
      lines.push(`| ${global.slug} | ${operation} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

function scopeWord(who: Who): string {
  const scope = centreScopeOf(userOf(who) as PayloadRequest['user']);
  return scope === undefined ? 'no' : scope === 'all' ? 'all centres' : 'own centres';
}

function staffTable(): string {
  const user = (who: Who) => userOf(who) as PayloadRequest['user'];
  const rows: [string, (who: Who) => string][] = [
    ['Enquiries (/admin/enquiries): read, retry', (who) => (canSeeEnquiries(user(who)) ? 'yes' : 'no')],
    ['Enquiries: erase (data-subject request)', (who) => (canEraseEnquiries(user(who)) ? 'yes' : 'no')],
    ['Leads (/admin/leads): read, assign, note, move, log calls and emails, export CSV', scopeWord],
    [
      "Leads: everyone's follow-ups due today or overdue",
      (who) => (seesEveryonesFollowUps(user(who)) ? scopeWord(who) : 'no'),
    ],
    ['Leads: own follow-ups due, own calendar feed', (who) => (centreScopeOf(user(who)) ? 'yes' : 'no')],
    // The contact endpoints (src/cms/leads/contact-endpoints.ts) take the leads' scope.
    ["Contacts on a lead's page (This person): read the person's history, merge, split", scopeWord],
    ['Room bookings (/admin/bookings): read, cancel', scopeWord],
    ['Viewings (/admin/viewings): read', scopeWord],
    [
      'Virtual-office orders (/admin/orders): read, ID check',
      (who) => (canSeeOrders(user(who)) ? 'yes' : 'no'),
    ],
  ];
  const lines = [
    '| Staff page | ' + everyone.join(' | ') + ' |',
    '|---|' + everyone.map(() => '---|').join(''),
  ];
  for (const [label, cell] of rows) lines.push(`| ${label} | ${everyone.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

describe('the access table', () => {
  it('covers every collection and global for every role, and docs/roles.md says the same', async () => {
    const tables = [await collectionTable(), await globalTable(), staffTable()];
    const doc = readFileSync('docs/roles.md', 'utf8');
    if (process.env.PRINT_ROLES_TABLES) console.log(tables.join('\n\n'));
    for (const table of tables) expect(doc, `docs/roles.md must contain:\n${table}`).toContain(table);
  });

  it('keeps content from sales and centre managers, and staff pages from editors', async () => {
    const table = await collectionTable();
    const row = (slug: string, op: string) =>
      table.split('\n').find((line) => line.startsWith(`| ${slug} | ${op} |`));
    expect(row('units', 'update')).toBe('| units | update | yes | yes | no | no | no |');
    expect(row('users', 'read')).toBe('| users | read | yes | own | own | own | no |');
    expect(staffTable()).toContain(
      '| Leads (/admin/leads): read, assign, note, move, log calls and emails, export CSV | all centres | no | all centres | own centres | no |',
    );
  });

  it('gives a centre manager without centres nothing', () => {
    expect(
      centreScopeOf({ id: 1, role: 'centre-manager', centres: [] } as unknown as PayloadRequest['user']),
    ).toEqual([]);
    expect(centreScopeOf({ id: 1, role: 'centre-manager' } as unknown as PayloadRequest['user'])).toEqual([]);
  });
});
