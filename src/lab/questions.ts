/**
 * Question challenges: the answer is always computed from the engine (its limits, or a run of
 * the scenario), never typed into a challenge file.
 */
import { FIX_NAMES, LIMITS, type FixName, type Scenario } from '../engine';
import { checkExposure } from '../tools/exposure';
import { bandOpen, evaluate } from './predicate';
import {
  ISOLATIONS,
  type Answer,
  type Outcome,
  type Predicate,
  type Question,
  type Router,
} from './types';
import { applyVariant, RunCache } from './variant';

/** What kind of answer a question takes, and the choices to offer (the answer is not revealed). */
export type AnswerShape =
  { kind: 'number' } | { kind: 'choice'; options: string[] } | { kind: 'set'; options: string[] };

export type Expected =
  | { kind: 'number'; value: number }
  | { kind: 'choice'; value: string }
  /** any one of these sets is right (minimalFixes may have several) */
  | { kind: 'set'; accepted: string[][] };

export function answerShape(q: Question, s: Scenario): AnswerShape {
  switch (q.ask) {
    case 'prefillRejectsFrom':
    case 'smallestClosingPrefillPool':
    case 'status':
      return { kind: 'number' };
    case 'isolation':
      return { kind: 'choice', options: [...ISOLATIONS] };
    case 'readsFrom':
      return {
        kind: 'set',
        options: q.of === 'tenants' ? s.tenants.map((t) => t.id) : s.requests.map((r) => r.id),
      };
    case 'exposedDeployments':
      return { kind: 'set', options: q.deployments.map((d) => d.id) };
    case 'minimalFixes':
      return { kind: 'set', options: [...FIX_NAMES] };
  }
}

function verdictOf(s: Scenario, request: string) {
  const t = new RunCache(s).trace();
  const i = s.requests.findIndex((r) => r.id === request);
  const v = t.verdicts[i];
  if (!v) throw new Error(`no request "${request}" in the scenario`);
  return v;
}

/** The smallest prefill pool (tokens) that leaves no exposed prompt length; null if none does. */
export function smallestClosingPrefillPool(s: Scenario): number | null {
  const open = (pool: number) => bandOpen(applyVariant(s, { prefillPool: pool }).config);
  let lo = 8;
  let hi: number = LIMITS.maxTokens;
  if (open(hi)) return null;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (open(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every smallest set of switches making every response correct under each router. */
export function minimalFixSets(s: Scenario, routers: readonly Router[]): FixName[][] {
  const goal: Predicate = {
    all: routers.map((router) => ({ under: { router }, holds: { every: { correct: true } } })),
  };
  const runs = new RunCache(s);
  const sets: FixName[][] = [];
  for (let mask = 0; mask < 1 << FIX_NAMES.length; mask++)
    sets.push(FIX_NAMES.filter((_, i) => (mask >> i) & 1));
  sets.sort((a, b) => a.length - b.length);
  const found: FixName[][] = [];
  for (const set of sets) {
    if (found.length > 0 && set.length > found[0]!.length) break;
    if (evaluate({ under: { fixes: set }, holds: goal }, s, runs).holds) found.push(set);
  }
  return found;
}

/** The answer, computed. Throws only for a question the validator would have refused. */
export function expectedAnswer(q: Question, s: Scenario): Expected {
  switch (q.ask) {
    case 'prefillRejectsFrom':
      return { kind: 'number', value: new RunCache(s).trace().limits.prefillMaxInput };
    case 'smallestClosingPrefillPool': {
      const v = smallestClosingPrefillPool(s);
      if (v === null) throw new Error('no prefill pool closes the band in this scenario');
      return { kind: 'number', value: v };
    }
    case 'status':
      return { kind: 'number', value: verdictOf(s, q.request).httpStatus };
    case 'isolation':
      return { kind: 'choice', value: verdictOf(s, q.request).isolation };
    case 'readsFrom': {
      const from = verdictOf(s, q.request).leakedFrom.map((l) =>
        q.of === 'tenants' ? l.tenant : l.request,
      );
      return { kind: 'set', accepted: [[...new Set(from)].sort()] };
    }
    case 'exposedDeployments': {
      const exposed = q.deployments.filter((d) => {
        const r = checkExposure(d.text, { outcomes: false });
        if (r.exposed === null)
          throw new Error(
            `deployment "${d.id}" cannot be assessed: ${r.messages.map((m) => m.text).join('; ')}`,
          );
        return r.exposed;
      });
      return { kind: 'set', accepted: [exposed.map((d) => d.id).sort()] };
    }
    case 'minimalFixes': {
      const sets = minimalFixSets(s, q.routers);
      if (sets.length === 0)
        throw new Error(
          `no set of switches makes every response correct under ${q.routers.join(' and ')}`,
        );
      return { kind: 'set', accepted: sets.map((set) => [...set].sort()) };
    }
  }
}

/** Reads a number typed with any thousands separator ("681,274", "681 274", "681.274"). */
export function readNumber(a: Answer): number | null {
  if (typeof a === 'number') return Number.isFinite(a) ? a : null;
  if (typeof a !== 'string') return null;
  const s = a.trim().replace(/[\u00a0\u202f]/g, ' ');
  // whole digits, or groups of three with one separator used throughout (681,280 · 681 280 ·
  // 681.280), optionally followed by a decimal mark other than that separator and only zeros
  const m = /^(-?)(\d+|\d{1,3}(?:([ ,.'’_])\d{3})(?:\3\d{3})*)(?:([.,])0+)?$/.exec(s);
  if (!m || (m[3] !== undefined && m[4] === m[3])) return null;
  const digits = m[2]!.replace(/\D/g, '');
  return digits.length <= 12 ? Number(m[1] + digits) : null;
}

const setKey = (xs: readonly string[]): string => JSON.stringify([...new Set(xs)].sort());

/** Checks an answer against the computed one. */
export function checkAnswer(q: Question, s: Scenario, answer: Answer): Outcome {
  let want: Expected;
  try {
    want = expectedAnswer(q, s);
  } catch (e) {
    return {
      solved: false,
      reason: `the challenge has no computable answer: ${(e as Error).message}`,
    };
  }
  switch (want.kind) {
    case 'number': {
      const n = readNumber(answer);
      if (n === null) return { solved: false, reason: 'the answer must be a number' };
      if (n === want.value) return { solved: true, reason: '' };
      // a number says which way it is off: the feedback teaches (issue #22), and the star
      // ratings count on it (a numeric question can be bisected: tests/lab/stars.test.ts)
      return n > want.value
        ? { solved: false, reason: 'wrong answer: too high', direction: 'too-high' }
        : { solved: false, reason: 'wrong answer: too low', direction: 'too-low' };
    }
    case 'choice':
      if (typeof answer !== 'string')
        return { solved: false, reason: 'the answer must be one of the choices' };
      return answer === want.value
        ? { solved: true, reason: '' }
        : { solved: false, reason: 'wrong answer' };
    case 'set': {
      if (!Array.isArray(answer)) return { solved: false, reason: 'the answer must be a list' };
      const key = setKey(answer);
      return want.accepted.some((set) => setKey(set) === key)
        ? { solved: true, reason: '' }
        : { solved: false, reason: 'wrong answer' };
    }
  }
}
