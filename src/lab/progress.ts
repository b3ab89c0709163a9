/**
 * Progress that an instructor can verify: per challenge, whether the trainee claims it solved
 * and the solution itself (the scenario they ran, or their answer). `verifyProgress` replays
 * every solution through the engine; a solved mark without a working solution is not verified.
 * Version 1 throughout: the later fields (`trainee`, `wrongAttempts`) are optional, so older
 * files load as they are.
 */
import { parseJsonWith, type Problem } from '../engine';
import { jsonShapeProblem } from '../engine/jsonGuard';
import { MAX_PROGRESS_BYTES } from './progressLimit';

export { MAX_PROGRESS_BYTES };
import { Checker, isObj } from './checker';
import { checkSolution } from './solution';
import type { Answer, Challenge, Solution } from './types';

export const PROGRESS_FORMAT = 'stale-pages-lab-progress';
export const PROGRESS_VERSION = 1;
export const MAX_ENTRIES = 1000;
/** The fields of a progress file and of its entries (the JSON Schema is generated from these). */
export const PROGRESS_FIELDS = [
  'format',
  'version',
  'trainee',
  'leftWorkshop',
  'entries',
  '$schema',
] as const;
export const SOLUTION_FIELDS = ['scenario', 'answer', 'session'] as const;
export const ENTRY_FIELDS = [
  'challenge',
  'solved',
  'solution',
  'hintsShown',
  'wrongAttempts',
  'solvedAt',
] as const;

/** Why a file of `size` bytes is too large to be a progress file, or null. */
export function progressSizeProblem(size: number): string | null {
  return size > MAX_PROGRESS_BYTES
    ? `the file has ${size.toLocaleString('en-US')} bytes, more than the ` +
        `${MAX_PROGRESS_BYTES.toLocaleString('en-US')} bytes (5 MB) a progress file may have`
    : null;
}

export interface ProgressEntry {
  challenge: string;
  /** the trainee's claim */
  solved: boolean;
  solution?: Solution;
  /** how many hints were revealed */
  hintsShown?: number;
  /** how many checked attempts (Run or Submit) did not solve it; absent in older files = 0 */
  wrongAttempts?: number;
  /** ISO 8601 time of the solve, as the trainee's clock said */
  solvedAt?: string;
}

export interface Progress {
  format: typeof PROGRESS_FORMAT;
  version: typeof PROGRESS_VERSION;
  /** who this progress is (optional; a class's results list one row per trainee) */
  trainee?: string;
  /** ISO 8601 time the trainee last left a workshop (its spoiler and hint settings came off) */
  leftWorkshop?: string;
  entries: ProgressEntry[];
}

export const MAX_TRAINEE_CHARS = 80;
export const MAX_ATTEMPTS = 1_000_000;
/** The most hints a challenge has (validateChallenge: 1 to 8). */
export const MAX_HINTS = 8;

export type ProgressResult = { ok: true; progress: Progress } | { ok: false; problems: Problem[] };

export function emptyProgress(): Progress {
  return { format: PROGRESS_FORMAT, version: PROGRESS_VERSION, entries: [] };
}

/** Records (or replaces) one challenge's entry; returns a new progress object. */
export function recordEntry(p: Progress, entry: ProgressEntry): Progress {
  const entries = p.entries.filter((e) => e.challenge !== entry.challenge);
  return { ...p, entries: [...entries, entry] };
}

function isAnswer(c: Checker, v: unknown, path: string): v is Answer {
  if (typeof v === 'number' && Number.isFinite(v)) return true;
  if (typeof v === 'string') return c.str(v, path, 200, false);
  if (Array.isArray(v)) return c.strings(v, path, undefined, 200);
  c.add(path, 'must be a number, a string or a list of strings');
  return false;
}

function checkEntry(c: Checker, e: unknown, path: string, ids: Set<string>): ProgressEntry | null {
  if (!c.obj(e, path)) return null;
  c.fields(e, path, ENTRY_FIELDS, ['challenge', 'solved']);
  const before = c.problems.length;
  if (c.str(e.challenge, `${path}.challenge`, 64)) {
    if (ids.has(e.challenge)) c.add(`${path}.challenge`, `duplicate entry for "${e.challenge}"`);
    ids.add(e.challenge);
  }
  c.bool(e.solved, `${path}.solved`);
  if (e.hintsShown !== undefined) c.int(e.hintsShown, `${path}.hintsShown`, 0, MAX_HINTS);
  if (e.wrongAttempts !== undefined)
    c.int(e.wrongAttempts, `${path}.wrongAttempts`, 0, MAX_ATTEMPTS);
  if (e.solvedAt !== undefined) c.str(e.solvedAt, `${path}.solvedAt`, 40);
  const s = e.solution;
  if (s !== undefined && c.obj(s, `${path}.solution`, 'an object with "scenario" or "answer"')) {
    c.fields(s, `${path}.solution`, SOLUTION_FIELDS, []);
    const n = SOLUTION_FIELDS.filter((k) => k in s).length;
    if (n !== 1)
      c.add(`${path}.solution`, 'needs exactly one of "scenario", "answer" or "session"');
    if ('answer' in s) isAnswer(c, s.answer, `${path}.solution.answer`);
  }
  return c.problems.length === before ? (structuredClone(e) as unknown as ProgressEntry) : null;
}

