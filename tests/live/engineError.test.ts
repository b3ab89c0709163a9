// @vitest-environment node
/**
 * The live session never dies and never exports what cannot be replayed:
 * - an engine error in a tick (injected: a run whose advanceTo throws, as the engine's own
 *   stall guard would) answers that epoch's open requests with a 500 in SGLang's error shape,
 *   is logged, and the nodes restart; the server goes on answering (review.md §1.5, issue 33);
 * - close() answers the requests still open (it left their promises pending);
 * - a client that leaves past tick 1,000,000 does not make the export invalid (red-team M5:
 *   `abortAt` 1,000,173, and `simulate` refused the export).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveRun, type LiveRun } from '../../live/engine/run';
import { startDeployment, type Deployment } from '../../live/server';
import { Session, type Outcome } from '../../live/session';
import { LIMITS, parseScenario, type Scenario } from '../../src/engine';
import { HOUR, prompt, scenario, tenant } from './clockedSession';

/** Epoch 0's run fails at its first engine step; later epochs run the real engine. */
function failingFirst(): (base: Scenario) => LiveRun {
  let epochs = 0;
  return (base) => {
    const run = createLiveRun(base);
    if (epochs++ > 0) return run;
    return {
      get scenario() {
        return run.scenario;
      },
      add: (spec) => run.add(spec),
      abort: (index) => run.abort(index),
      advanceTo() {
        throw new Error('engine stalled at tick 3 (injected)');
      },
    };
  };
}

let session: Session | null = null;
let deployment: Deployment | null = null;
afterEach(async () => {
  session?.close();
  session = null;
  await deployment?.close();
  deployment = null;
});

describe('an engine error in a tick', () => {
  it('answers the epoch 500, logs it and rolls over to a new epoch', async () => {
    let clock = 0;
    const logged: string[] = [];
    session = new Session({
      scenario,
      tickMs: HOUR,
      now: () => clock,
      createRun: failingFirst(),
      log: (l) => logged.push(l),
    });
    const ticket = session.submit(tenant, prompt);
    clock = 10 * HOUR;
    session.catchUp(); // the wake that runs the engine, as the next request would
    const o = (await ticket.outcome)!;
    expect(o.answer.verdict).toMatchObject({
      httpStatus: 500,
      error: expect.stringMatching(/engine failed \(engine stalled at tick 3/) as string,
    });
    expect(logged).toEqual([
      expect.stringMatching(
        /engine error in epoch 0: engine stalled.*1 open request\(s\) answered 500/,
      ),
    ]);
    expect(session.epochNumber).toBe(1);
    // the new epoch runs the real engine
    const next = session.submit(tenant, prompt);
    clock = 20 * HOUR;
    session.catchUp();
    expect((await next.outcome)!.answer.verdict.httpStatus).toBe(200);
  });

  it('over HTTP: the 500 in SGLang shape, then the server answers the next request', async () => {
    const logged: string[] = [];
    const d = await startDeployment({
      scenario,
      keys: new Map([[tenant, tenant]]),
      host: '127.0.0.1',
      port: 0,
      tickMs: 5,
      createRun: failingFirst(),
      log: (l) => logged.push(l),
    });
    deployment = d;
    const first = await generate(d.urls.router);
    expect(first.status).toBe(500);
    // the error body is the configured router's (src/wire: sgl-router relays a node's 500
    // as {"error": {"message", "type", "code"}}, a node writes {"object": "error", …})
    const body = (await first.json()) as { message?: string; error?: { message?: string } };
    expect(body.error?.message ?? body.message).toMatch(/engine failed \(engine stalled/);
    expect(logged.join('')).toMatch(/engine error in epoch 0/);
    const second = await generate(d.urls.router);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { text: unknown }).text).toEqual(expect.any(String));
  });
});

function generate(router: string): Promise<Response> {
  return fetch(`${router}/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'hello', sampling_params: { max_new_tokens: 2 } }),
  });
}

describe('close', () => {
  it('answers the requests still open (503), none is left pending', async () => {
    session = new Session({ scenario, tickMs: HOUR, now: () => 0 });
    const ticket = session.submit(tenant, prompt);
    session.close();
    const o: Outcome | null = await ticket.outcome;
    expect(o?.answer.verdict).toMatchObject({ httpStatus: 503 });
    expect(await ticket.computed).toBe(o);
  });
});

describe('a client that leaves past the last tick a scenario may hold', () => {
  it('the export stays a valid scenario: the nodes restart first', () => {
    let clock = 0;
    session = new Session({ scenario, tickMs: HOUR, now: () => clock });
    // arrives just inside the limit and needs many ticks to decode
    clock = (LIMITS.maxArrival - 10) * HOUR;
    const ticket = session.submit(tenant, { ...prompt, maxNewTokens: 4096 });
    clock = (LIMITS.maxArrival + 150) * HOUR;
    session.catchUp();
    ticket.drop();
    // the request that left drains on the old nodes; the export is the new epoch's
    expect(session.epochNumber).toBe(1);
    session.submit(tenant, prompt);
    const exported = session.exportScenario();
    expect(exported.requests.every((r) => (r.abortAt ?? 0) <= LIMITS.maxArrival)).toBe(true);
    const parsed = parseScenario(JSON.stringify(exported));
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });
});
