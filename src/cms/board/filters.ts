import {
  boardDate,
  boardKinds,
  boardStatuses,
  type BoardKind,
  type BoardStatus,
} from '@/domain/board/board-day';
import { isCentreSlug } from '@/domain/centres';
import { isUuid } from '@/lib/uuid';

/*
 * The board's URL: which centre and UK day, the kind and status filters, and an open panel (move
 * or cancel one visit). Everything is read from the query and checked here; anything else is
 * dropped, and a centre outside the user's scope falls back to the first of theirs, saying so
 * (`refusedCentre`): a centre manager asking for another centre is told it is not theirs.
 */

export type BoardTargetRef = { readonly kind: BoardKind; readonly id: string };
export type BoardQuery = {
  readonly centre: string | undefined;
  readonly date: string;
  readonly kind: BoardKind | undefined;
  readonly status: BoardStatus | undefined;
  readonly move: BoardTargetRef | undefined;
  readonly cancel: BoardTargetRef | undefined;
  /** The day the move panel lists free times of. */
  readonly moveDate: string | undefined;
  /** A centre asked for that the board did not show: another centre's (not the user's) or no centre of ours. */
  readonly refusedCentre: { readonly slug: string; readonly known: boolean } | undefined;
};

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const isKind = (value: unknown): value is BoardKind => (boardKinds as readonly unknown[]).includes(value);
const isStatus = (value: unknown): value is BoardStatus =>
  (boardStatuses as readonly unknown[]).includes(value);

/** "booking:<uuid>" as a target, else undefined. */
export function parseTarget(value: unknown): BoardTargetRef | undefined {
  const raw = one(value);
  if (typeof raw !== 'string' || raw.length > 60) return undefined;
  const [kind, id] = raw.split(':');
  return isKind(kind) && id !== undefined && isUuid(id) ? { kind, id } : undefined;
}

export const targetValue = (target: BoardTargetRef) => `${target.kind}:${target.id}`;

export function parseBoardQuery(
  query: Record<string, unknown>,
  centres: readonly string[],
  now: Date,
): BoardQuery {
  const centre = one(query.centre);
  const kind = one(query.kind);
  const status = one(query.status);
  const moveDate = one(query.moveDate);
  const date = boardDate(one(query.date), now);
  const asked = typeof centre === 'string' && centre !== '' ? centre.slice(0, 40) : undefined;
  const allowed = asked !== undefined && isCentreSlug(asked) && centres.includes(asked);
  return {
    centre: allowed ? asked : centres[0],
    refusedCentre: asked === undefined || allowed ? undefined : { slug: asked, known: isCentreSlug(asked) },
    date,
    kind: isKind(kind) ? kind : undefined,
    status: isStatus(status) ? status : undefined,
    move: parseTarget(query.move),
    cancel: parseTarget(query.cancel),
    moveDate: typeof moveDate === 'string' ? boardDate(moveDate, now) : undefined,
  };
}

/** The board's address for a centre, day and filters (no panel open), plus any extra parameters. */
export function boardHref(
  base: string,
  view: Pick<BoardQuery, 'centre' | 'date' | 'kind' | 'status'>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (view.centre) params.set('centre', view.centre);
  params.set('date', view.date);
  if (view.kind) params.set('kind', view.kind);
  if (view.status) params.set('status', view.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${base}?${params.toString()}`;
}
