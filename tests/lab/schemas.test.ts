// @vitest-environment node
/**
 * The JSON Schemas cannot drift from the validators: the committed files equal the generated
 * ones (also through `npm run lab:schemas -- --check`, a child process), and at every object
 * the schemas describe, the fields the schema allows are the fields the validator allows (the
 * validator is asked: an unknown field is refused with the list it accepts there).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateScenario, type Problem } from '../../src/engine';
import {
  BUILTIN_CHALLENGE_FILES,
  emptyProgress,
  validateChallenge,
  validateProgress,
} from '../../src/lab';
import { SCHEMAS, schemaText, type Schema } from '../../src/lab/schemas';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

const committed = (name: string) => readFileSync(`public/schemas/${name}.schema.json`, 'utf8');

type Json = Record<string, unknown>;
/** The fields the validator accepts at `at` (a path of keys into `data`), by asking it. */
function allowedBy(
  validate: (d: unknown) => { ok: boolean; problems?: Problem[] },
  data: unknown,
  at: (string | number)[],
  jsonPath: string,
): string[] {
  const d = structuredClone(data) as Json;
  let o: Json = d;
  for (const k of at) o = o[k] as Json;
  o.zzzUnknown = 1;
  const r = validate(d);
  const p = (r.problems ?? []).find((x) => x.path === `${jsonPath}.zzzUnknown`);
  if (!p) throw new Error(`no unknown-field problem at ${jsonPath}`);
  return /allowed here: (.*)\)$/.exec(p.message)![1]!.split(', ').sort();
}
const keys = (s: Schema): string[] =>
  Object.keys(s.properties as object)
    .filter((k) => k !== '$comment')
    .sort();
const prop = (s: Schema, ...path: string[]): Schema =>
  path.reduce((x, k) => (x.properties as Record<string, Schema>)[k]!, s);
const branch = (s: Schema, key: string): Schema =>
  (s.anyOf as Schema[]).find((b) => (b.required as string[]).includes(key))!;

describe('JSON Schemas', () => {
  it('the committed schemas are the generated ones', () => {
    for (const [name, make] of Object.entries(SCHEMAS))
      expect(committed(name), name).toBe(schemaText(make()));
    const r = spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-schemas.ts', '--check'], {
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
  }, 60_000);

  it('the scenario schema allows the fields the scenario validator allows, object by object', () => {
    const s = SCHEMAS.scenario!();
    const inc = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as Json;
    (inc.config as Json).fixes = {};
    const v = validateScenario;
    expect(keys(s).concat('$comment').sort()).toEqual(allowedBy(v, inc, [], '$'));
    expect(keys(prop(s, 'config'))).toEqual(allowedBy(v, inc, ['config'], '$.config'));
    expect(keys(prop(s, 'config', 'prefill'))).toEqual(
      allowedBy(v, inc, ['config', 'prefill'], '$.config.prefill'),
    );
    expect(keys(prop(s, 'config', 'fixes'))).toEqual(
      allowedBy(v, inc, ['config', 'fixes'], '$.config.fixes'),
    );
    const items = (k: string) => prop(s, k).items as Schema;
    expect(keys(items('tenants'))).toEqual(allowedBy(v, inc, ['tenants', 0], '$.tenants[0]'));
    expect(keys(items('requests'))).toEqual(allowedBy(v, inc, ['requests', 0], '$.requests[0]'));
  });

  it('the challenge schema allows the fields the challenge validator allows', () => {
    const s = SCHEMAS.challenge!();
    const v = validateChallenge;
    const byId = (id: string) => BUILTIN_CHALLENGE_FILES.find((c) => c.id === id)!;
    const leak = byId('make-a-leak');
    expect(keys(s)).toEqual(allowedBy(v, leak, [], '$'));
    expect(keys(prop(s, 'title'))).toEqual(allowedBy(v, leak, ['title'], '$.title'));
    expect(keys(prop(s, 'explanation'))).toEqual(
      allowedBy(v, leak, ['explanation'], '$.explanation'),
    );
    expect(keys(prop(s, 'allowed'))).toEqual(allowedBy(v, leak, ['allowed'], '$.allowed'));
    expect(keys(prop(s, 'allowed', 'requests'))).toEqual(
      allowedBy(v, leak, ['allowed', 'requests'], '$.allowed.requests'),
    );
    const defs = s.definitions as Record<string, Schema>;
    expect(keys(defs.match!)).toEqual(
      allowedBy(v, leak, ['goal', 'predicate', 'some'], '$.goal.predicate.some'),
    );
    // every operator of the predicate grammar: its own fields
    const probe = byId('fewest-switches');
    expect(keys(branch(defs.predicate!, 'fewestFixes'))).toEqual(
      allowedBy(v, probe, ['goal', 'predicate'], '$.goal.predicate'),
    );
    const under = ['goal', 'predicate', 'fewestFixes', 'all', 0];
    expect(keys(branch(defs.predicate!, 'under'))).toEqual(
      allowedBy(v, probe, under, '$.goal.predicate.fewestFixes.all[0]'),
    );
    expect(keys(defs.variant!)).toEqual(
      allowedBy(v, probe, [...under, 'under'], '$.goal.predicate.fewestFixes.all[0].under'),
    );
    const q = byId('exposure-audit');
    // a goal is one of two shapes; the validator allows either field (then wants exactly one)
    const goal = (prop(s, 'goal').anyOf as Schema[]).flatMap(keys).sort();
    expect(goal).toEqual(allowedBy(v, q, ['goal'], '$.goal'));
    const asked = (prop(branch(prop(s, 'goal'), 'question'), 'question').anyOf as Schema[]).find(
      (b) =>
        (b.properties as Json).ask && (prop(b, 'ask').const as string) === 'exposedDeployments',
    )!;
    expect(keys(asked)).toEqual(allowedBy(v, q, ['goal', 'question'], '$.goal.question'));
  });

  it('the progress schema allows the fields the progress validator allows', () => {
    const s = SCHEMAS.progress!();
    const p = {
      ...emptyProgress(),
      entries: [{ challenge: 'x', solved: true, solution: { answer: 1 } }],
    };
    const v = validateProgress;
    expect(keys(s)).toEqual(allowedBy(v, p, [], '$'));
    const entry = prop(s, 'entries').items as Schema;
    expect(keys(entry)).toEqual(allowedBy(v, p, ['entries', 0], '$.entries[0]'));
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
