import { describe, expect, it } from 'vitest';
import { stateAt } from '../../src/engine';
import { responseModel } from '../../src/views/response/responseModel';
import { stepOf, traceOf } from './helpers';

const trace = traceOf('incident');
const d1 = 3;

describe('responseModel (incident, d1)', () => {
  it('before the response exists: waiting, no verdicts yet', () => {
    const m = responseModel(trace, stateAt(trace, stepOf(trace, 'decode.prebuilt', 'd1')), d1)!;
    expect(m.answered).toBe(false);
    expect(m.status).toBeNull();
    // the first token arrived with the transfer (the prefill's); no decode step yet
    expect(m.tokens).toHaveLength(1);
    expect(m.httpCheck).toBe('pending');
    expect(m.outputCheck).toBe('pending');
    expect(m.isolation).toBe('pending');
  });

  it('while generating, shows only the tokens generated so far', () => {
    const first = trace.events.find((e) => e.kind === 'decode.step' && e.requests.includes(d1))!;
    // after four decode steps: the prefill's token and four more
    const m = responseModel(trace, stateAt(trace, first.step + 3), d1)!;
    expect(m.tokens.length).toBe(5);
    expect(m.total).toBe(24);
  });

  it('the response: 200, status check passes, output check fails, leaks named', () => {
    const m = responseModel(trace, stateAt(trace, trace.stepCount - 1), d1)!;
    expect(m.status).toBe(200);
    expect(m.httpCheck).toBe('pass');
    expect(m.outputCheck).toBe('fail');
    expect(m.expectedStatus).toBe(400);
    expect(m.isolation).toBe('cross-tenant');
    expect(m.leakedTenants).toEqual(['Tenant A', 'Tenant B', 'Tenant C']);
    expect(m.tokens).toHaveLength(24);
    // the first token comes from the placeholder's own page; the rest are other tenants' data
    expect(m.tokens[0]!.kind).toBe('placeholder');
    expect(m.tokens.slice(1).every((t) => t.kind === 'leak')).toBe(true);
    const fromA = m.tokens.find((t) => t.fromTenant === 'Tenant A')!;
    expect(fromA).toMatchObject({ fromId: 'a1', tenant: 0, text: 'A:' });
    expect(new Set(m.tokens.slice(1).map((t) => t.fromId))).toEqual(new Set(['a1', 'b1', 'c1']));
  });

  it('a clean request: own tokens, both checks pass', () => {
    const m = responseModel(trace, stateAt(trace, trace.stepCount - 1), 0)!;
    expect(m.isolation).toBe('clean');
    expect(m.httpCheck).toBe('pass');
    expect(m.outputCheck).toBe('pass');
    expect(m.tokens.every((t) => t.kind === 'own')).toBe(true);
  });
});

describe('responseModel with reject at admission', () => {
  it('400 with the original error: both checks pass, nothing leaked', () => {
    const fixed = traceOf('incident-fixed');
    const m = responseModel(fixed, stateAt(fixed, fixed.stepCount - 1), d1)!;
    expect(m.status).toBe(400);
    expect(m.error).toMatch(/Input length \(800000 tokens\)/);
    expect(m.httpCheck).toBe('pass');
    expect(m.outputCheck).toBe('pass');
    expect(m.isolation).toBe('clean');
    expect(m.tokens).toEqual([]);
  });
});