/** Validates a progress file (its solutions' scenarios are checked later, by verifyProgress). */
export function validateProgress(input: unknown): ProgressResult {
  const c = new Checker();
  if (!isObj(input))
    return {
      ok: false,
      problems: [{ path: '$', message: 'a progress file must be a JSON object' }],
    };
  const shape = jsonShapeProblem(input);
  if (shape) return { ok: false, problems: [shape] };
  c.fields(input, '$', PROGRESS_FIELDS, ['format', 'version', 'entries']);
  if (input.$schema !== undefined) c.str(input.$schema, '$.$schema', 2000);
  const trainee =
    input.trainee !== undefined && c.str(input.trainee, '$.trainee', MAX_TRAINEE_CHARS, false)
      ? input.trainee.trim()
      : '';
  const left =
    input.leftWorkshop !== undefined && c.str(input.leftWorkshop, '$.leftWorkshop', 40)
      ? input.leftWorkshop
      : '';
  if (input.format !== undefined && input.format !== PROGRESS_FORMAT)
    c.add('$.format', `must be "${PROGRESS_FORMAT}" (is this a lab progress file?)`);
  if (input.version !== undefined && input.version !== PROGRESS_VERSION)
    c.add('$.version', `must be ${PROGRESS_VERSION}`);
  const entries: ProgressEntry[] = [];
  if (input.entries !== undefined) {
    if (!Array.isArray(input.entries)) c.add('$.entries', 'must be an array');
    else if (input.entries.length > MAX_ENTRIES)
      c.add('$.entries', `must hold at most ${MAX_ENTRIES} entries`);
    else {
      const ids = new Set<string>();
      input.entries.forEach((e: unknown, i) => {
        const ok = checkEntry(c, e, `$.entries[${i}]`, ids);
        if (ok) entries.push(ok);
      });
    }
  }
  if (c.problems.length > 0) return { ok: false, problems: c.problems };
  return {
    ok: true,
    progress: {
      format: PROGRESS_FORMAT,
      version: PROGRESS_VERSION,
      ...(trainee ? { trainee } : {}),
      ...(left ? { leftWorkshop: left } : {}),
      entries,
    },
  };
}

/**
 * What the browser's storage held, read entry by entry (never all-or-nothing): an entry or a
 * trainee name this build cannot read is left out alone (`dropped`, with the entry as it was in
 * `setAside`), a counter past its bound is set to it (`clamped`), and every entry that reads
 * is kept. A file a trainee imports is still read whole by `validateProgress`.
 */
export interface Salvaged {
  progress: Progress;
  dropped: number;
  clamped: number;
  /** the entries left out, as they were stored */
  setAside: unknown[];
}

/** `e` with its counters moved into their bounds (a copy), and whether any moved. */
function clampCounters(e: Record<string, unknown>): {
  entry: Record<string, unknown>;
  moved: boolean;
} {
  const entry = { ...e };
  let moved = false;
  for (const [k, max] of [
    ['wrongAttempts', MAX_ATTEMPTS],
    ['hintsShown', MAX_HINTS],
  ] as const) {
    const v = entry[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || (v >= 0 && v <= max)) continue;
    entry[k] = Math.min(max, Math.max(0, v));
    moved = true;
  }
  return { entry, moved };
}

export function salvageProgress(input: unknown): Salvaged {
  const out: Salvaged = { progress: emptyProgress(), dropped: 0, clamped: 0, setAside: [] };
  if (input === undefined || input === null) return out;
  if (!isObj(input) || !Array.isArray(input.entries)) {
    out.dropped = 1;
    out.setAside.push(input);
    return out;
  }
  if (input.trainee !== undefined) {
    const c = new Checker();
    if (c.str(input.trainee, '$.trainee', MAX_TRAINEE_CHARS, false) && input.trainee.trim())
      out.progress.trainee = input.trainee.trim();
    else if (c.problems.length > 0) {
      out.dropped++;
      out.setAside.push({ trainee: input.trainee });
    }
  }
  if (typeof input.leftWorkshop === 'string' && input.leftWorkshop.length <= 40)
    out.progress.leftWorkshop = input.leftWorkshop;
  const ids = new Set<string>();
  input.entries.forEach((raw: unknown, i) => {
    const c = new Checker();
    const { entry, moved } = isObj(raw) ? clampCounters(raw) : { entry: raw, moved: false };
    const ok =
      i < MAX_ENTRIES && !jsonShapeProblem(entry)
        ? checkEntry(c, entry, `$.entries[${i}]`, ids)
        : null;
    // checkEntry keeps an entry with an unknown field (validateProgress refuses the file)
    if (!ok || c.problems.length > 0) {
      out.dropped++;
      out.setAside.push(raw);
      return;
    }
    if (moved) out.clamped++;
    out.progress.entries.push(ok);
  });
  return out;
}

export function parseProgress(text: string): ProgressResult {
  return parseJsonWith(text, validateProgress);
}

export function serializeProgress(p: Progress): string {
  return JSON.stringify(p, null, 2) + '\n';
}

export interface VerifyRow {
  challenge: string;
  claimed: boolean;
  verified: boolean;
  /** why not verified; '' when verified or nothing was claimed */
  reason: string;
}

/** Replays every entry's solution through the engine. */
export function verifyProgress(progress: Progress, challenges: readonly Challenge[]): VerifyRow[] {
  const byId = new Map(challenges.map((c) => [c.id, c]));
  return progress.entries.map((e) => {
    const row = (verified: boolean, reason: string): VerifyRow => ({
      challenge: e.challenge,
      claimed: e.solved,
      verified,
      reason,
    });
    const ch = byId.get(e.challenge);
    if (!ch) return row(false, 'unknown challenge');
    if (!e.solution)
      return row(false, e.solved ? 'claimed solved, but no solution is recorded' : '');
    try {
      const out = checkSolution(ch, e.solution);
      return row(out.solved, out.reason);
    } catch (err) {
      return row(false, `the engine could not run this solution: ${(err as Error).message}`);
    }
  });
}

/** Every claim holds: each entry marked solved is verified. */
export const allClaimsHold = (rows: readonly VerifyRow[]): boolean =>
  rows.every((r) => !r.claimed || r.verified);
