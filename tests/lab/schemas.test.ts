// @vitest-environment node
/**
 * The JSON Schemas cannot drift from the validators: the committed files equal the generated
 * ones (`npm run lab:schemas -- --check` says so too: schemasCheck.test.ts); at every object the
 * schemas describe, the fields are the field list the validator checks that object with (the
 * source structures, not the validators' messages), and the validator checks fields there (an
 * unknown one is refused at its path); and every bound the scenario schema states is the
 * validator's: the value at the bound is accepted, one past it is refused at that path.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIX_NAMES, SCENARIO_FIELDS, validateScenario, type Problem } from '../../src/engine';
import {
  BUILTIN_CHALLENGE_FILES,
  emptyProgress,
  validateChallenge,
  validateProgress,
} from '../../src/lab';
import { ENTRY_FIELDS, PROGRESS_FIELDS } from '../../src/lab/progress';
import { SCHEMAS, schemaText, type Schema } from '../../src/lab/schemas';
import { LANGS } from '../../src/lab/types';
import { CHALLENGE_FIELDS, EXPLANATION_FIELDS, GOAL_FIELDS } from '../../src/lab/validateChallenge';
import {
  ALLOWED_FIELDS,
  ALLOWED_REQUEST_FIELDS,
  MATCH_FIELDS,
  OPERATORS,
  QUESTIONS,
  VARIANT_FIELDS,
} from '../../src/lab/validateGoal';

const committed = (name: string) => readFileSync(`public/schemas/${name}.schema.json`, 'utf8');

type Json = Record<string, unknown>;
type Validate = (d: unknown) => { ok: boolean; problems?: Problem[] };

/** The paths the validator reports a problem at, for `data` changed by `edit`. */
function problemPaths(validate: Validate, data: unknown, edit: (d: Json) => void): string[] {
  const d = structuredClone(data) as Json;
  edit(d);
  return (validate(d).problems ?? []).map((p) => p.path);
}
/** Whether the validator checks the fields of the object at `at`: an unknown one is refused. */
function refusesUnknownAt(validate: Validate, data: unknown, at: (string | number)[]): boolean {
  const jsonPath = at.reduce<string>(
    (p, k) => (typeof k === 'number' ? `${p}[${k}]` : `${p}.${k}`),
    '$',
  );
  const paths = problemPaths(validate, data, (d) => {
    let o: Json = d;
    for (const k of at) o = o[k] as Json;
    o.zzzUnknown = 1;
  });
  return paths.includes(`${jsonPath}.zzzUnknown`);
}
const sorted = (xs: readonly string[]) => xs.filter((k) => k !== '$comment').sort();
const keys = (s: Schema): string[] => sorted(Object.keys(s.properties as object));
const prop = (s: Schema, ...path: string[]): Schema =>
  path.reduce((x, k) => (x.properties as Record<string, Schema>)[k]!, s);
const branch = (s: Schema, key: string): Schema =>
  (s.anyOf as Schema[]).find((b) => (b.required as string[]).includes(key))!;

