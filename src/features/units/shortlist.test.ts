import { describe, expect, it } from 'vitest';
import { comparePath, maxShortlisted, parseCompared, parseShortlist, toggled } from './shortlist';

describe('the shortlist', () => {
  it('keeps only unit references, once each, from what storage holds', () => {
    expect(parseShortlist('["AND-W01","<script>","AND-W01",3,"EXE-MR02"]')).toEqual(['AND-W01', 'EXE-MR02']);
    expect(parseShortlist('not json')).toEqual([]);
    expect(parseShortlist(null)).toEqual([]);
  });
  it('adds and removes a reference, dropping the oldest when full', () => {
    expect(toggled(['AND-W01'], 'EXE-W02')).toEqual(['AND-W01', 'EXE-W02']);
    expect(toggled(['AND-W01', 'EXE-W02'], 'AND-W01')).toEqual(['EXE-W02']);
    const full = Array.from({ length: maxShortlisted }, (_, i) => `AND-W${String(i).padStart(2, '0')}`);
    expect(toggled(full, 'EXE-W99')).toEqual([...full.slice(1), 'EXE-W99']);
  });
  it('links the latest four to the compare page', () => {
    expect(comparePath(['A-1', 'AND-W01', 'AND-W02', 'AND-W03', 'AND-W04'].slice(1))).toBe(
      '/compare?units=AND-W01,AND-W02,AND-W03,AND-W04',
    );
    expect(comparePath(['AND-W01', 'AND-W02', 'AND-W03', 'AND-W04', 'AND-W05'])).toBe(
      '/compare?units=AND-W02,AND-W03,AND-W04,AND-W05',
    );
  });
});

describe('parseCompared', () => {
  it('reads up to four valid references from the compare link, once each, any case', () => {
    expect(parseCompared('and-w01,EXE-MR02,and-w01,bad ref,AND-W03,AND-W04,AND-W05')).toEqual([
      'AND-W01',
      'EXE-MR02',
      'AND-W03',
      'AND-W04',
    ]);
    expect(parseCompared(undefined)).toEqual([]);
    expect(parseCompared(['AND-W01', 'AND-W02'])).toEqual(['AND-W01', 'AND-W02']);
  });
});
