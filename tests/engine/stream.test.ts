// @vitest-environment node
/**
 * A streamed request (`RequestSpec.stream`): both nodes answer 200 at once and put an error in
 * their stream, so no router sees an HTTP error from the prefill and each passes the decode
 * node's stream on (audit H1; dispatch.rs @03744dbe `prefill_failed` is a non-2xx status).
 * Under sgl-router a stream gets what mini_lb gives, whatever the build.
 */
import { describe, expect, it } from 'vitest';
import { ROUTER_BUILDS, TIMEOUT_TICKS, parseScenario, type Scenario } from '../../src/engine';
import { builtinScenario } from '../helpers/scenarios';
import { a1 } from './a1Scenario';
import { run } from './driver';

function streamed(s: Scenario, id: string): Scenario {
  return {
    ...s,
    requests: s.requests.map((r) => (r.id === id ? { ...r, stream: true } : r)),
  };
}

describe('a streamed request reads the decode node’s outcome under every router', () => {
  it('rejectAtAdmission on the incident: sgl-router relays the prefill’s 400 to a plain request, a stream gets the decode’s transfer timeout (as mini_lb)', () => {
    const incident = builtinScenario('incident');
    const fix = { rejectAtAdmission: true };
    expect(run(incident, fix, 'sgl-router').verdict('d1').httpStatus).toBe(400);
    const mini = run(incident, fix, 'mini_lb').verdict('d1');
    expect(mini.httpStatus).toBe(500);
    for (const routerBuild of ROUTER_BUILDS) {
      const s = streamed({ ...incident, config: { ...incident.config, routerBuild } }, 'd1');
      const d = run(s, fix, 'sgl-router');
      expect(d.verdict('d1'), routerBuild).toMatchObject({
        httpStatus: mini.httpStatus,
        error: mini.error,
        isolation: 'clean',
      });
      // the prefill's refusal no longer drops the paired decode request
      expect(d.has('decode.cancelled', 'd1'), routerBuild).toBe(false);
    }
  });

  it('the other requests are answered as before', () => {
    const incident = builtinScenario('incident');
    const plain = run(incident, {}, 'sgl-router');
    const s = run(streamed(incident, 'd1'), {}, 'sgl-router');
    for (const r of incident.requests.filter((x) => x.id !== 'd1'))
      expect(s.verdict(r.id).httpStatus).toBe(plain.verdict(r.id).httpStatus);
  });

  it('when it is answered: mini_lb and the drain build pass the decode on as it comes, the others read the prefill first', () => {
    // the audit's A1: the decode refuses at admission at once (400), the prefill waits in
    // Bootstrapping until its timeout
    const answered = (s: Scenario) => {
      const d = run(s).until('router.response', 'r');
      return { tick: d.event.tick, status: d.verdict('r').httpStatus };
    };
    expect(answered(a1('mini_lb', undefined, true))).toEqual({ tick: 0, status: 400 });
    expect(answered(a1('sgl-router', 'drain-0105f2a3', true))).toEqual({ tick: 0, status: 400 });
    for (const build of ['dispatch-03744dbe', 'select-29017', 'join-004dcda2'] as const)
      expect(answered(a1('sgl-router', build, true)), build).toEqual({
        tick: TIMEOUT_TICKS,
        status: 400,
      });
  });

  it('a scenario file carries it: true or false, anything else refused', () => {
    const incident = builtinScenario('incident');
    const file = (stream: unknown) =>
      JSON.stringify({
        ...incident,
        requests: incident.requests.map((r, i) => (i === 0 ? { ...r, stream } : r)),
      });
    const yes = parseScenario(file(true));
    expect(yes.ok && yes.scenario.requests[0]!.stream).toBe(true);
    const no = parseScenario(file(false));
    expect(no.ok && no.scenario.requests[0]!.stream).toBeUndefined();
    const bad = parseScenario(file('yes'));
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(JSON.stringify(bad.problems)).toMatch(/requests\[0\]\.stream.*true or false/);
  });
});
