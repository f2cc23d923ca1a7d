import 'server-only';
import { notFound } from 'next/navigation';
import { leadChannelLabels } from '@/domain/leads/channel';
import { leadAuditLabels, maxNoteLength, type LeadAuditField } from '@/domain/leads/leads';
import { leadSourceLabels } from '@/domain/leads/sources';
import {
  isLeadStage,
  isOpenStage,
  leadStageLabels,
  maxLostReasonLength,
  nextStages,
  reopenStage,
} from '@/domain/leads/stages';
import { attributionTouches, touchFacts } from '@/domain/staff-format';
import { maxWonValueLength } from '@/domain/leads/won-value';
import { formatPence } from '@/domain/licence/offer';
import { getDatabase } from '@/server/db/client';
import type { LeadAuditRow, LeadContactRow } from '@/server/db/schema';
import { getLead, leadDraftOf, type LeadDetail as Detail, type LeadScope } from '@/server/leads/store';
import {
  followUpLabels,
  leadContactKindLabels,
  leadContactKinds,
  leadContactOutcomeLabels,
  leadContactOutcomes,
  maxNextActionLength,
  nextActionText,
} from '@/domain/leads/follow-up';
import type { leadFormFields } from '@/domain/leads/lead-form';
import { londonClock, londonDate } from '@/lib/booking-slots';
import styles from '../enquiries/enquiries.module.css';
import { centreName, leadDay, leadTime } from './format';
import own from './leads.module.css';
import { StageBadge } from './stage-badge';
import { ThisPerson } from './this-person';
import { contactOfLead } from '@/server/contacts/store';
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
  saved: unknown;
  userId: number;
  /** The "This person" section's query: a search, a merge to confirm, a notice. */
  person: { find?: unknown; mergeFrom?: unknown; person?: unknown };
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
  // The one form stores the action in words; an older row holds its ISO date.
  if (field === 'next-action') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? leadDay(value) : value;
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

type HistoryRow = {
  readonly key: string;
  readonly at: Date;
  readonly who: string;
  readonly what: string;
  readonly from: string;
  readonly to: string;
};