describe('JSON Schemas', () => {
  it('the committed schemas are the generated ones', () => {
    for (const [name, make] of Object.entries(SCHEMAS))
      expect(committed(name), name).toBe(schemaText(make()));
  });

  it('the scenario schema has the scenario validator’s fields, object by object', () => {
    const s = SCHEMAS.scenario!();
    const F = SCENARIO_FIELDS;
    const inc = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as Json;
    (inc.config as Json).fixes = {};
    const items = (k: string) => prop(s, k).items as Schema;
    const objects: [Schema, readonly string[], (string | number)[]][] = [
      [s, F.root, []],
      [prop(s, 'config'), F.config, ['config']],
      [prop(s, 'config', 'prefill'), F.node, ['config', 'prefill']],
      [prop(s, 'config', 'decode'), F.node, ['config', 'decode']],
      [prop(s, 'config', 'fixes'), FIX_NAMES, ['config', 'fixes']],
      [items('tenants'), F.tenant, ['tenants', 0]],
      [items('requests'), F.request, ['requests', 0]],
    ];
    for (const [schema, fields, at] of objects) {
      expect(keys(schema), at.join('.')).toEqual(sorted(fields));
      expect(refusesUnknownAt(validateScenario, inc, at), at.join('.')).toBe(true);
    }
    expect(prop(s, 'config').required).toEqual(F.configRequired);
    expect(items('requests').required).toEqual(F.requestRequired);
  });

  it('every bound of the scenario schema is the validator’s: at it accepted, past it refused', () => {
    const s = SCHEMAS.scenario!();
    const inc = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as Json;
    // rules a schema cannot state, kept out of the way: a pool holds a whole page (pages of
    // one token here), and a request's tenant and `after` name a tenant and a request that
    // exist, as `retryOf` names an earlier one (so at the bound only a too-long one is tried)
    (inc.config as Json).pageSize = 1;
    const names = ['$.requests[0].tenant', '$.requests[0].after', '$.requests[0].retryOf'];
    const objects: [Schema, (string | number)[]][] = [
      [s, []],
      [prop(s, 'config'), ['config']],
      [prop(s, 'config', 'prefill'), ['config', 'prefill']],
      [prop(s, 'config', 'decode'), ['config', 'decode']],
      [prop(s, 'tenants').items as Schema, ['tenants', 0]],
      [prop(s, 'requests').items as Schema, ['requests', 0]],
    ];
    let checked = 0;
    const wrong: string[] = [];
    for (const [schema, at] of objects) {
      const base = at.reduce<string>(
        (p, k) => (typeof k === 'number' ? `${p}[${k}]` : `${p}.${k}`),
        '$',
      );
      for (const [field, f] of Object.entries(schema.properties as Record<string, Schema>)) {
        const path = `${base}.${field}`;
        const set = (v: unknown) => (d: Json) => {
          let o: Json = d;
          for (const k of at) o = o[k] as Json;
          o[field] = v;
        };
        const values: [unknown, boolean][] = [];
        if (f.type === 'integer')
          values.push(
            [f.minimum, true],
            [(f.minimum as number) - 1, false],
            [f.maximum, true],
            [(f.maximum as number) + 1, false],
          );
        else if (f.type === 'string' && typeof f.maxLength === 'number')
          values.push(['x'.repeat(f.maxLength), true], ['x'.repeat(f.maxLength + 1), false]);
        for (const [v, ok] of values) {
          if (ok && names.includes(path) && typeof v === 'string') continue;
          const shown = typeof v === 'string' ? `${v.length} characters` : String(v);
          if (problemPaths(validateScenario, inc, set(v)).includes(path) === ok)
            wrong.push(`${path} = ${shown} ${ok ? 'refused' : 'accepted'}`);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    // the integer and string fields of the six objects, two or four values each
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('the challenge schema has the challenge validator’s fields', () => {
    const s = SCHEMAS.challenge!();
    const v = validateChallenge;
    const byId = (id: string) => BUILTIN_CHALLENGE_FILES.find((c) => c.id === id)!;
    const leak = byId('make-a-leak');
    const defs = s.definitions as Record<string, Schema>;
    expect(keys(s)).toEqual(sorted(CHALLENGE_FIELDS));
    expect(keys(prop(s, 'title'))).toEqual(sorted(LANGS));
    expect(keys(prop(s, 'explanation'))).toEqual(sorted(EXPLANATION_FIELDS));
    expect(keys(prop(s, 'allowed'))).toEqual(sorted(ALLOWED_FIELDS));
    expect(keys(prop(s, 'allowed', 'requests'))).toEqual(sorted(ALLOWED_REQUEST_FIELDS));
    expect(keys(defs.match!)).toEqual(sorted(MATCH_FIELDS));
    expect(keys(defs.variant!)).toEqual(sorted(VARIANT_FIELDS));
    // a goal is one of its shapes, each with one of the goal fields
    expect(sorted((prop(s, 'goal').anyOf as Schema[]).flatMap(keys))).toEqual(sorted(GOAL_FIELDS));
    // every operator of the predicate grammar, and every question: its own fields
    for (const [op, others] of Object.entries(OPERATORS))
      expect(keys(branch(defs.predicate!, op)), op).toEqual(sorted([op, ...others]));
    const questions = (prop(branch(prop(s, 'goal'), 'question'), 'question').anyOf as Schema[])
      .map(keys)
      .sort();
    expect(questions).toEqual(
      Object.values(QUESTIONS)
        .map((others) => sorted(['ask', ...others]))
        .sort(),
    );
    // and the validator checks the fields at each of those objects
    const probe = byId('fewest-switches');
    const under = ['goal', 'predicate', 'fewestFixes', 'all', 0];
    for (const [data, at] of [
      [leak, []],
      [leak, ['title']],
      [leak, ['explanation']],
      [leak, ['allowed']],
      [leak, ['allowed', 'requests']],
      [leak, ['goal', 'predicate', 'some']],
      [probe, ['goal', 'predicate']],
      [probe, under],
      [probe, [...under, 'under']],
      [byId('exposure-audit'), ['goal', 'question']],
    ] as const)
      expect(refusesUnknownAt(v, data, [...at]), at.join('.')).toBe(true);
  });

  it('the progress schema has the progress validator’s fields', () => {
    const s = SCHEMAS.progress!();
    const p = {
      ...emptyProgress(),
      entries: [{ challenge: 'x', solved: true, solution: { answer: 1 } }],
    };
    expect(keys(s)).toEqual(sorted(PROGRESS_FIELDS));
    expect(keys(prop(s, 'entries').items as Schema)).toEqual(sorted(ENTRY_FIELDS));
    expect(refusesUnknownAt(validateProgress, p, [])).toBe(true);
    expect(refusesUnknownAt(validateProgress, p, ['entries', 0])).toBe(true);
  });

  it('the built-in scenario files link to the scenario schema, and still validate', () => {
    for (const f of readdirSync('public/scenarios').filter((x) => x !== 'index.json')) {
      const data = JSON.parse(readFileSync(join('public/scenarios', f), 'utf8')) as Json;
      expect(resolve('public/scenarios', data.$schema as string), f).toBe(
        resolve('public/schemas/scenario.schema.json'),
      );
      expect(validateScenario(data).ok, f).toBe(true);
    }
  });
});
