/** A figure on a slide cut into columns of about equal height (balancedCuts, cutColumns). */
import { describe, expect, it } from 'vitest';
import { balancedCuts, cutColumns } from '../../src/views/figures/slideColumns';

/** The tallest column the cuts give, and the shortest tallest any cut gives (every cut tried). */
const tallest = (h: number[], cuts: number[]) => {
  const b = [0, ...cuts, h.length];
  return Math.max(...b.slice(1).map((end, i) => h.slice(b[i], end).reduce((s, x) => s + x, 0)));
};
function bestByHand(h: number[], n: number, from = 0): number {
  const rest = h.slice(from).reduce((s, x) => s + x, 0);
  if (n === 1) return rest;
  let best = Infinity;
  for (let end = from + 1; end <= h.length - n + 1; end++)
    best = Math.min(
      best,
      Math.max(
        h.slice(from, end).reduce((s, x) => s + x, 0),
        bestByHand(h, n - 1, end),
      ),
    );
  return best;
}

describe('balancedCuts', () => {
  it('cuts into n non-empty consecutive columns whose tallest is as short as can be', () => {
    const cases = [
      [5, 1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1, 5],
      [3, 9, 2, 2, 7, 1, 4, 4, 6],
      [10, 10, 10],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    ];
    for (const h of cases)
      for (const n of [2, 3]) {
        const cuts = balancedCuts(h, n);
        expect(cuts).toHaveLength(n - 1);
        // ascending, inside, no empty column
        [0, ...cuts, h.length].reduce((a, b) => {
          expect(b).toBeGreaterThan(a);
          return b;
        });
        expect(tallest(h, cuts)).toBe(bestByHand(h, n));
      }
  });

  it('an item taller than the rest together stays alone in its column', () => {
    expect(balancedCuts([1, 1, 20, 1], 2)).toEqual([2]);
    expect(balancedCuts([20, 1, 1, 1], 2)).toEqual([1]);
  });

  it('fewer items than columns, or one column: as many columns as items allow', () => {
    expect(balancedCuts([4, 4], 5)).toEqual([1]);
    expect(balancedCuts([4, 4, 4], 1)).toEqual([]);
    expect(balancedCuts([], 2)).toEqual([]);
  });
});

describe('cutColumns', () => {
  it('keeps every item exactly once, in order', () => {
    const items = ['a', 'bbbb', 'cc', 'ddddddd', 'e', 'ff', 'ggg'];
    const cols = cutColumns(items, (s) => s.length, 2);
    expect(cols).toHaveLength(2);
    expect(cols.flat()).toEqual(items);
    // the tallest column is the shortest any cut gives
    expect(Math.max(...cols.map((c) => c.join('').length))).toBe(
      bestByHand(
        items.map((s) => s.length),
        2,
      ),
    );
  });
});
