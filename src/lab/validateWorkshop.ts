/**
 * Workshop files: what a facilitator loads to run the lab for a class. Which challenges and in
 * what order, whether the tools that give answers away are shown (`spoilers`: the leak finder,
 * the goal re-checked as the trainee types, the exposure checker's "smallest change that closes
 * it" line), whether hints are offered, and whether challenge ids in URLs are opaque (a stable
 * hash, so `?c=` no longer names the answer). Validated like challenge files: every problem with
 * its JSON path, never a throw, text kept as text (src/lab/validateChallenge.ts).
 *
 *   { "format": "stale-pages-lab-workshop", "version": 1,
 *     "title": { "en": "Two hours on Stale Pages" },
 *     "challenges": ["smallest-rejected-prompt", "make-a-leak"],
 *     "spoilers": false, "hints": true, "opaqueIds": true }
 */
import { parseJsonWith, type Problem } from '../engine';
import { jsonShapeProblem } from '../engine/jsonGuard';
import { Checker, isObj } from './checker';
import { LANGS, type Text } from './types';
import { ID_PATTERN } from './validateChallenge';

export const WORKSHOP_FORMAT = 'stale-pages-lab-workshop';
export const WORKSHOP_VERSION = 1;

export interface Workshop {
  format: typeof WORKSHOP_FORMAT;
  version: typeof WORKSHOP_VERSION;
  title?: Text;
  /** challenge ids, in the order the board lists them */
  challenges: string[];
  /** show the leak finder, the live goal check and the "smallest change" line (default true) */
  spoilers: boolean;
  /** offer hints (default true) */
  hints: boolean;
  /** hash challenge ids in URLs (default false) */
  opaqueIds: boolean;
}

export type WorkshopResult = { ok: true; workshop: Workshop } | { ok: false; problems: Problem[] };

/** The fields a workshop file may hold (src/lab/schemas.ts describes the same list). */
export const WORKSHOP_FIELDS = [
  'format',
  'version',
  'title',
  'challenges',
  'spoilers',
  'hints',
  'opaqueIds',
  '$schema',
] as const;
export const WORKSHOP_REQUIRED = ['format', 'version', 'challenges'] as const;
export const MAX_WORKSHOP_CHALLENGES = 200;

/** Validates a workshop file; `known` are the challenge ids it may name (built-in and loaded). */
export function validateWorkshop(input: unknown, known: readonly string[]): WorkshopResult {
  if (!isObj(input))
    return {
      ok: false,
      problems: [{ path: '$', message: 'a workshop file must be a JSON object' }],
    };
  const shape = jsonShapeProblem(input);
  if (shape) return { ok: false, problems: [shape] };
  const c = new Checker();
  c.fields(input, '$', WORKSHOP_FIELDS, WORKSHOP_REQUIRED);
  if (input.$schema !== undefined) c.str(input.$schema, '$.$schema', 2000);
  if (input.format !== undefined && input.format !== WORKSHOP_FORMAT)
    c.add('$.format', `must be "${WORKSHOP_FORMAT}" (is this a workshop file?)`);
  if (input.version !== undefined && input.version !== WORKSHOP_VERSION)
    c.add('$.version', `must be ${WORKSHOP_VERSION}`);
  if (input.title !== undefined && c.obj(input.title, '$.title', 'an object with an "en" text')) {
    c.fields(input.title, '$.title', LANGS, ['en']);
    for (const l of LANGS)
      if (input.title[l] !== undefined) c.str(input.title[l], `$.title.${l}`, 120);
  }
  const ids: string[] = [];
  if (input.challenges !== undefined) {
    const list = input.challenges;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_WORKSHOP_CHALLENGES)
      c.add('$.challenges', `must be an array of 1 to ${MAX_WORKSHOP_CHALLENGES} challenge ids`);
    else
      list.forEach((id: unknown, i) => {
        const path = `$.challenges[${i}]`;
        if (!c.str(id, path, 64)) return;
        if (!ID_PATTERN.test(id)) return c.add(path, 'is not a challenge id');
        if (!known.includes(id)) return c.add(path, `no challenge "${id}" is loaded`);
        if (ids.includes(id)) return c.add(path, `"${id}" is listed twice`);
        ids.push(id);
      });
  }
  for (const k of ['spoilers', 'hints', 'opaqueIds'] as const)
    if (input[k] !== undefined) c.bool(input[k], `$.${k}`);
  if (c.problems.length > 0) return { ok: false, problems: c.problems };
  return {
    ok: true,
    workshop: {
      format: WORKSHOP_FORMAT,
      version: WORKSHOP_VERSION,
      ...(input.title ? { title: structuredClone(input.title) as Text } : {}),
      challenges: ids,
      spoilers: input.spoilers !== false,
      hints: input.hints !== false,
      opaqueIds: input.opaqueIds === true,
    },
  };
}

export function parseWorkshop(text: string, known: readonly string[]): WorkshopResult {
  return parseJsonWith(text, (v) => validateWorkshop(v, known));
}

/**
 * A challenge's id as a workshop with opaque ids shows it in URLs: "c" and 8 hex digits of
 * FNV-1a (32 bit) over the id. Stable (the same id gives the same link in every browser), not
 * a secret: it only keeps the URL from naming the answer.
 */
export function opaqueId(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `c${h.toString(16).padStart(8, '0')}`;
}

/** The challenge a URL's `c` names: its id (old links keep working) or its opaque id. */
export function resolveChallengeParam(param: string, ids: readonly string[]): string | null {
  if (ids.includes(param)) return param;
  return ids.find((id) => opaqueId(id) === param) ?? null;
}
