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
import { MATRIX, outcome, type Defence, type Mode } from '../../src/story/familyMatrix';
import { DEFENCES, victimVerdict } from './familyCases';

/**
 * The facts file's table, quoted as written (../shared/facts/family.md, "Which defence stops
 * which"; the A5 row is left out: partial receive is not modelled, docs/model.md). The cells'
 * `facts` signs in src/story/familyMatrix.ts are checked against it, sign by sign.
 */
const RECORD = `
| A4 incident | ✘ | ✘ | ◐ / ✔ (500, not 400; opt-in) | ◐ (garbage, still 200) | ✔ | ✔ for the length trigger only |
| A1 late writer | ✔ if released only after a real drain | ◐ (releases at timeout; decode-initiated aborts only) | ◐ (misses a write after the digest) | ✘ (the write lands after) | ✘ | ✘ |
| A2 lost drain ack | ◐ (needs a real drain signal) | ✘ (this is its failure) | ◐ | ✘ | ✘ | ✘ |
| A3 reused source page | ✔ if applied to source pages | ◐ if extended to the source | ◐ (#39500's prefill digest is taken before the read) | ✘ | ✘ | ✘ |
`;
/** The record's columns, in order; the checksum column holds #39229 / #39500. */
const COLUMNS: (Defence | [Defence, Defence])[] = [
  'refcountPin',
  'deferredRelease',
  ['checksum39229', 'checksum39500'],
  'scrubOnAlloc',
  'rejectBeforeHandoff',
  'poolGeContext',
];
const SIGN = /[✔◐✘]/g;
function recordSigns(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of RECORD.trim().split('\n')) {
    const [row, ...cells] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const mode = row!.split(' ')[0]!;
    COLUMNS.forEach((col, i) => {
      const signs = cells[i]!.match(SIGN) ?? [];
      const ids = Array.isArray(col) ? col : [col];
      // one sign for the checksum column stands for both forms
      ids.forEach((d, k) => out.set(`${mode} ${d}`, signs[Math.min(k, signs.length - 1)]!));
    });
  }
  return out;
}

describe('the family’s defence matrix, computed by the engine', { timeout: 60_000 }, () => {
  for (const mode of Object.keys(MATRIX) as Mode[]) {
    it.each(DEFENCES.map((d) => [d, MATRIX[mode][d]] as const))(`${mode} × %s`, (d, cell) => {
      const v = victimVerdict(mode, d);
      expect(outcome(v), `${mode} × ${d}: facts ${cell.facts}`).toBe(cell.engine);
      // each checksum's own message (decode.py @c0f91116 and @1901ddec, as the facts file quotes)
      if (cell.engine === '500' && d === 'checksum39229')
        expect(v.error).toContain('KV cache corruption detected - checksum mismatch');
      if (cell.engine === '500' && d === 'checksum39500') {
        expect(v.error).toContain('KV checksum mismatch');
        expect(v.error).not.toContain('corruption');
      }
      if (cell.otherSide) {
        const w = victimVerdict(mode, d, cell.otherSide.edit);
        expect(outcome(w), cell.otherSide.why).toBe(cell.otherSide.engine);
      }
      // no defence of the family gives the incident's client its original 400 but rejection
      if (mode === 'A4' && v.httpStatus === 400) expect(d).toBe('rejectBeforeHandoff');
    });
  }

  it('every cell states the facts file’s sign, quoted from its table', () => {
    const record = recordSigns();
    expect(record.size).toBe(
      4 * DEFENCES.filter((d) => d !== 'none' && d !== 'drainBarrier').length,
    );
    for (const [key, sign] of record) {
      const [mode, d] = key.split(' ') as [Mode, Defence];
      expect(MATRIX[mode][d].facts, key).toBe(sign);
    }
    // what the record's table has no column for is marked so
    for (const mode of Object.keys(MATRIX) as Mode[])
      for (const d of ['none', 'drainBarrier'] as const)
        expect(MATRIX[mode][d].facts, `${mode} ${d}`).toBe('—');
  });

  it('where the engine and the record disagree, the cell says why', () => {
    for (const mode of Object.keys(MATRIX) as Mode[])
      for (const d of DEFENCES) {
        const cell = MATRIX[mode][d];
        // ✘ read as "does not stop it": an engine that stops it must say why
        if (cell.facts === '✘' && cell.engine === 'stops')
          expect(cell.note, `${mode} × ${d}`).toBeTruthy();
        // ◐ read as "partly or under conditions": both sides shown, or the reason given
        if (cell.facts === '◐')
          expect(cell.otherSide !== undefined || !!cell.note, `${mode} × ${d}`).toBe(true);
      }
  });

  it('a ✔ of the facts file is never a leak in the engine', () => {
    for (const mode of Object.keys(MATRIX) as Mode[])
      for (const d of DEFENCES) {
        const cell = MATRIX[mode][d];
        if (cell.facts === '✔') expect(cell.engine, `${mode} × ${d}`).not.toBe('leak');
      }
  });
});
