// @vitest-environment node
/**
 * The defence matrix of ../shared/facts/family.md ("Which defence stops which"), computed by the
 * engine: each mode's built-in scenario with one defence on, judged on the request the mode
 * corrupts. Each cell states the facts file's reading (✔ stops, ◐ partly or under conditions,
 * ✘ not) and the engine's outcome; a ◐ cell shows both sides (the condition under which it stops
 * and the one under which it does not). Where the engine's answer differs from the reading, the
 * comment says why, by the code the engine follows. The cells live in src/story/familyMatrix.ts,
 * which the explainer's closing chapter draws.
 */
import { describe, expect, it } from 'vitest';
import { MATRIX, outcome, type Mode } from '../../src/story/familyMatrix';
import { DEFENCES, victimVerdict } from './familyCases';

describe('the family’s defence matrix, computed by the engine', { timeout: 60_000 }, () => {
  for (const mode of Object.keys(MATRIX) as Mode[]) {
    it.each(DEFENCES.map((d) => [d, MATRIX[mode][d]] as const))(`${mode} × %s`, (d, cell) => {
      const v = victimVerdict(mode, d);
      expect(outcome(v), `${mode} × ${d}: facts ${cell.facts}`).toBe(cell.engine);
      if (cell.engine === '500') expect(v.error).toMatch(/checksum mismatch/);
      if (cell.otherSide) {
        const w = victimVerdict(mode, d, cell.otherSide.edit);
        expect(outcome(w), cell.otherSide.why).toBe(cell.otherSide.engine);
      }
      // no defence of the family gives the incident's client its original 400 but rejection
      if (mode === 'A4' && v.httpStatus === 400) expect(d).toBe('rejectBeforeHandoff');
    });
  }

  it('a ✔ of the facts file is never a leak in the engine', () => {
    for (const mode of Object.keys(MATRIX) as Mode[])
      for (const d of DEFENCES) {
        const cell = MATRIX[mode][d];
        if (cell.facts === '✔') expect(cell.engine, `${mode} × ${d}`).not.toBe('leak');
      }
  });
});
