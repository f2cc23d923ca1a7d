import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseOutcodeTable, type OutcodeTable } from '@/lib/geo/outcodes';
import { sharedRead } from './shared-read';

/*
 * The postcode district table the finder fetches in the browser, read from disk on the server for
 * pages rendered per request (the compare page's distances). Read once per process.
 */
let table: Promise<OutcodeTable> | undefined;

export const getOutcodeTable = sharedRead((): Promise<OutcodeTable> => {
  table ??= readFile(path.join(process.cwd(), 'public', 'data', 'outcodes.json'), 'utf8').then((text) =>
    parseOutcodeTable(JSON.parse(text)),
  );
  return table;
});
