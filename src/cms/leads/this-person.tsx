import 'server-only';
import {
  contactNoticeText,
  contactRowKindLabels,
  movedSummary,
  normaliseContactEmail,
  rowInScope,
  rowKey,
  type ContactScope,
} from '@/domain/contacts/contacts';
import { getDatabase } from '@/server/db/client';
import type { ContactChangeRow } from '@/server/db/schema';
import {
  contactHistory,
  findContacts,
  maxContactSearchLength,
  type ContactCandidate,
  type ContactHistory,
  type ContactHistoryRow,
} from '@/server/contacts/store';
import styles from '../enquiries/enquiries.module.css';
import { centreName, leadTime } from './format';
import own from './leads.module.css';
import person from './this-person.module.css';
import { isUuid } from '@/lib/uuid';

/*
 * "This person" on a lead's page (issue 42 item 3, docs/decisions/0045-contacts.md): every row the
 * person left, across kinds, newest first, with the merges and splits staff made; a split form
 * over the rows, and a search for another contact to merge into this one with a confirm step.
 * Plain forms and links throughout: it works without JavaScript. A centre manager sees and moves
 * only the rows at their centres, and is told how many others there are.
 */

type Query = { find?: unknown; mergeFrom?: unknown; person?: unknown };

type Props = {
  leadId: string;
  contactId: string | undefined;
  scope: ContactScope;
  api: string;
  base: string;
  query: Query;
};

const pageNames: Record<ContactHistoryRow['kind'], string> = {
  enquiry: 'The enquiry',
  booking: 'Room bookings',
  viewing: 'Viewings',
  order: 'Orders',
  alert: 'Alerts',
  licence: 'Licences',
  'day-pass': 'Bookings board',
  // A bundle has no admin page of its own yet: its days are on the board, its payment in Stripe.
  'day-pass-bundle': 'Bookings board',
  proposal: 'Proposals',
  waitlist: 'Waitlist',
};

/** Where a row is seen in the admin, for those whose role opens that page. */
function rowLinks(
  row: ContactHistoryRow,
  scope: ContactScope,
  currentLead: string,
): { href: string; text: string }[] {
  const everything = scope === 'all';
  const links: { href: string; text: string }[] = [];
  if (row.leadId && row.leadId !== currentLead)
    links.push({ href: `/admin/leads/${row.leadId}`, text: 'Its lead' });
  if (row.leadId === currentLead) links.push({ href: '#lead-work', text: 'This lead' });
  const page: Partial<Record<ContactHistoryRow['kind'], string>> = {
    booking: '/admin/bookings',
    viewing: '/admin/viewings',
    'day-pass': row.centre ? `/admin/board?centre=${encodeURIComponent(row.centre)}` : undefined,
    ...(everything
      ? {
          enquiry: `/admin/enquiries/${encodeURIComponent(row.reference)}`,
          order: '/admin/orders',
          alert: '/admin/alerts',
          licence: `/admin/licences#licence-${row.id}`,
          proposal: '/admin/proposals',
          waitlist: '/admin/waitlist',
        }
      : {}),
  };
  const href = page[row.kind];
  if (href) links.push({ href, text: pageNames[row.kind] });
  return links;
}

/*
 * A merge or split in the history. A centre manager reads only the references and emails of rows
 * they can see (`shown`); what moved is still counted.
 */
function ChangeLine({
  change,
  contactId,
  shown,
}: {
  change: ContactChangeRow;
  contactId: string;
  shown: { references: ReadonlySet<string>; emails: ReadonlySet<string> } | undefined;
}) {
  const moved = movedSummary(change.moved);
  const references = change.moved
    .map((row) => row.reference)
    .filter((reference) => !shown || shown.references.has(reference))
    .join(', ');
  const emails = change.emails.filter((email) => !shown || shown.emails.has(email));
  const text =
    change.kind === 'merge'
      ? `Merged in from ${(shown ? undefined : change.fromName) ?? 'another contact'}: ${moved}${emails.length > 0 ? ` and ${emails.join(', ')}` : ''}`
      : change.intoContactId === change.fromContactId
        ? `Split out, later merged back: ${moved}`
        : change.intoContactId === contactId
          ? `Split out from another contact: ${moved}${emails.length > 0 ? ` and ${emails.join(', ')}` : ''}`
          : `Split out to a new contact: ${moved}${emails.length > 0 ? ` and ${emails.join(', ')}` : ''}`;
  return (
    <>
      <td data-label="Split out">–</td>
      <td data-label="When (UK time)">{leadTime(change.at)}</td>
      <td data-label="What">{change.kind === 'merge' ? 'Contacts merged' : 'Contact split'}</td>
      <td data-label="Reference">{references || '–'}</td>
      <td data-label="Centre">–</td>
      <td data-label="Status">
        {text}, by {change.actorName}
      </td>
      <td data-label="Open">–</td>
    </>
  );
}

