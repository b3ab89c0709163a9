/** The fixes table on a slide: its rows cut into columns of about equal height (fixColumns). */
import { describe, expect, it } from 'vitest';
import { fixRows } from '../../src/story/figureData';
import { fixColumns, type FixColumn } from '../../src/views/figures/FixesTable';
import type { FixGroupRows, FixRow } from '../../src/views/figures/figureProps';

/** Lines a column takes, as fixColumns counts them: a group's name, three lines a change. */
const height = (col: FixColumn) => col.reduce((h, r) => h + 1.3 + 3 * r.rows.length, 0);
const ids = (cols: FixColumn[]) => cols.flatMap((c) => c.flatMap((r) => r.rows.map((v) => v.id)));

function groups(sizes: Record<string, number>): FixGroupRows[] {
  return Object.entries(sizes).map(([group, n]) => ({
    group: group as FixGroupRows['group'],
    rows: Array.from({ length: n }, (_, i) => ({ id: `${group}-${i}` }) as unknown as FixRow),
  }));
}

describe('fixColumns', () => {
  it('keeps every row exactly once, in order, and cuts only between changes', () => {
    const g = groups({ baseline: 1, stops: 5, narrows: 3, nothing: 2 });
    for (const n of [1, 2, 3, 4]) {
      const cols = fixColumns(g, n);
      expect(cols).toHaveLength(n);
      expect(ids(cols)).toEqual(g.flatMap((x) => x.rows.map((v) => v.id)));
      // each run holds whole changes of one group, never an empty run
      for (const col of cols)
        for (const run of col) {
          expect(run.rows.length).toBeGreaterThan(0);
          expect(run.rows.every((v) => v.id.startsWith(`${run.group}-`))).toBe(true);
        }
    }
  });

  it('balances the columns: the tallest is the shortest any cut gives', () => {
    const g = groups({ baseline: 1, stops: 5, narrows: 3, nothing: 2 });
    const cols = fixColumns(g, 2);
    // every cut of the 11 changes into two columns, by hand
    const flat = g.flatMap((x) => x.rows.map((row) => ({ group: x.group, row })));
    const runs = (part: typeof flat) => {
      const col: { group: string; rows: unknown[] }[] = [];
      for (const { group, row } of part) {
        const last = col[col.length - 1];
        if (last?.group === group) last.rows.push(row);
        else col.push({ group, rows: [row] });
      }
      return col.reduce((h, r) => h + 1.3 + 3 * r.rows.length, 0);
    };
    let best = Infinity;
    for (let cut = 1; cut < flat.length; cut++)
      best = Math.min(best, Math.max(runs(flat.slice(0, cut)), runs(flat.slice(cut))));
    expect(Math.max(...cols.map(height))).toBeCloseTo(best);
    // and for these sizes the two columns differ by at most one change and a name
    const [a, b] = cols.map(height);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(3 + 1.3);
  });

  it('a group cut in two has its name again at the top of the next column', () => {
    // one long group: it must be cut, and both columns start with its name
    const cols = fixColumns(groups({ stops: 6 }), 2);
    expect(cols.map((c) => c.map((r) => r.group))).toEqual([['stops'], ['stops']]);
    expect(cols.map((c) => c[0]!.rows.length)).toEqual([3, 3]);
  });

  it('never makes more columns than there are changes', () => {
    expect(fixColumns(groups({ baseline: 1, stops: 1 }), 5)).toHaveLength(2);
    expect(fixColumns(groups({ baseline: 1 }), 0)).toHaveLength(1);
  });

  it('the story’s own table: two columns, every change once, no column ending on a name', () => {
    const table = fixRows();
    const cols = fixColumns(table, 2);
    expect(cols).toHaveLength(2);
    expect([...ids(cols)].sort()).toEqual(table.flatMap((x) => x.rows.map((v) => v.id)).sort());
    const [a, b] = cols.map(height);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(3 + 1.3 + 3);
  });
});
