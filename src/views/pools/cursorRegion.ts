/**
 * What the pool map's keyboard cursor says: the run of pages around it that look alike (same
 * state, same tenant of the data, same holder's tenant, same leak mark), with its range and
 * whose data it holds, then the page itself (finding 6 of the accessibility review: the cursor
 * showed this only to sighted readers). Pure; one scan each way over the byte arrays.
 */
import { num, tv } from '../shared/format';
import { NO_TENANT, type TraceModel } from '../shared/traceModel';
import { PAGE, STATE_NAMES, type PageStates } from './pageStates';

export interface Region {
  from: number;
  to: number;
}

function alike(s: PageStates, a: number, b: number): boolean {
  return (
    s.state[a] === s.state[b] &&
    s.writer[a] === s.writer[b] &&
    s.holder[a] === s.holder[b] &&
    s.leak[a] === s.leak[b]
  );
}

/** The widest run of pages around `page` that look alike (page 0, the padding, excluded). */
export function regionAround(s: PageStates, page: number): Region {
  let from = page;
  let to = page;
  while (from > 1 && alike(s, from - 1, page)) from--;
  while (to < s.totalPages && alike(s, to + 1, page)) to++;
  return { from, to };
}

/** One sentence for the region: "Pages 1–6,562 of 24,576: reserved, …, data of Tenant A." */
export function regionSentence(s: PageStates, model: TraceModel, page: number): string {
  const { from, to } = regionAround(s, page);
  const state = tv(`views.pool.state.${STATE_NAMES[s.state[page] ?? PAGE.never] ?? 'never'}`);
  const w = s.writer[page] ?? NO_TENANT;
  const h = s.holder[page] ?? NO_TENANT;
  const parts = [
    tv('views.pool.cursor.range', {
      from: num(from),
      to: num(to),
      n: to - from + 1,
      total: num(s.totalPages),
      state,
    }),
  ];
  if (w !== NO_TENANT)
    parts.push(tv('views.pool.cursor.data', { tenant: model.tenantNames[w] ?? '?' }));
  if (h !== NO_TENANT)
    parts.push(tv('views.pool.cursor.holder', { tenant: model.tenantNames[h] ?? '?' }));
  if (s.leak[page] === 1) parts.push(tv('views.pool.state.leak'));
  return `${parts.join('; ')}.`;
}