/* The audit and the logged calls and emails, newest first; a call shows when it happened. */
function historyOf(audit: readonly LeadAuditRow[], contacts: readonly LeadContactRow[], notes: Detail['notes']): HistoryRow[] {
  return [
    ...audit.map((row) => ({
      key: `audit-${row.id}`,
      at: row.at,
      who: row.actorName,
      what: leadAuditLabels[row.field],
      from: auditValue(row.field, row.fromValue),
      to: row.field === 'note' ? noteEntry(row, notes) : auditValue(row.field, row.toValue),
    })),
    ...contacts.map((row) => ({
      key: `contact-${row.id}`,
      at: row.happenedAt,
      who: row.actorName,
      what: `${leadContactKindLabels[row.kind]} logged`,
      from: '–',
      to: leadContactOutcomeLabels[row.outcome],
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

function History({ rows }: { rows: readonly HistoryRow[] }) {
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
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{leadTime(row.at)}</td>
              <td>{row.who}</td>
              <td>{row.what}</td>
              <td>{row.from}</td>
              <td>{row.to}</td>
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

type Draft = Partial<Record<(typeof leadFormFields)[number], string>>;

/*
 * The lead's one form (issue 42 item 2): stage, owner, next action, a logged call or email and a
 * note, saved together by one button. A won or lost lead has no stage select: "Save and reopen"
 * posts the reopening stage with the rest. A refused save comes back with what was typed.
 */
function WorkForm({
  lead,
  owners,
  api,
  draft,
  now,
}: {
  lead: Detail;
  owners: readonly StaffMember[];
  api: string;
  draft: Draft | undefined;
  now: Date;
}) {
  const open = isOpenStage(lead.stage);
  const moves = nextStages(lead.stage);
  const value = (name: keyof Draft, fallback: string) => draft?.[name] ?? fallback;
  return (
    <section aria-labelledby="lead-work">
      <h2 id="lead-work">Work this lead</h2>
      {draft && (
        <p className={styles.warning} data-testid="lead-draft">
          What you typed last time was not saved; it is below for you to correct and save.
        </p>
      )}
      <form method="post" action={`${api}/leads/update`} className={own.workForm} data-testid="lead-form">
        <input type="hidden" name="lead" value={lead.id} />
        <fieldset className={own.action}>
          <legend>Stage</legend>
          {open ? (
            <>
              <label htmlFor="lead-stage">Move to</label>
              <select id="lead-stage" name="stage" defaultValue={value('stage', '')}>
                <option value="">Keep: {leadStageLabels[lead.stage]}</option>
                {moves.map((stage) => (
                  <option key={stage} value={stage}>
                    {leadStageLabels[stage]}
                  </option>
                ))}
              </select>
              <label htmlFor="lead-lost-reason">Reason (needed when lost)</label>
              <input
                id="lead-lost-reason"
                name="reason"
                maxLength={maxLostReasonLength}
                autoComplete="off"
                defaultValue={value('reason', '')}
              />
              <label htmlFor="lead-won-value">Contract value, £ net of VAT (needed when won)</label>
              <input
                id="lead-won-value"
                name="wonValue"
                inputMode="decimal"
                maxLength={maxWonValueLength}
                autoComplete="off"
                placeholder="e.g. 18,000"
                defaultValue={value('wonValue', '')}
              />
            </>
          ) : (
            <p data-testid="lead-closed">
              This lead is {leadStageLabels[lead.stage].toLowerCase()}. It can only be reopened (as{' '}
              {leadStageLabels[reopenStage]}), with “Save and reopen” below.
            </p>
          )}
        </fieldset>
        <fieldset className={own.action}>
          <legend>Owner</legend>
          <label htmlFor="lead-owner">Sales person</label>
          <select
            id="lead-owner"
            name="owner"
            defaultValue={value('owner', lead.ownerId === null ? '' : String(lead.ownerId))}
          >
            <option value="">Nobody</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </fieldset>
        <fieldset className={own.action}>
          <legend>Next action (UK time)</legend>
          <div className={own.pair}>
            <div>
              <label htmlFor="lead-next-on">Date</label>
              <input id="lead-next-on" type="date" name="nextOn" defaultValue={value('nextOn', lead.nextActionOn ?? '')} />
            </div>
            <div>
              <label htmlFor="lead-next-at">Time</label>
              <input
                id="lead-next-at"
                type="time"
                name="nextAt"
                step={60}
                defaultValue={value('nextAt', lead.nextActionTime ?? '')}
              />
            </div>
          </div>
          <label htmlFor="lead-next-what">What to do</label>
          <input
            id="lead-next-what"
            name="nextWhat"
            maxLength={maxNextActionLength}
            autoComplete="off"
            defaultValue={value('nextWhat', lead.nextActionWhat ?? '')}
          />
          <p className={styles.muted}>Empty all three to clear it.</p>
        </fieldset>
        <fieldset className={own.action}>
          <legend>Log a call or email</legend>
          <label htmlFor="lead-contact">How it went</label>
          <select id="lead-contact" name="contact" defaultValue={value('contact', '')}>
            <option value="">Nothing to log</option>
            {leadContactKinds.map((kind) => (
              <optgroup key={kind} label={leadContactKindLabels[kind]}>
                {leadContactOutcomes[kind].map((outcome) => (
                  <option key={outcome} value={`${kind}:${outcome}`}>
                    {leadContactKindLabels[kind]}: {leadContactOutcomeLabels[outcome]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <div className={own.pair}>
            <div>
              <label htmlFor="lead-contact-on">On</label>
              <input id="lead-contact-on" type="date" name="contactOn" defaultValue={value('contactOn', londonDate(now))} />
            </div>
            <div>
              <label htmlFor="lead-contact-at">At</label>
              <input
                id="lead-contact-at"
                type="time"
                name="contactAt"
                step={60}
                defaultValue={value('contactAt', londonClock(now))}
              />
            </div>
          </div>
        </fieldset>
        <fieldset className={`${own.action} ${own.wide}`}>
          <legend>Note</legend>
          <label htmlFor="lead-note">What happened</label>
          <textarea id="lead-note" name="note" rows={3} maxLength={maxNoteLength} defaultValue={value('note', '')} />
        </fieldset>
        <div className={own.saveRow}>
          {open ? (
            <button type="submit" className={styles.button}>
              Save
            </button>
          ) : (
            <>
              <button type="submit" className={styles.button}>
                Save
              </button>
              <button type="submit" name="stage" value={reopenStage} className={styles.button}>
                Save and reopen
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

export async function LeadDetail({ id, scope, owners, names, base, api, notice, saved, userId, person }: Props) {
  const { db } = await getDatabase();
  const now = new Date();
  const [lead, draft] = await Promise.all([getLead(db, id, scope, now), leadDraftOf(db, id, userId)]);
  if (!lead) notFound();
  const contactId = await contactOfLead(db, lead);
  const message = leadNoticeText(notice, saved);
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
          <li>
            Next action:{' '}
            {lead.nextActionOn
              ? nextActionText({ on: lead.nextActionOn, at: lead.nextActionTime, what: lead.nextActionWhat })
              : 'none set'}
            {lead.followUp && lead.followUp !== 'later' && (
              <span className={own.due}>{followUpLabels[lead.followUp]}</span>
            )}
          </li>
          {lead.stage === 'won' && (
            <li data-testid="lead-won-value">
              Won value:{' '}
              {lead.wonValuePence === null ? 'not recorded' : `${formatPence(lead.wonValuePence)} net of VAT`}
            </li>
          )}
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
      {lead.stage !== 'won' ? (
        <p>
          {/* A proposal from sales (src/app/(payload)/admin/proposals): terms fixed, signed online. */}
          <a className={styles.button} href={`/admin/proposals/new?lead=${encodeURIComponent(lead.id)}`} data-testid="send-proposal">
            Send a proposal
          </a>
        </p>
      ) : null}
      <WorkForm lead={lead} owners={owners} api={api} draft={draft} now={now} />
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
      <ThisPerson leadId={lead.id} contactId={contactId} scope={scope} api={api} base={base} query={person} />
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
        <History rows={historyOf(lead.audit, lead.contacts, lead.notes)} />
      </section>
    </>
  );
}
