import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CentreList } from '@/components/sections/centre-list';
import { seedCentres } from '@/cms/seed/centres';
import { seedSiteSettings } from '@/cms/seed/site-settings';
import { seedUnits } from '@/cms/seed/units';
import { fromPriceOf, vatQuotingOf } from '@/domain/prices';
import { availabilityOf, isListed, unitWorkspaceTypes, type Unit } from '@/domain/units';
import { centreTypePriceText, centreUnitCountLine } from '@/features/locations/centre-listing';
import { finderCentres, finderTypeOptions } from '@/features/locations/locations-data';
import { matchSummary } from '@/features/locations/finder-search';
import { UnitList } from '@/features/locations/unit-list';
import { filterUnits } from '@/features/units/unit-filters';
import { ListedUnitsTable } from '@/features/workspaces/listed-units-table';
import { centreListNotes } from '@/features/workspaces/listing-notes';
import { formatPounds } from '@/lib/format';

/*
 * One fact, one value (DESIGN.md; docs/decisions/0038): for every centre and type of the seeded
 * site, each place that states how many units are listed, how many are under offer, what they are
 * "from" and when the next comes free (the type page's centre list and unit table, the centre page's
 * count line, unit cards and type prices, the /units answer, the finder's match line) is computed
 * the way the page computes it, and all must agree. Run on a day before any seeded "available from"
 * date and on one after some of them, so units free today, coming free and under offer all occur.
 */

const quoting = vatQuotingOf(seedSiteSettings);
const listed = seedUnits.filter(isListed);
const days = ['2026-11-26', '2027-01-20'] as const;

/** What a statement says, whichever words it uses. */
type Stated = {
  readonly where: string;
  readonly listed?: number;
  readonly underOffer?: number;
  /** The "from" amount, as shown ("£250"), or null when the statement gives none. */
  readonly from: string | null;
  /** "4 January 2027" when the price is of the next unit coming free. */
  readonly nextFree: string | null;
  /** "£226 from 4 January 2027": a cheaper unit coming free beside a "from" of what is free now. */
  readonly later?: string | null;
};

