/**
 * The defence matrix of ../shared/facts/family.md ("Which defence stops which"), as the engine
 * computes it: each mode's built-in scenario with one defence on, judged on the request the mode
 * corrupts. Each cell states the facts file's reading (✔ stops, ◐ partly or under conditions,
 * ✘ not, — not in the record's matrix) and the engine's outcome; a ◐ cell may carry the change of
 * the scenario under which its outcome flips. One source: tests/engine/familyMatrix.test.ts
 * checks every cell against the engine, and the explainer's closing chapter draws it.
 */
import type { Scenario, Verdict } from '../engine';

/** Each mode's built-in scenario (public/scenarios/<file>.json) and the request it corrupts. */
export const MODES = {
  A4: { file: 'incident', victim: 'd1' },
  A1: { file: 'late-writer', victim: 'b1' },
  A2: { file: 'lost-drain-ack', victim: 'b1' },
  A3: { file: 'reused-source', victim: 'a1' },
} as const;
export type Mode = keyof typeof MODES;

export const DEFENCES = [
  'none',
  'refcountPin',
  'deferredRelease',
  'drainBarrier',
  'checksum39229',
  'checksum39500',
  'scrubOnAlloc',
  'rejectBeforeHandoff',
  'poolGeContext',
] as const;
export type Defence = (typeof DEFENCES)[number];

export type Outcome = 'leak' | 'garbage' | '500' | 'stops';

export function outcome(v: Verdict): Outcome {
  if (v.correct) return 'stops';
  if (v.httpStatus === 500) return '500';
  if (v.httpStatus === 200 && v.isolation === 'cross-tenant') return 'leak';
  if (v.httpStatus === 200 && v.isolation === 'unwritten') return 'garbage';
  throw new Error(`unexpected verdict ${v.httpStatus} ${v.isolation}`);
}

export interface Cell {
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

export const MATRIX: Record<Mode, Record<Defence, Cell>> = {
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
    // the facts: ◐ "PR 39500's prefill digest is taken before the read". The engine digests at
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

/** The members in the matrix's column order: the incident first, then its siblings. */
export const MATRIX_MODES: readonly Mode[] = ['A4', 'A1', 'A2', 'A3'];

/** The matrix as its figure (src/views/family/DefenceMatrix.tsx) reads it. */
export const MATRIX_DATA = { modes: MATRIX_MODES, defences: DEFENCES, cells: MATRIX } as const;
