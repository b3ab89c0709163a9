// @vitest-environment node
/**
 * Which sgl-router build answers (audit M1): the builds differ in how the two nodes' answers
 * race. The audit's A1: the decode retires a prompt it rejects at admission (#38935) with its
 * 400 at once; the prefill, which accepted it, waits in Bootstrapping until its 300 s timeout
 * (500). Each build's answer follows its code (types.ts `RouterBuild`).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTER_BUILD,
  NO_FIXES,
  TIMEOUT_TICKS,
  parseScenario,
  type Scenario,
} from '../../src/engine';
import { a1 } from './a1Scenario';
import { run } from './driver';

const DECODE_400 = /^Input length \(150 tokens\) exceeds the maximum allowed length \(94 tokens\)/;

function answer(s: Scenario) {
  const d = run(s).until('router.response', 'r');
  return { tick: d.event.tick, data: d.data, verdict: d.verdict('r'), driver: d };
}

describe('sgl-router builds (audit M1)', () => {
  it('dispatch-03744dbe (the default): the decode 400 comes first and wins at once; the prefill is dropped', () => {
    for (const s of [a1('sgl-router'), a1('sgl-router', 'dispatch-03744dbe')]) {
      const a = answer(s);
      expect(a.tick).toBe(0);
      expect(a.data).toMatchObject({ status: 400, from: 'decode' });
      expect(a.verdict.error).toMatch(DECODE_400);
      expect(a.driver.has('prefill.cancelled', 'r')).toBe(true);
    }
    expect(DEFAULT_ROUTER_BUILD).toBe('dispatch-03744dbe');
  });

  it("select-29017: the decode error is held until the prefill answers, and the prefill's 500 wins", () => {
    const a = answer(a1('sgl-router', 'select-29017'));
    expect(a.tick).toBe(TIMEOUT_TICKS);
    expect(a.data).toMatchObject({ status: 500, from: 'prefill', decodeStatus: 400 });
    expect(a.verdict.error).toMatch(
      /^Prefill server error \(500 Internal Server Error\): .*Prefill bootstrap failed .*KVPoll\.Bootstrapping/,
    );
  });

  it("join-004dcda2: waits for both, then the decode's error is checked first", () => {
    const a = answer(a1('sgl-router', 'join-004dcda2'));
    expect(a.tick).toBe(TIMEOUT_TICKS);
    expect(a.data).toMatchObject({ status: 400, from: 'decode', prefillStatus: 500 });
    expect(a.verdict.error).toMatch(DECODE_400);
  });

  it('drain-0105f2a3: the decode answer at once; the prefill is drained, not dropped', () => {
    const a = answer(a1('sgl-router', 'drain-0105f2a3'));
    expect(a.tick).toBe(0);
    expect(a.data).toMatchObject({ status: 400, from: 'decode' });
    expect(a.driver.has('prefill.cancelled', 'r')).toBe(false);
  });

  it('mini_lb ignores the build: both answers, the decode one', () => {
    const a = answer(a1('mini_lb', 'select-29017'));
    expect(a.tick).toBe(TIMEOUT_TICKS);
    expect(a.data).toMatchObject({ status: 400, from: 'decode' });
  });

  it("join-004dcda2 and a prompt the decode never admits: the router's own 1,800 s timeout ends it", () => {
    const s = a1('sgl-router', 'join-004dcda2');
    const never: Scenario = {
      ...s,
      config: { ...s.config, decode: { poolTokens: 400 }, fixes: NO_FIXES },
    };
    const a = answer(never);
    expect(a.tick).toBe(6 * TIMEOUT_TICKS);
    expect(a.data).toMatchObject({ status: 502, from: 'decode', prefillStatus: 500 });
    expect(a.driver.has('decode.cancelled', 'r')).toBe(true);
  });
});

describe('the scenario file field', () => {
  const text = (build: unknown) =>
    JSON.stringify({
      ...a1('sgl-router'),
      config: { ...a1('sgl-router').config, routerBuild: build },
    });

  it('is optional, kept when given, and refused with the choices named when unknown', () => {
    const absent = parseScenario(JSON.stringify(a1('sgl-router')));
    expect(absent.ok && absent.scenario.config.routerBuild).toBe(undefined);
    const given = parseScenario(text('join-004dcda2'));
    expect(given.ok && given.scenario.config.routerBuild).toBe('join-004dcda2');
    const bad = parseScenario(text('try_join'));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems[0]).toMatchObject({ path: '$.config.routerBuild' });
    expect(bad.problems[0]!.message).toContain('"select-29017"');
  });
});
