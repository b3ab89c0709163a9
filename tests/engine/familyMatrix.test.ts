// @vitest-environment node
/**
 * The defence matrix of ../shared/facts/family.md ("Which defence stops which"), computed by the
 * engine: each mode's built-in scenario with one defence on, judged on the request the mode
 * corrupts. Each cell states the facts file's reading (✔ stops, ◐ partly or under conditions,
 * ✘ not) and the engine's outcome; a ◐ cell shows both sides (the condition under which it stops
 * and the one under which it does not). Where the engine's answer differs from the reading, the
 * comment says why, by the code the engine follows.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario, Verdict } from '../../src/engine';
import { DEFENCES, victimVerdict, type Defence, type Mode } from './familyCases';

type Outcome = 'leak' | 'garbage' | '500' | 'stops';

function outcome(v: Verdict): Outcome {
  if (v.correct) return 'stops';
  if (v.httpStatus === 500) return '500';
  if (v.httpStatus === 200 && v.isolation === 'cross-tenant') return 'leak';
  if (v.httpStatus === 200 && v.isolation === 'unwritten') return 'garbage';
  throw new Error(`unexpected verdict ${v.httpStatus} ${v.isolation}`);
}

interface Cell {
  facts: '✔' | '◐' | '✘' | '—';
  engine: Outcome;
  /** for ◐: a change of the scenario under which the outcome flips, and that outcome */
  otherSide?: { edit: (s: Scenario) => void; engine: Outcome; why: string };
  note?: string;
}

const slowerWrite = (id: string, ticks: number) => (s: Scenario) => {
  s.requests.find((r) => r.id === id)!.transferTicks = ticks;
};
const shortDeadline = (s: Scenario) => {
  s.config.defences = { ...s.config.defences, deferredRelease: true, deferredReleaseTicks: 3 };
};

const MATRIX: Record<Mode, Record<Defence, Cell>> = {
  A4: {
    none: { facts: '—', engine: 'leak' },
    refcountPin: {
      facts: '✘',
      engine: 'leak',
      note: 'no write is in flight: the pages were freed long before',
    },
    deferredRelease: { facts: '✘', engine: 'leak' },
    drainBarrier: {
      facts: '—',
      engine: 'leak',
      note: 'not in the matrix; like refcount pinning, nothing to wait for',
    },
    // "by where its digested rows sit, not by a coverage check": the stub's one token against
    // the last reserved row, which the one-page transfer never wrote
    checksum39229: { facts: '◐', engine: '500', note: '500, not the client’s 400; opt-in' },
    checksum39500: { facts: '✔', engine: '500', note: 'by construction; 500, not 400' },
    scrubOnAlloc: {
      facts: '◐',
      engine: 'garbage',
      note: 'foreign content becomes zeros: still HTTP 200',
    },
    rejectBeforeHandoff: { facts: '✔', engine: 'stops', note: 'the client gets its 400' },
    poolGeContext: { facts: '✔', engine: 'stops', note: 'for the length trigger only' },
  },
  A1: {
    none: { facts: '—', engine: 'leak' },
    refcountPin: { facts: '✔', engine: 'stops' },
    deferredRelease: {
      facts: '◐',
      engine: 'stops',
      otherSide: {
        edit: shortDeadline,
        engine: 'leak',
        why: 'a deadline shorter than the write: "releasing anyway" frees the pages under it',
      },
    },
    drainBarrier: { facts: '—', engine: 'stops' },
    checksum39229: {
      facts: '◐',
      engine: 'leak',
      otherSide: {
        edit: slowerWrite('a1', 9),
        engine: '500',
        why: 'the late write lands before the decode digests b1: caught; after it: missed',
      },
    },
    checksum39500: {
      facts: '◐',
      engine: 'leak',
      otherSide: {
        edit: slowerWrite('a1', 9),
        engine: '500',
        why: 'the digest is point-in-time: a write landing after get_new_prebuilt_batch is missed',
      },
    },
    scrubOnAlloc: { facts: '✘', engine: 'leak', note: 'the write lands after the scrub' },
    rejectBeforeHandoff: { facts: '✘', engine: 'leak' },
    poolGeContext: {
      facts: '✘',
      engine: 'leak',
      note: 'the scenario’s pools already hold the context',
    },
  },
  A2: {
    none: {
      facts: '—',
      engine: 'leak',
      note: 'the scenario runs deferred release with its ack lost',
    },
    // the facts: ◐ "needs a real drain signal". The engine's pin is released by the write's
    // landing itself, which is such a signal: so it stops it here
    refcountPin: { facts: '◐', engine: 'stops', note: 'released by the real end of the write' },
    deferredRelease: { facts: '✘', engine: 'leak', note: 'this is its failure' },
    drainBarrier: { facts: '—', engine: 'stops', note: 'waits for the real drain, no deadline' },
    checksum39229: {
      facts: '◐',
      engine: 'leak',
      otherSide: {
        edit: slowerWrite('a1', 17),
        engine: '500',
        why: 'the write lands before b1 is digested',
      },
    },
    checksum39500: {
      facts: '◐',
      engine: 'leak',
      otherSide: {
        edit: slowerWrite('a1', 17),
        engine: '500',
        why: 'the write lands before b1 is digested',
      },
    },
    scrubOnAlloc: { facts: '✘', engine: 'leak' },
    rejectBeforeHandoff: { facts: '✘', engine: 'leak' },
    poolGeContext: { facts: '✘', engine: 'leak' },
  },
  A3: {
    none: { facts: '—', engine: 'leak' },
    refcountPin: { facts: '✔', engine: 'stops', note: 'applied to the source pages too' },
    // SGLang's deferred release (decode.py @1901ddec) holds decode pages only; the facts' ◐ is
    // "if extended to the source", which no code does: the engine runs it as the code has it
    deferredRelease: { facts: '◐', engine: 'leak', note: 'decode pages only, as in the code' },
    drainBarrier: {
      facts: '—',
      engine: 'leak',
      note: 'a decode-side barrier; the source is the prefill’s',
    },
    // the facts: ◐ "#39500's prefill digest is taken before the read". The engine digests at
    // send_kv_chunk, before the source is overwritten, so the decode's digest of the third
    // party's KV differs: a 500 here (a reuse before send_kv_chunk is not modelled)
    checksum39229: { facts: '◐', engine: '500', note: '500, not a correct answer' },
    checksum39500: { facts: '◐', engine: '500', note: '500, not a correct answer' },
    scrubOnAlloc: { facts: '✘', engine: 'leak', note: 'the third party writes after the scrub' },
    rejectBeforeHandoff: { facts: '✘', engine: 'leak' },
    poolGeContext: {
      facts: '✘',
      engine: 'leak',
      note: 'the scenario’s pools already hold the context',
    },
  },
};

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
