// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_CHALLENGE_FILES,
  parseChallenge,
  validateChallenge,
  validateChallenges,
} from '../../src/lab';

const valid = () =>
  structuredClone(
    BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!,
  ) as unknown as Record<string, unknown>;

function problems(input: unknown): Record<string, string> {
  const r = validateChallenge(input);
  if (r.ok) return {};
  return Object.fromEntries(r.problems.map((p) => [p.path, p.message]));
}

describe('challenge validator: every problem by JSON path', () => {
  it('accepts a built-in challenge', () => {
    expect(validateChallenge(valid()).ok).toBe(true);
  });

  it('top level: unknown and missing fields, id pattern, category, difficulty', () => {
    const c = valid();
    c.extra = 1;
    delete c.story;
    c.id = 'Has Spaces';
    c.category = 'pwn';
    c.difficulty = 6;
    const p = problems(c);
    expect(p['$.extra']).toMatch(/unknown field "extra" \(allowed here: id, category/);
    expect(p['$.story']).toBe('required field is missing');
    expect(p['$.id']).toMatch(/lower-case letters/);
    expect(p['$.category']).toBe('must be one of: observe, exploit, fix, detect, operate');
    expect(p['$.difficulty']).toBe('must be between 1 and 5 (got 6)');
  });

  it('texts need English (French and Dutch are optional, never empty); hints and explanation are checked', () => {
    const c = valid();
    c.title = { en: 'x', fr: '' };
    c.story = { fr: 'y' };
    c.hints = [];
    c.explanation = { text: { en: 'a', fr: 'b', nl: 'c' }, scenes: ['nope'], sources: ['PR 1'] };
    const p = problems(c);
    expect(p['$.title.nl']).toBeUndefined();
    expect(p['$.title.fr']).toBe('must not be empty');
    expect(p['$.story.en']).toBe('required field is missing');
    expect(p['$.hints']).toMatch(/1 to 8 hints/);
    expect(p['$.explanation.scenes[0]']).toMatch(/must be one of: what-happened/);
    expect(p['$.explanation.sources[0]']).toMatch(/"#38935"/);
  });

  it('the starting scenario is validated by the scenario validator, under $.scenario', () => {
    const c = valid();
    (c.scenario as { config: { pageSize: number } }).config.pageSize = 0;
    (c.scenario as { requests: unknown[] }).requests.push({ id: 'v1', tenant: 'zz' });
    const p = problems(c);
    expect(p['$.scenario.config.pageSize']).toMatch(/between 1 and 1,024/);
    expect(Object.keys(p).some((k) => k.startsWith('$.scenario.requests[4]'))).toBe(true);
  });

  it('goal predicates: operators, fields, references to the starting scenario', () => {
    const c = valid();
    c.allowed = {};
    c.goal = {
      predicate: {
        all: [
          { some: { tenant: 'zz', status: 99, isolation: 'leaky', colour: 'red' } },
          { count: { correct: 'yes' } },
          { fix: 'magic', on: true },
          { under: { router: 'nginx' } },
          { some: {}, none: {} },
          { requests: { min: 3, max: 1 } },
          { some: { request: 'nope' } },
        ],
      },
    };
    const p = problems(c);
    expect(p['$.goal.predicate.all[0].some.tenant']).toMatch(
      /no tenant "zz" in the starting scenario/,
    );
    expect(p['$.goal.predicate.all[0].some.status']).toBe('must be between 100 and 599 (got 99)');
    expect(p['$.goal.predicate.all[0].some.isolation']).toMatch(
      /must be one of: clean, same-tenant/,
    );
    expect(p['$.goal.predicate.all[0].some.colour']).toMatch(/unknown field "colour"/);
    expect(p['$.goal.predicate.all[1].count.correct']).toBe('must be true or false');
    expect(p['$.goal.predicate.all[1]']).toBe('count needs "min" or "max"');
    expect(p['$.goal.predicate.all[2].fix']).toMatch(/must be one of: rejectAtAdmission/);
    expect(p['$.goal.predicate.all[3].under.router']).toMatch(
      /must be one of: mini_lb, sgl-router|must be one of: sgl-router, mini_lb/,
    );
    expect(p['$.goal.predicate.all[3].holds']).toBe('required field is missing');
    expect(p['$.goal.predicate.all[4]']).toMatch(/needs exactly one of/);
    expect(p['$.goal.predicate.all[5].requests']).toBe('min (3) is greater than max (1)');
    expect(p['$.goal.predicate.all[6].some.request']).toMatch(/no request "nope"/);
  });

  it('questions and allowed changes', () => {
    const c = valid();
    c.goal = { question: { ask: 'readsFrom', request: 'zz', of: 'pages' } };
    c.allowed = {
      requests: { keep: ['nope'], count: { min: 0 } },
      fixes: ['magic'],
      router: 'yes',
      teleport: true,
    };
    const p = problems(c);
    expect(p['$.goal.question.request']).toMatch(/no request "zz"/);
    expect(p['$.goal.question.of']).toBe('must be one of: tenants, requests');
    expect(p['$.allowed.requests.keep[0]']).toMatch(/no request "nope"/);
    expect(p['$.allowed.requests.count.min']).toBe('must be between 1 and 500 (got 0)');
    expect(p['$.allowed.fixes[0]']).toMatch(/must be one of: rejectAtAdmission/);
    expect(p['$.allowed.router']).toBe('must be true or false');
    expect(p['$.allowed.teleport']).toMatch(/unknown field "teleport"/);
    const q = valid();
    q.goal = { question: { ask: 'guess' } };
    expect(problems(q)['$.goal.question.ask']).toMatch(/must be one of: prefillRejectsFrom/);
    q.goal = { predicate: { requests: {} }, question: { ask: 'status' } };
    expect(problems(q)['$.goal']).toBe('needs exactly one of "predicate", "question" or "live"');
  });

  it('not JSON, not an object, and duplicate ids across files', () => {
    expect(parseChallenge('{').ok).toBe(false);
    expect(problems([])).toEqual({ $: 'a challenge must be a JSON object' });
    const r = validateChallenges([
      { source: 'a.json', data: valid() },
      { source: 'b.json', data: valid() },
    ]);
    expect(r.challenges).toHaveLength(1);
    expect(r.problems).toEqual([
      {
        source: 'b.json',
        path: '$.id',
        message: 'challenge id "make-a-leak" is already used by a.json',
      },
    ]);
  });

  it('deeply nested goals are refused, not overflowed', () => {
    let p: unknown = { requests: { max: 3 } };
    for (let i = 0; i < 50; i++) p = { not: p };
    const c = valid();
    c.goal = { predicate: p };
    expect(Object.values(problems(c)).some((m) => /nested more than/.test(m))).toBe(true);
  });
});
