import 'server-only';
import { notFound } from 'next/navigation';
import { leadChannelLabels } from '@/domain/leads/channel';
import { leadAuditLabels, maxNoteLength, type LeadAuditField } from '@/domain/leads/leads';
import { leadSourceLabels } from '@/domain/leads/sources';
import { isLeadStage, leadStageLabels, maxLostReasonLength, nextStages } from '@/domain/leads/stages';
import { attributionTouches, touchFacts } from '@/domain/staff-format';
import { getDatabase } from '@/server/db/client';
import type { LeadAuditRow } from '@/server/db/schema';
import { getLead, type LeadDetail as Detail, type LeadScope } from '@/server/leads/store';
import styles from '../enquiries/enquiries.module.css';
import { centreName, leadDay, leadTime } from './format';
import own from './leads.module.css';
import { StageBadge } from './stage-badge';
import { leadNoticeText } from './paths';
import type { StaffMember } from './staff-directory';

type Props = {
  id: string;
  scope: LeadScope;
  owners: readonly StaffMember[];
  names: ReadonlyMap<number, string>;
  base: string;
  api: string;
  notice: unknown;
};

function Facts({ items }: { items: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/* An audit value as staff read it: a stage's label, not its key; a date with its day. */
function auditValue(field: LeadAuditField, value: string | null): string {
  if (value === null) return '–';
  if (field === 'next-action') return leadDay(value);
  if (field !== 'stage' && field !== 'created') return value;
  const [stage = '', ...reason] = value.split(': ');
  const label = isLeadStage(stage) ? leadStageLabels[stage] : stage;
  return reason.length > 0 ? `${label}: ${reason.join(': ')}` : label;
}

/* A note's audit row names the note ("note #12"): staff read whose note it is and when. */
function noteEntry(row: LeadAuditRow, notes: Detail['notes']): string {
  const id = /^note #(\d+)$/.exec(row.toValue ?? '')?.[1];
  const note = notes.find((candidate) => String(candidate.id) === id);
  return `Note by ${note?.authorName ?? row.actorName}, ${leadTime(note?.createdAt ?? row.at)}`;
}

function History({ audit, notes }: { audit: readonly LeadAuditRow[]; notes: Detail['notes'] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="lead-history">
        <thead>
          <tr>
            <th scope="col">When (UK time)</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {audit.map((row) => (
            <tr key={row.id}>
              <td>{leadTime(row.at)}</td>
              <td>{row.actorName}</td>
              <td>{leadAuditLabels[row.field]}</td>
              <td>{auditValue(row.field, row.fromValue)}</td>
              <td>{row.field === 'note' ? noteEntry(row, notes) : auditValue(row.field, row.toValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Attribution({ lead }: { lead: Detail }) {
  const touches = attributionTouches(lead.source?.attribution);
  const first = touchFacts(touches.first);
  const last = touchFacts(touches.last);
  return (
    <section aria-labelledby="lead-attribution">
      <h2 id="lead-attribution">Where it came from</h2>
      <Facts
        items={[
          ['First-touch channel', leadChannelLabels[lead.channel]],
          ['Sent from page', lead.source?.pagePath ?? null],
        ]}
      />
      <div className={styles.columns}>
        <div>
          <h3>First touch</h3>
          {first.length === 0 ? <p className={styles.muted}>None recorded.</p> : <Facts items={first} />}
        </div>
        <div>
          <h3>Last touch</h3>
          {last.length === 0 ? <p className={styles.muted}>None recorded.</p> : <Facts items={last} />}
        </div>
      </div>
    </section>
  );
}

function Hidden({ lead, action }: { lead: string; action: string }) {
  return (
    <>
      <input type="hidden" name="lead" value={lead} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}

function Actions({ lead, owners, api }: { lead: Detail; owners: readonly StaffMember[]; api: string }) {
  const post = `${api}/leads/update`;
  const moves = nextStages(lead.stage);
  return (
    <section aria-labelledby="lead-work">
      <h2 id="lead-work">Work this lead</h2>
      <div className={own.actions}>
        <form method="post" action={post} className={own.action} aria-labelledby="lead-stage-heading">
          <h3 id="lead-stage-heading">Stage</h3>
          <Hidden lead={lead.id} action="stage" />
          <label htmlFor="lead-stage">Move to</label>
          <select id="lead-stage" name="stage" required disabled={moves.length === 0}>
            {moves.map((stage) => (
              <option key={stage} value={stage}>
                {leadStageLabels[stage]}
              </option>
            ))}
          </select>
          <label htmlFor="lead-lost-reason">Reason (needed when lost)</label>
          <input id="lead-lost-reason" name="reason" maxLength={maxLostReasonLength} autoComplete="off" />
          <button type="submit" className={styles.button} disabled={moves.length === 0}>
            Change stage
          </button>
        </form>
        <form method="post" action={post} className={own.action} aria-labelledby="lead-owner-heading">
          <h3 id="lead-owner-heading">Owner</h3>
          <Hidden lead={lead.id} action="owner" />
          <label htmlFor="lead-owner">Sales person</label>
          <select
            id="lead-owner"
            name="owner"
            defaultValue={lead.ownerId === null ? '' : String(lead.ownerId)}
          >
            <option value="">Nobody</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button}>
            Assign
          </button>
        </form>
        <form method="post" action={post} className={own.action} aria-labelledby="lead-next-heading">
          <h3 id="lead-next-heading">Next action</h3>
          <Hidden lead={lead.id} action="next-action" />
          <label htmlFor="lead-next-action">Date</label>
          <input id="lead-next-action" type="date" name="on" defaultValue={lead.nextActionOn ?? ''} />
          <button type="submit" className={styles.button}>
            Save date
          </button>
        </form>
        <form method="post" action={post} className={own.action} aria-labelledby="lead-note-heading">
          <h3 id="lead-note-heading">Note</h3>
          <Hidden lead={lead.id} action="note" />
          <label htmlFor="lead-note">What happened</label>
          <textarea id="lead-note" name="body" rows={3} maxLength={maxNoteLength} required />
          <button type="submit" className={styles.button}>
            Add note
          </button>
        </form>
      </div>
    </section>
  );
}

export async function LeadDetail({ id, scope, owners, names, base, api, notice }: Props) {
  const { db } = await getDatabase();
  const lead = await getLead(db, id, scope);
  if (!lead) notFound();
  const message = leadNoticeText(notice);
  const source = lead.source;
  return (
    <>
      <p className={styles.back}>
        <a href={base}>← All leads</a>
      </p>
      <header className={styles.head}>
        <h1>
          {leadSourceLabels[lead.sourceKind]}{' '}
          <span className={styles.reference}>{source?.reference ?? ''}</span>
        </h1>
        <ul className={own.summary} data-testid="lead-summary">
          <li>
            <StageBadge stage={lead.stage} />
            {lead.stale && (
              <span className={own.stale}>Stale: untouched since {leadTime(lead.touchedAt)}</span>
            )}
          </li>
          <li>{centreName(lead.centre)}</li>
          <li>
            Owner: {lead.ownerId === null ? 'nobody yet' : (names.get(lead.ownerId) ?? 'a former user')}
          </li>
          <li>Next action: {leadDay(lead.nextActionOn)}</li>
          <li>Came in {leadTime(lead.createdAt)}</li>
        </ul>
        {lead.lostReason && <p className={styles.lede}>Lost: {lead.lostReason}</p>}
      </header>
      {message && (
        <p
          className={message.ok ? styles.notice : styles.warning}
          role={message.ok ? 'status' : 'alert'}
          data-testid="lead-notice"
        >
          {message.text}
        </p>
      )}
      <Actions lead={lead} owners={owners} api={api} />
      <div className={styles.columns}>
        <section aria-labelledby="lead-person">
          <h2 id="lead-person">Who and what</h2>
          <Facts
            items={[
              ['Name', source?.name ?? 'Erased or missing'],
              ['Email', source ? <a href={`mailto:${source.email}`}>{source.email}</a> : null],
              ['Phone', source?.phone ? <a href={`tel:${source.phone}`}>{source.phone}</a> : null],
              ['Workspace', source?.workspace ?? null],
              ...(source?.facts ?? []),
            ]}
          />
        </section>
        <Attribution lead={lead} />
      </div>
      <section aria-labelledby="lead-notes">
        <h2 id="lead-notes">Notes</h2>
        {lead.notes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ul className={own.notes} data-testid="lead-notes">
            {lead.notes.map((note) => (
              <li key={note.id}>
                <strong>{note.authorName}</strong>, {leadTime(note.createdAt)}
                <p>{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lead-history-heading">
        <h2 id="lead-history-heading">History</h2>
        <History audit={lead.audit} notes={lead.notes} />
      </section>
    </>
  );
}
