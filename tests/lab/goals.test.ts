// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import {
  checkAnswer,
  checkChanges,
  checkScenario,
  describePredicate,
  evaluate,
  expectedAnswer,
  LANGS,
  readNumber,
  startingScenario,
  type Predicate,
} from '../../src/lab';
import { loadBuiltin } from '../engine/driver';
import { challenge } from './solutions';

const incident = () => loadBuiltin('incident');

describe('goal predicates, evaluated by running the engine', () => {
  it('some / none / every / count over the incident’s verdicts, with the matching requests', () => {
    const s = incident();
    const leak: Predicate = { some: { tenant: 'd', status: 200, leakedFromTenant: 'a' } };
    expect(evaluate(leak, s)).toMatchObject({ holds: true, matched: ['d1'] });
    expect(evaluate({ none: { isolation: 'cross-tenant' } }, s)).toMatchObject({
      holds: false,
      matched: ['d1'],
    });
    expect(evaluate({ every: { correct: true } }, s).holds).toBe(false);
    expect(evaluate({ count: { status: 200 }, min: 4, max: 4 }, s).holds).toBe(true);
    expect(evaluate({ some: { leakedOnlyFrom: ['a1', 'b1'] } }, s).holds).toBe(false);
    expect(evaluate({ some: { leakedOnlyFrom: ['a1', 'b1', 'c1'] } }, s).holds).toBe(true);
    expect(evaluate({ some: { promptTokens: { min: 800001 } } }, s).holds).toBe(false);
  });

  it('configuration predicates and variants', () => {
    const s = incident();
    expect(evaluate({ band: 'open' }, s).holds).toBe(true);
    expect(evaluate({ under: { prefillPool: 1048576 }, holds: { band: 'closed' } }, s).holds).toBe(
      true,
    );
    expect(evaluate({ fixesOn: { max: 0 } }, s).holds).toBe(true);
    expect(evaluate({ fix: 'scrubOnFree', on: false }, s).holds).toBe(true);
    expect(
      evaluate({ under: { fixes: ['scrubOnFree'] }, holds: { fix: 'scrubOnFree', on: true } }, s)
        .holds,
    ).toBe(true);
    expect(evaluate({ requests: { max: 3 } }, s).holds).toBe(false);
    expect(evaluate({ tenants: { min: 4, max: 4 } }, s).holds).toBe(true);
    const d = evaluate(
      { differs: [{ fixes: [] }, { fixes: ['scrubOnFree'] }], on: ['isolation'] },
      s,
    );
    expect(d).toMatchObject({ holds: true, matched: ['d1'] });
    expect(evaluate({ differs: [{ fixes: [] }, { fixes: [] }] }, s).holds).toBe(false);
  });

  it('a tree of parts, each with its JSON path, for a live goal panel', () => {
    const r = evaluate(
      { all: [{ requests: { max: 3 } }, { not: { some: { status: 500 } } }] },
      incident(),
    );
    expect(r.holds).toBe(false);
    expect(r.children!.map((c) => [c.path, c.holds])).toEqual([
      ['$.all[0]', false],
      ['$.all[1]', true],
    ]);
    expect(r.children![1]!.children![0]!.path).toBe('$.all[1].not');
  });

  it('fewestFixes: holds only when no smaller set of switches makes the inner goal hold', () => {
    const s = incident();
    const noLeak: Predicate = { fewestFixes: { none: { isolation: 'cross-tenant' } } };
    const on = (fixes: string[]): Scenario => ({
      ...s,
      config: {
        ...s.config,
        fixes: { ...s.config.fixes, ...Object.fromEntries(fixes.map((f) => [f, true])) },
      },
    });
    expect(evaluate(noLeak, on(['scrubOnFree'])).holds).toBe(true);
    expect(evaluate(noLeak, on(['scrubOnFree', 'rejectAtAdmission'])).holds).toBe(false);
    expect(evaluate(noLeak, s).holds).toBe(false);
  });

  it('every part can be said in English, French and Dutch', () => {
    const goal: Predicate = {
      all: [
        {
          some: {
            tenant: 'm',
            status: [200, 201],
            leakedFromTenant: 'v',
            promptTokens: { min: 1, max: 9 },
          },
        },
        { count: { isolation: ['same-tenant'] }, max: 0 },
        { under: { fixes: [], router: 'mini_lb' }, holds: { every: { correct: true } } },
        { differs: [{ fixes: [] }, { fixes: ['rejectAtAdmission'] }], on: ['httpStatus'] },
        { fewestFixes: { band: 'closed' } },
        { requests: { max: 3 } },
      ],
    };
    const lines = (p: Predicate, lang: (typeof LANGS)[number]): string[] => {
      const kids: Predicate[] =
        'all' in p ? p.all : 'under' in p ? [p.holds] : 'fewestFixes' in p ? [p.fewestFixes] : [];
      return [describePredicate(p, lang), ...kids.flatMap((k) => lines(k, lang))];
    };
    expect(lines(goal, 'en')).toContain(
      'some response of tenant m, with HTTP 200 or 201, built on data of tenant v, with a prompt of 1 to 9 tokens',
    );
    expect(lines(goal, 'en')).toContain('at most 3 requests');
    expect(lines(goal, 'fr')).toContain('au plus 3 requêtes');
    expect(lines(goal, 'nl')).toContain('hooguit 3 verzoeken');
    for (const lang of LANGS) expect(lines(goal, lang).every((l) => l.length > 0)).toBe(true);
  });
});

