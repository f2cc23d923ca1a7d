import { gazetteerPath } from '@/lib/geo/gazetteer-path';
import type { PlaceIndex } from '@/lib/geo/gazetteer';
import { outcodeTablePath, parseOutcodeTable, type OutcodeTable } from '@/lib/geo/outcodes';

/*
 * The finder's two data files, each fetched at most once per visit and only when a search needs
 * it: the district table once someone searches by postcode, the gazetteer on the first keystroke.
 */

let outcodeTableRequest: Promise<OutcodeTable> | undefined;

export function loadOutcodeTable(): Promise<OutcodeTable> {
  outcodeTableRequest ??= fetch(outcodeTablePath)
    .then((response) => {
      if (!response.ok) throw new Error(`District table: HTTP ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => parseOutcodeTable(json))
    .catch((error: unknown) => {
      // Let the next search try again rather than remembering a failure for the whole visit.
      outcodeTableRequest = undefined;
      throw error;
    });
  return outcodeTableRequest;
}

let placesRequest: Promise<PlaceIndex> | undefined;

/** The gazetteer, fetched and indexed once per visit (its code and data are not in the first load). */
export function loadPlaces(): Promise<PlaceIndex> {
  placesRequest ??= Promise.all([
    fetch(gazetteerPath).then((response) => {
      if (!response.ok) throw new Error(`Gazetteer: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
    import('@/lib/geo/gazetteer'),
  ])
    .then(([json, { indexGazetteer, parseGazetteer }]) => indexGazetteer(parseGazetteer(json)))
    .catch((error: unknown) => {
      placesRequest = undefined;
      throw error;
    });
  return placesRequest;
}
