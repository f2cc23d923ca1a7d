import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { leadChannels } from '@/domain/leads/channel';
import { leadAges } from '@/domain/leads/leads';
import { leadSourceKinds } from '@/domain/leads/sources';
import { leadStages } from '@/domain/leads/stages';
import type { LeadFilters } from '@/server/leads/store';

/*
 * The lead list's filters, all in the URL (a filtered list can be bookmarked and shared). Each is
 * checked on its own: a bad one is dropped and named, the rest still apply.
 */
const filterSchemas = {
  stage: z.enum(leadStages),
  owner: z.union([
    z.literal('none'),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
  centre: z.enum(centreSlugs),
  type: z.enum(leadSourceKinds),
  channel: z.enum(leadChannels),
  age: z.enum(leadAges),
  stale: z.literal('1').transform(() => true),
  due: z.literal('1').transform(() => true),
} as const;

export type LeadFilterName = keyof typeof filterSchemas;
export const leadFilterNames = Object.keys(filterSchemas) as LeadFilterName[];

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function valueOf(query: Query, name: string): string | undefined {
  const raw = query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value.slice(0, 40);
}

export function parseLeadFilters(query: Query): {
  filters: LeadFilters;
  raw: Partial<Record<LeadFilterName, string>>;
  invalid: LeadFilterName[];
} {
  const filters: Record<string, unknown> = {};
  const raw: Partial<Record<LeadFilterName, string>> = {};
  const invalid: LeadFilterName[] = [];
  for (const name of leadFilterNames) {
    const value = valueOf(query, name);
    if (value === undefined) continue;
    const parsed = filterSchemas[name].safeParse(value);
    if (!parsed.success) {
      invalid.push(name);
      continue;
    }
    raw[name] = value;
    filters[name === 'type' ? 'kind' : name] = parsed.data;
  }
  return { filters: filters as LeadFilters, raw, invalid };
}

/**
 * A centre filter the user may not see (a centre manager asking for another centre's leads): the
 * list then says so rather than answering "No leads match" as if the centre had none.
 */
export function centreOutsideScope(
  filters: LeadFilters,
  scope: 'all' | readonly string[],
): string | undefined {
  const centre = filters.centre;
  return centre !== undefined && scope !== 'all' && !scope.includes(centre) ? centre : undefined;
}