type Line = { key: string; at: Date; row?: ContactHistoryRow; change?: ContactChangeRow };

function HistoryTable({
  history,
  visible,
  scope,
  leadId,
}: {
  history: ContactHistory;
  visible: readonly ContactHistoryRow[];
  scope: ContactScope;
  leadId: string;
}) {
  const lines: Line[] = [
    ...visible.map((row) => ({ key: rowKey(row), at: row.createdAt, row })),
    ...history.changes.map((change) => ({ key: `change-${change.id}`, at: change.at, change })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  const shown =
    scope === 'all'
      ? undefined
      : {
          references: new Set(visible.map((row) => row.reference)),
          emails: new Set(visible.map((row) => normaliseContactEmail(row.email))),
        };
  return (
    <div className={own.listWrap} role="region" aria-label="This person’s history" tabIndex={0}>
      <table className={`${styles.table} ${own.listTable}`} data-testid="person-history">
        <thead>
          <tr>
            <th scope="col">Split out</th>
            <th scope="col">When (UK time)</th>
            <th scope="col">What</th>
            <th scope="col">Reference</th>
            <th scope="col">Centre</th>
            <th scope="col">Status</th>
            <th scope="col">Open</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-kind={line.row?.kind ?? line.change?.kind}>
              {line.change ? (
                <ChangeLine change={line.change} contactId={history.contact.id} shown={shown} />
              ) : line.row ? (
                <>
                  <td data-label="Split out">
                    <input
                      type="checkbox"
                      name="row"
                      value={rowKey(line.row)}
                      id={`split-${line.row.id}`}
                      aria-label={`Split out ${contactRowKindLabels[line.row.kind].toLowerCase()} ${line.row.reference}`}
                    />
                  </td>
                  <td data-label="When (UK time)">{leadTime(line.row.createdAt)}</td>
                  <td data-label="What">
                    {contactRowKindLabels[line.row.kind]}: {line.row.summary}
                  </td>
                  <td data-label="Reference">{line.row.reference}</td>
                  <td data-label="Centre">{centreName(line.row.centre)}</td>
                  <td data-label="Status">{line.row.status}</td>
                  <td data-label="Open">
                    {rowLinks(line.row, scope, leadId).map((link, index) => (
                      <span key={link.href}>
                        {index > 0 ? ' · ' : ''}
                        <a href={link.href}>{link.text}</a>
                      </span>
                    ))}
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MergeSearch({
  base,
  leadId,
  find,
  candidates,
}: {
  base: string;
  leadId: string;
  find: string;
  candidates: readonly ContactCandidate[] | undefined;
}) {
  return (
    <div className={`${own.action} ${person.merge}`}>
      <h3>Merge another contact into this person</h3>
      <form method="get" action={`${base}/${leadId}#this-person`} className={person.search} role="search">
        <label htmlFor="person-find">Their email, name or a reference</label>
        <input
          id="person-find"
          name="find"
          type="search"
          maxLength={maxContactSearchLength}
          defaultValue={find}
          autoComplete="off"
        />
        <button type="submit" className={styles.button}>
          Find
        </button>
      </form>
      {candidates === undefined ? null : candidates.length === 0 ? (
        <p className={styles.muted} data-testid="person-candidates-none">
          Nobody else found{find.trim().length < 2 ? ' (type at least two characters)' : ''}.
        </p>
      ) : (
        <ul className={person.candidates} data-testid="person-candidates">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <strong>{candidate.name ?? 'No name given'}</strong>
              <span>{candidate.emails.join(', ') || 'no email kept'}</span>
              <span>
                {candidate.rows} {candidate.rows === 1 ? 'row' : 'rows'}, last seen{' '}
                {leadTime(candidate.lastSeenAt)}
              </span>
              <a href={`${base}/${leadId}?mergeFrom=${candidate.id}#this-person`}>Merge into this person…</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MergeConfirm({
  api,
  base,
  leadId,
  into,
  from,
}: {
  api: string;
  base: string;
  leadId: string;
  into: ContactHistory;
  from: ContactHistory;
}) {
  return (
    <div className={styles.danger} data-testid="person-merge-confirm">
      <h3 id="merge-confirm-heading">
        Merge {from.contact.name ?? 'the other contact'} into {into.contact.name ?? 'this person'}?
      </h3>
      <p>
        {from.emails.join(', ') || 'No email kept'}: {movedSummary(from.rows)} will become this person’s, and
        the other contact will be gone. The merge is recorded here; a wrong one can be split out again.
      </p>
      <ul>
        {from.rows.map((row) => (
          <li key={rowKey(row)}>
            {contactRowKindLabels[row.kind]} {row.reference}, {leadTime(row.createdAt)}
          </li>
        ))}
      </ul>
      <form method="post" action={`${api}/contacts/merge`} className={person.confirm}>
        <input type="hidden" name="lead" value={leadId} />
        <input type="hidden" name="into" value={into.contact.id} />
        <input type="hidden" name="from" value={from.contact.id} />
        <input type="hidden" name="confirm" value="merge" />
        <button type="submit" className={styles.dangerButton}>
          Yes, merge them
        </button>
        <a href={`${base}/${leadId}#this-person`}>No, keep them apart</a>
      </form>
    </div>
  );
}

export async function ThisPerson({ leadId, contactId, scope, api, base, query }: Props) {
  if (!contactId) {
    return (
      <section aria-labelledby="this-person-heading" id="this-person">
        <h2 id="this-person-heading">This person</h2>
        <p className={styles.muted}>
          This lead’s source row is gone (erased), so there is no person to show.
        </p>
      </section>
    );
  }
  const { db } = await getDatabase();
  const history = await contactHistory(db, contactId);
  if (!history) return null;
  const find = typeof query.find === 'string' ? query.find.slice(0, maxContactSearchLength) : '';
  const mergeFrom =
    typeof query.mergeFrom === 'string' && isUuid(query.mergeFrom) ? query.mergeFrom : undefined;
  const [candidates, other] = await Promise.all([
    typeof query.find === 'string' ? findContacts(db, find, { exclude: contactId, scope }) : undefined,
    mergeFrom && mergeFrom !== contactId ? contactHistory(db, mergeFrom) : undefined,
  ]);
  // A centre manager is shown a merge only of someone they could have found.
  const mergeable = other && other.rows.every((row) => rowInScope(row, scope)) ? other : undefined;
  const visible = history.rows.filter((row) => rowInScope(row, scope));
  const hidden = history.rows.length - visible.length;
  const message = contactNoticeText(query.person);
  const emailsVisible = [...new Set(visible.map((row) => normaliseContactEmail(row.email)))];
  return (
    <section aria-labelledby="this-person-heading" id="this-person" data-testid="this-person">
      <h2 id="this-person-heading">This person</h2>
      {message && (
        <p
          className={message.ok ? styles.notice : styles.warning}
          role={message.ok ? 'status' : 'alert'}
          data-testid="person-notice"
        >
          {message.text}
        </p>
      )}
      <dl className={styles.facts} data-testid="person-facts">
        <div>
          <dt>Name (last given)</dt>
          <dd>{history.contact.name ?? '–'}</dd>
        </div>
        <div>
          <dt>Phone (last given)</dt>
          <dd>
            {history.contact.phone ? (
              <a href={`tel:${history.contact.phone}`}>{history.contact.phone}</a>
            ) : (
              '–'
            )}
          </dd>
        </div>
        <div>
          <dt>{history.emails.length === 1 ? 'Email' : 'Emails'}</dt>
          <dd>{scope === 'all' ? history.emails.join(', ') : emailsVisible.join(', ') || '–'}</dd>
        </div>
        <div>
          <dt>First seen</dt>
          <dd>{leadTime(history.contact.createdAt)}</dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>{leadTime(history.contact.lastSeenAt)}</dd>
        </div>
      </dl>
      {hidden > 0 && (
        <p className={styles.muted} data-testid="person-hidden">
          {hidden} more {hidden === 1 ? 'row' : 'rows'} of this person {hidden === 1 ? 'is' : 'are'} at
          centres you do not manage (or at none), and not shown.
        </p>
      )}
      <form method="post" action={`${api}/contacts/split`} data-testid="person-split">
        <input type="hidden" name="lead" value={leadId} />
        <input type="hidden" name="contact" value={contactId} />
        <HistoryTable history={history} visible={visible} scope={scope} leadId={leadId} />
        <fieldset className={`${own.action} ${person.split}`}>
          <legend>Split a wrong one</legend>
          <p className={styles.muted}>
            Tick the rows that are someone else’s above, or choose one email to move every row of it. They
            become a person of their own; this is recorded in both histories.
          </p>
          <label htmlFor="person-split-email">Or every row of</label>
          <select id="person-split-email" name="email" defaultValue="">
            <option value="">Only the rows ticked</option>
            {(scope === 'all' ? history.emails : emailsVisible).map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          <label className={person.check}>
            <input type="checkbox" name="confirm" value="split" /> These belong to someone else
          </label>
          <button type="submit" className={styles.button}>
            Split out to a new person
          </button>
        </fieldset>
      </form>
      {mergeable ? (
        <MergeConfirm api={api} base={base} leadId={leadId} into={history} from={mergeable} />
      ) : (
        <MergeSearch base={base} leadId={leadId} find={find} candidates={candidates} />
      )}
    </section>
  );
}