/** Reads "4 units, 1 under offer · from £250 per week + VAT" and the finder's and centre page's forms. */
function read(where: string, text: string, withCount = true): Stated {
  const count = withCount ? Number(/^\s*(\d+)/.exec(text)?.[1]) : undefined;
  const offerMatch = /(\d+) under offer/.exec(text);
  const underOffer = !withCount
    ? undefined
    : offerMatch
      ? Number(offerMatch[1])
      : /\b(?:all|both) under offer|[(,] ?under offer/.test(text)
        ? count
        : 0;
  return {
    where,
    ...(count === undefined ? {} : { listed: count }),
    ...(underOffer === undefined ? {} : { underOffer }),
    from: /from (£[\d,.]+)/.exec(text)?.[1] ?? null,
    nextFree: /next free (\d{1,2} [A-Z][a-z]+ \d{4})/i.exec(text)?.[1] ?? null,
    ...(withCount ? { later: /; (£[\d,.]+ from \d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1] ?? null } : {}),
  };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

/** The summary each centre's group of a rendered unit table states, by town. */
function tableSummaries(units: readonly Unit[], today: string): Map<string, string> {
  const html = renderToStaticMarkup(
    <ListedUnitsTable
      units={units}
      townOf={(unit) => seedCentres.find((centre) => centre.slug === unit.centre)!.town}
      caption="Listed"
      today={today}
      quoting={quoting}
    />,
  );
  const summaries = new Map<string, string>();
  for (const [, town, summary] of html.matchAll(/<summary><b>([^<]+)<\/b><small>([^<]*)<\/small><\/summary>/g))
    summaries.set(town!, textOf(summary!));
  return summaries;
}

/** The note under each centre in a rendered centre list, by town. */
function centreListNotesShown(notes: Record<string, string>): Map<string, string> {
  const html = renderToStaticMarkup(<CentreList centres={seedCentres} notes={notes} />);
  const shown = new Map<string, string>();
  for (const [, town, note] of html.matchAll(
    /<span class="block font-bold[^"]*">([^<]+)<\/span><span class="block text-sm text-ink-muted">([^<]*)<\/span>/g,
  ))
    shown.set(town!, textOf(note!));
  return shown;
}

/** On a centre page's unit cards: how many of a type, and how many labelled "Under offer". */
function unitCardsOf(units: readonly Unit[], town: string, type: Unit['workspaceType'], today: string) {
  const html = renderToStaticMarkup(
    <UnitList units={units} products={[]} town={town} today={today} quoting={quoting} />,
  );
  const references = new Set(units.filter((unit) => unit.workspaceType === type).map((unit) => unit.reference));
  const cards = [...html.matchAll(/<li [^>]*data-unit="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].filter(([, reference]) =>
    references.has(reference!),
  );
  return {
    listed: cards.length,
    underOffer: cards.filter(([, , card]) => />Under offer<\/p>/.test(card!)).length,
  };
}

describe('one fact, one value on every page that states it', () => {
  for (const today of days) {
    it(`states the same count, under-offer count and "from" for each centre and type (${today})`, () => {
      const problems: string[] = [];
      const compared = { statements: 0, underOffer: 0, nextFree: 0, later: 0 };
      const finder = finderCentres(seedCentres, listed, quoting);
      for (const type of unitWorkspaceTypes) {
        const ofType = listed.filter((unit) => unit.workspaceType === type);
        if (ofType.length === 0) continue;
        const notes = centreListNotesShown(centreListNotes(listed, type, today, quoting));
        const typeTable = tableSummaries(ofType, today);
        const noun = finderTypeOptions().find((option) => option.slug === type)!.noun;
        for (const centre of seedCentres) {
          const here = ofType.filter((unit) => unit.centre === centre.slug);
          if (here.length === 0) continue;
          const facts: Stated[] = [
            read('type page, centre list', notes.get(centre.town) ?? ''),
            read('type page, unit table', typeTable.get(centre.town) ?? ''),
            read(
              '/units?type&centre',
              tableSummaries(
                filterUnits(listed, { type, centre: centre.slug }, quoting),
                today,
              ).get(centre.town) ?? '',
            ),
            read(
              'finder, type chosen',
              matchSummary(finder.find((candidate) => candidate.slug === centre.slug)!, { type }, today, noun) ?? '',
            ),
          ];
          // The centre page's tile states the price only; "None free here" names another centre's.
          const tile = centreTypePriceText(centre, seedCentres, listed, type, today, quoting, undefined);
          if (!tile.startsWith('None free here')) facts.push(read('centre page, type price', tile, false));
          else facts.push({ where: 'centre page, type price', from: null, nextFree: null });
          const cards = unitCardsOf(
            listed.filter((unit) => unit.centre === centre.slug),
            centre.town,
            type,
            today,
          );
          facts.push({ where: 'centre page, unit cards', ...cards, from: facts[0]!.from, nextFree: facts[0]!.nextFree });
          const [first, ...rest] = facts;
          compared.statements += facts.length;
          if (first!.underOffer) compared.underOffer += 1;
          if (first!.nextFree) compared.nextFree += 1;
          if (first!.later) compared.later += 1;
          for (const other of rest) {
            for (const key of ['listed', 'underOffer', 'from', 'nextFree', 'later'] as const) {
              if (first![key] === undefined || other[key] === undefined) continue;
              if (first![key] !== other[key])
                problems.push(
                  `${type} at ${centre.town}: ${first!.where} says ${key} ${String(first![key])}, ${other.where} says ${String(other[key])}`,
                );
            }
          }
        }
      }
      expect(problems).toEqual([]);
      // The check reads real statements: hundreds of them, with units under offer and coming free.
      expect(compared.statements).toBeGreaterThan(400);
      expect(compared.underOffer).toBeGreaterThan(5);
      if (today < '2027-01-04') expect(compared.later).toBeGreaterThan(0);
      if (today > '2027-01-04') expect(compared.nextFree).toBeGreaterThan(0);
    });

    it(`adds each centre's statements up to what the type and centre pages say as a whole (${today})`, () => {
      const problems: string[] = [];
      for (const type of unitWorkspaceTypes) {
        const ofType = listed.filter((unit) => unit.workspaceType === type);
        if (ofType.length === 0) continue;
        const notes = [...centreListNotesShown(centreListNotes(listed, type, today, quoting)).values()]
          .filter((note) => /^\d/.test(note))
          .map((note) => read('note', note));
        const whole = availabilityOf(listed, type);
        const sum = (key: 'listed' | 'underOffer') => notes.reduce((total, note) => total + (note[key] ?? 0), 0);
        if (sum('listed') !== whole.count)
          problems.push(`${type}: the centres' notes add up to ${sum('listed')}, the type page says ${whole.count}`);
        if (sum('underOffer') !== whole.underOffer)
          problems.push(`${type}: ${sum('underOffer')} under offer in the notes, ${whole.underOffer} on the type page`);
        // The type's price box is the lowest "from" of its centres (when one is free today).
        const price = fromPriceOf(listed, type, today);
        const fromToday = notes.filter((note) => note.from && !note.nextFree).map((note) => note.from!);
        if (price.kind === 'from') {
          const lowest = fromToday.sort((a, b) => Number(a.replace(/[£,]/g, '')) - Number(b.replace(/[£,]/g, '')))[0];
          if (lowest !== formatPounds(price.netPounds))
            problems.push(`${type}: price box from ${formatPounds(price.netPounds)}, lowest centre from ${String(lowest)}`);
        } else if (fromToday.length > 0) problems.push(`${type}: no price today in the box, yet a centre states one`);
      }
      const notesByType = unitWorkspaceTypes.map((type) =>
        centreListNotesShown(centreListNotes(listed, type, today, quoting)),
      );
      const finder = finderCentres(seedCentres, listed, quoting);
      for (const centre of seedCentres) {
        const here = listed.filter((unit) => unit.centre === centre.slug);
        const line = centreUnitCountLine(here, centre.town, today);
        const count = Number(/^(\d+)/.exec(line)?.[1] ?? 0);
        const underOffer = Number(/(\d+) under offer/.exec(line)?.[1] ?? 0);
        const free = Number(/(\d+) free to move into now/.exec(line)?.[1] ?? 0);
        const atCentre = finder.find((candidate) => candidate.slug === centre.slug)!;
        const finderNow = /^(\d+) units? available now/.exec(matchSummary(atCentre, { now: true }, today, undefined) ?? '')?.[1];
        if (count !== here.length) problems.push(`${centre.town}: the count line says ${count}, ${here.length} listed`);
        if (free !== Number(finderNow ?? 0))
          problems.push(`${centre.town}: ${free} free now on the centre page, ${String(finderNow)} in the finder`);
        const offerNotes = notesByType
          .map((notes) => notes.get(centre.town))
          .filter((note): note is string => note !== undefined && /^\d/.test(note))
          .map((note) => read('note', note));
        const offerSum = offerNotes.reduce((total, note) => total + (note.underOffer ?? 0), 0);
        if (offerSum !== underOffer)
          problems.push(`${centre.town}: ${underOffer} under offer on the centre page, ${offerSum} on the type pages`);
      }
      expect(problems).toEqual([]);
    });
  }
});
