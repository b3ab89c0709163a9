// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIMITS, parseScenario, validateScenario } from '../../src/engine';
import { loadBuiltin } from './driver';

type Loose = Record<string, unknown> & {
  config: {
    pageSize: number;
    contextLength: number;
    prefill: { poolTokens: number };
    decode: { poolTokens: number };
  };
  tenants: Record<string, unknown>[];
  requests: Record<string, unknown>[];
};
const good = (): Loose => structuredClone(loadBuiltin('incident')) as unknown as Loose;

describe('scenario validator', () => {
  it('accepts every built-in scenario', () => {
    for (const n of ['incident', 'incident-fixed', 'pool-2x', 'equal-pools', 'issue-30233'])
      expect(() => loadBuiltin(n)).not.toThrow();
  });

  it('lists every problem with its JSON path, including unknown fields', () => {
    const s = good();
    s.colour = 'red';
    s.config.pageSize = 0;
    s.config.prefill.poolTokens = LIMITS.maxTokens + 1;
    s.requests[1]!.tenant = 'zz';
    s.requests[2]!.after = 'nope';
    s.requests[3]!.promptTokens = -5;
    s.requests[0]!.extra = true;
    const r = validateScenario(s);
    expect(r.ok).toBe(false);
    const paths = r.ok ? [] : r.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.colour',
        '$.config.pageSize',
        '$.config.prefill.poolTokens',
        '$.requests[1].tenant',
        '$.requests[2].after',
        '$.requests[3].promptTokens',
        '$.requests[0].extra',
      ]),
    );
    const pool = r.ok
      ? ''
      : r.problems.find((p) => p.path === '$.config.prefill.poolTokens')!.message;
    expect(pool).toContain('16,777,216');
  });

  it('accepts pools and prompts of 4,194,304 tokens', () => {
    const s = good();
    s.config.prefill.poolTokens = 4_194_304;
    s.config.decode.poolTokens = 4_194_304;
    s.config.contextLength = 4_194_304;
    s.requests[3]!.promptTokens = 4_194_304;
    expect(validateScenario(s).ok).toBe(true);
  });

  it('rejects duplicate ids and after-cycles', () => {
    const s = good();
    s.requests[1]!.id = 'a1';
    s.requests[0]!.after = 'c1';
    const r = validateScenario(s);
    const msgs = r.ok ? [] : r.problems.map((p) => p.message).join('\n');
    expect(msgs).toContain('duplicate request id "a1"');
    expect(msgs).toContain('loops back');
  });

  it('never throws on junk and explains broken JSON', () => {
    for (const junk of ['', 'null', '[]', '42', '{"name":', '{"requests":{}}', '"\u0000"'])
      expect(parseScenario(junk).ok).toBe(false);
    const r = parseScenario('{"name":');
    expect(r.ok ? '' : r.problems[0]!.message).toMatch(/^not valid JSON/);
  });

  it('keeps markup in names and texts as plain text', () => {
    const s = good();
    s.tenants[0]!.name = '<img src=x onerror=alert(1)>';
    s.requests[0]!.text = '<script>alert(1)</script>';
    const r = validateScenario(s);
    expect(r.ok && r.scenario.tenants[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });
});
