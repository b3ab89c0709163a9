/**
 * A figure on a slide, cut into columns: consecutive items (rows of the sequence diagram, parts
 * of the record) in `n` columns of about equal height, in order, never reordered.
 */

/**
 * Where to cut `heights` (one per item, in order) into `n` consecutive columns so that the
 * tallest column is as short as possible: the index each column after the first starts at
 * (ascending, every column non-empty; fewer columns than `n` when there are fewer items).
 */
export function balancedCuts(heights: readonly number[], n: number): number[] {
  const count = heights.length;
  const columns = Math.max(1, Math.min(Math.floor(n), count));
  if (count === 0 || columns === 1) return [];
  const sum = [0];
  for (const h of heights) sum.push(sum[sum.length - 1]! + h);
  // tallest[k][i]: the shortest tallest column for items i.. in k columns (and where to cut)
  const tallest: number[][] = [];
  const cutAt: number[][] = [];
  for (let k = 1; k <= columns; k++) {
    tallest[k] = [];
    cutAt[k] = [];
    for (let i = 0; i <= count - k; i++) {
      if (k === 1) {
        tallest[k]![i] = sum[count]! - sum[i]!;
        continue;
      }
      let best = Infinity;
      let at = i + 1;
      for (let end = i + 1; end <= count - k + 1; end++) {
        const t = Math.max(sum[end]! - sum[i]!, tallest[k - 1]![end]!);
        if (t < best) {
          best = t;
          at = end;
        }
      }
      tallest[k]![i] = best;
      cutAt[k]![i] = at;
    }
  }
  const cuts: number[] = [];
  let i = 0;
  for (let k = columns; k > 1; k--) {
    i = cutAt[k]![i]!;
    cuts.push(i);
  }
  return cuts;
}

/** `items` cut into the columns `balancedCuts` gives for their heights. */
export function cutColumns<T>(items: readonly T[], height: (item: T) => number, n: number): T[][] {
  const bounds = [0, ...balancedCuts(items.map(height), n), items.length];
  return bounds.slice(1).map((end, c) => items.slice(bounds[c], end));
}
