// @vitest-environment node
/**
 * The closing chapter's timelines (src/story/familyFigures.ts) are the engine's: each mark is
 * the first event of its kind for its request in the built-in scenario's trace, and the count of
 * foreign pages is the victim's verdict.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine';
import { MODES } from '../../src/story/familyMatrix';
import { SIBLING_FIGURES } from '../../src/story/familyFigures';
import { builtin } from '../engine/familyCases';

describe('the closing chapter’s timelines come from the traces', () => {
  it.each(SIBLING_FIGURES.map((f) => [f.mode, f] as const))('%s', (mode, f) => {
    const s = builtin(f.file);
    expect(f.file).toBe(MODES[mode].file);
    const tr = simulate(s);
    for (const m of f.marks) {
      const i = s.requests.findIndex((r) => r.id === m.req);
      const e = tr.events.find((x) => x.kind === m.kind && x.requests[0] === i);
      expect(e?.tick, `${mode} ${m.id}: ${m.kind} of ${m.req}`).toBe(m.tick);
    }
    // the marks are in the order the paragraph tells them
    const ticks = f.marks.map((m) => m.tick);
    expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
    const v = tr.verdicts[s.requests.findIndex((r) => r.id === MODES[mode].victim)]!;
    expect(v).toMatchObject({ httpStatus: 200, isolation: 'cross-tenant', correct: false });
    expect(v.pageCounts.crossTenant).toBe(f.foreignPages);
  });
});