describe('allowed changes', () => {
  it('locked fields are named by their path in the submitted scenario', () => {
    const c = challenge('make-a-leak');
    const s = startingScenario(c);
    const sub: Scenario = {
      ...s,
      seed: s.seed + 1,
      config: {
        ...s.config,
        contextLength: 2000000,
        pageSize: 1,
        prefill: { poolTokens: 2000000 },
        fixes: { ...s.config.fixes, rejectAtAdmission: true },
        router: s.config.router === 'mini_lb' ? 'sgl-router' : 'mini_lb',
      },
      tenants: [...s.tenants, { id: 'x', name: 'X' }],
      requests: s.requests.map((r) => (r.id === 'v1' ? { ...r, promptTokens: 1 } : r)),
    };
    const paths = checkChanges(s, sub, c.allowed).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.seed',
        '$.config.contextLength',
        '$.config.pageSize',
        '$.config.prefill.poolTokens',
        '$.config.fixes.rejectAtAdmission',
        '$.config.router',
        '$.tenants',
        '$.requests[0]',
      ]),
    );
  });

  it('allowed changes within bounds pass; out of bounds, too many, or a kept request removed do not', () => {
    const c = challenge('make-a-leak');
    const s = startingScenario(c);
    const ok = {
      ...s,
      name: 'mine',
      requests: s.requests.map((r) =>
        r.id === 'm1' ? { ...r, promptTokens: 900000, text: 'hi' } : r,
      ),
    };
    expect(checkChanges(s, ok, c.allowed)).toEqual([]);
    const tooBig = {
      ...s,
      requests: s.requests.map((r) => (r.id === 'm1' ? { ...r, promptTokens: 2000000 } : r)),
    };
    expect(checkChanges(s, tooBig, c.allowed)).toEqual([
      {
        path: '$.requests[3].promptTokens',
        message: 'must be 1–1,048,576 tokens here (got 2,000,000)',
      },
    ]);
    const extra = { ...s, requests: [...s.requests, { ...s.requests[3]!, id: 'm2' }] };
    expect(checkChanges(s, extra, c.allowed)[0]).toEqual({
      path: '$.requests',
      message: 'must hold at most 4 requests (got 5)',
    });
    const dropped = { ...s, requests: s.requests.filter((r) => r.id !== 'v2') };
    expect(checkChanges(s, dropped, c.allowed)).toEqual([
      { path: '$.requests', message: 'request "v2" is locked and must stay' },
    ]);
  });

  it('a solution that meets the goal by a locked change is not solved, and says why', () => {
    const c = challenge('scrub-is-not-enough');
    const s = startingScenario(c);
    const cheat = { ...s, requests: s.requests.filter((r) => r.id !== 'd1') };
    const r = checkScenario(c, cheat);
    expect(r.solved).toBe(false);
    expect(r.problems).toEqual([
      { path: '$.requests', message: 'requests are locked in this challenge' },
    ]);
    expect(checkScenario(c, { nope: true }).problems[0]!.path).toBe('$.nope');
  });
});

describe('computed answers', () => {
  it('a question the engine cannot answer says so instead of marking every answer wrong', () => {
    const s = loadBuiltin('incident');
    expect(
      checkAnswer({ ask: 'minimalFixes', routers: ['mini_lb'] }, s, ['rejectAtAdmission']),
    ).toEqual({
      solved: false,
      reason:
        'the challenge has no computable answer: no set of switches makes every response correct under mini_lb',
    });
    const sgl = expectedAnswer({ ask: 'minimalFixes', routers: ['sgl-router'] }, s);
    expect(sgl.kind === 'set' && sgl.accepted.length).toBeGreaterThan(0);
  });

  it('numbers may be typed with any thousands separator', () => {
    expect(['1,048,576', '1 048 576', '1.048.576', ' 1048576 ', 1048576].map(readNumber)).toEqual(
      Array(5).fill(1048576),
    );
    expect(readNumber('1e6')).toBeNull();
    expect(readNumber(['1'])).toBeNull();
  });
});
