/**
 * Challenge-file validator: every problem with its JSON path (like src/engine/validate.ts does
 * for scenarios, whose validator checks the starting scenario under `$.scenario`).
 * Never throws; text is kept as text.
 */
import { parseJsonWith, validateScenario, type Problem, type Scenario } from '../engine';
import { jsonShapeProblem } from '../engine/jsonGuard';
import { Checker, isObj } from './checker';
import { CATEGORIES, LANGS, SCENE_IDS, type Challenge, type Predicate } from './types';
import {
  checkAllowed,
  checkGoalRuns,
  checkPredicate,
  checkQuestion,
  namesOf,
} from './validateGoal';

export type ChallengeResult =
  { ok: true; challenge: Challenge } | { ok: false; problems: Problem[] };

/** The top-level fields (the JSON Schema, src/lab/schemas.ts, is generated from these). */
export const CHALLENGE_FIELDS = [
  'id',
  'category',
  'difficulty',
  'title',
  'story',
  'hints',
  'explanation',
  'scenario',
  'allowed',
  'goal',
  '$schema',
];
export const CHALLENGE_REQUIRED = CHALLENGE_FIELDS.filter((f) => f !== '$schema');
export const SOURCE = /^(#[1-9]\d{0,6}|incident-report)$/;
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const GOAL_FIELDS = ['predicate', 'question', 'live'] as const;
export const EXPLANATION_FIELDS = ['text', 'scenes', 'sources'] as const;

function checkText(c: Checker, v: unknown, path: string, max: number): void {
  if (!c.obj(v, path, 'an object with an "en" text (and "fr", "nl" where translated)')) return;
  c.fields(v, path, LANGS, ['en']);
  for (const l of LANGS) if (v[l] !== undefined) c.str(v[l], `${path}.${l}`, max);
}

function checkExplanation(c: Checker, v: unknown, path: string): void {
  if (!c.obj(v, path)) return;
  c.fields(v, path, EXPLANATION_FIELDS, EXPLANATION_FIELDS);
  if (v.text !== undefined) checkText(c, v.text, `${path}.text`, 4000);
  if (v.scenes !== undefined) c.strings(v.scenes, `${path}.scenes`, SCENE_IDS);
  if (v.sources !== undefined && c.strings(v.sources, `${path}.sources`))
    v.sources.forEach((s, i) => {
      if (!SOURCE.test(s))
        c.add(
          `${path}.sources[${i}]`,
          'must be an SGLang issue or PR like "#38935", or "incident-report"',
        );
    });
}

function checkGoal(
  c: Checker,
  v: unknown,
  input: Record<string, unknown>,
  s: Scenario | null,
): void {
  const path = '$.goal';
  if (!c.obj(v, path, 'an object with "predicate", "question" or "live"')) return;
  const keys = Object.keys(v).filter((k) => (GOAL_FIELDS as readonly string[]).includes(k));
  c.fields(v, path, GOAL_FIELDS, []);
  if (keys.length !== 1)
    return c.add(path, 'needs exactly one of "predicate", "question" or "live"');
  if (v.question !== undefined) return checkQuestion(c, v.question, `${path}.question`, s);
  // a live session's requests and tenants are whoever sent them: names are not checked
  const before = c.problems.length;
  const [key, goal] =
    v.live !== undefined ? (['live', v.live] as const) : (['predicate', v.predicate] as const);
  if (!s) return;
  checkPredicate(
    c,
    goal,
    `${path}.${key}`,
    key === 'live' ? { tenants: null, requests: null } : namesOf(s, input.allowed),
  );
  // its runs, once it is well formed: how many, and under which configurations
  if (c.problems.length === before) checkGoalRuns(c, goal as Predicate, `${path}.${key}`, s);
}

/** Validates one challenge (parsed JSON or a built-in object). */
export function validateChallenge(input: unknown): ChallengeResult {
  const c = new Checker();
  if (!isObj(input))
    return { ok: false, problems: [{ path: '$', message: 'a challenge must be a JSON object' }] };
  const shape = jsonShapeProblem(input);
  if (shape) return { ok: false, problems: [shape] };
  c.fields(input, '$', CHALLENGE_FIELDS, CHALLENGE_REQUIRED);
  if (input.$schema !== undefined) c.str(input.$schema, '$.$schema', 2000);
  if (input.id !== undefined && c.str(input.id, '$.id', 64) && !ID_PATTERN.test(input.id))
    c.add('$.id', 'use lower-case letters, digits and dashes (like "smallest-rejected-prompt")');
  if (input.category !== undefined) c.oneOf(input.category, '$.category', CATEGORIES);
  if (input.difficulty !== undefined) c.int(input.difficulty, '$.difficulty', 1, 5);
  if (input.title !== undefined) checkText(c, input.title, '$.title', 120);
  if (input.story !== undefined) checkText(c, input.story, '$.story', 4000);
  if (input.hints !== undefined) {
    if (!Array.isArray(input.hints) || input.hints.length === 0 || input.hints.length > 8)
      c.add('$.hints', 'must be an array of 1 to 8 hints, gentlest first');
    else input.hints.forEach((h, i) => checkText(c, h, `$.hints[${i}]`, 2000));
  }
  if (input.explanation !== undefined) checkExplanation(c, input.explanation, '$.explanation');
  let scenario: Scenario | null = null;
  if (input.scenario !== undefined) {
    const r = validateScenario(input.scenario);
    if (r.ok) scenario = r.scenario;
    else for (const p of r.problems) c.add(`$.scenario${p.path.slice(1)}`, p.message);
  }
  if (input.allowed !== undefined) checkAllowed(c, input.allowed, '$.allowed', scenario);
  if (input.goal !== undefined) checkGoal(c, input.goal, input, scenario);
  if (c.problems.length > 0 || !scenario) {
    return {
      ok: false,
      problems: c.problems.length ? c.problems : [{ path: '$', message: 'incomplete challenge' }],
    };
  }
  const challenge = { ...(input as unknown as Challenge), scenario };
  return { ok: true, challenge: structuredClone(challenge) };
}

/** Parses JSON text, then validates. */
export function parseChallenge(text: string): ChallengeResult {
  return parseJsonWith(text, validateChallenge);
}

/** Validates a set of challenges: each one, then that ids are unique. */
export function validateChallenges(inputs: readonly { source: string; data: unknown }[]): {
  challenges: Challenge[];
  problems: (Problem & { source: string })[];
} {
  const challenges: Challenge[] = [];
  const problems: (Problem & { source: string })[] = [];
  const seen = new Map<string, string>();
  for (const { source, data } of inputs) {
    const r = validateChallenge(data);
    if (!r.ok) {
      problems.push(...r.problems.map((p) => ({ ...p, source })));
      continue;
    }
    const first = seen.get(r.challenge.id);
    if (first !== undefined)
      problems.push({
        source,
        path: '$.id',
        message: `challenge id "${r.challenge.id}" is already used by ${first}`,
      });
    else {
      seen.set(r.challenge.id, source);
      challenges.push(r.challenge);
    }
  }
  return { challenges, problems };
}
