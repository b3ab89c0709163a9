// @vitest-environment node
/**
 * The built-in live challenges (issue #22 point 1): their figures agree with the engine, their
 * texts carry the commands to run and never the answer, and the lab worker's session job reads
 * a session like a scenario file before the engine replays it. The reference sessions
 * themselves are replayed by tests/lab/challenges.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  LANGS,
  checkSession,
  expectedAnswer,
  type Challenge,
  type Predicate,
  type Text,
} from '../../src/lab';
import { jobSteps } from '../../src/worker/labJobSteps';
import type { LabJobs } from '../../src/worker/labJobProtocol';
import { challenge } from './solutions';
import bandEdge from './sessions/band-edge.json';
import canaryLeak from './sessions/canary-leak.json';
import fix400 from './sessions/fix-400.json';

const LIVE = ['live-canary', 'live-server-info', 'live-fix-400'];

/** Every `promptTokens` range in a predicate. */
function ranges(p: Predicate): { min?: number; max?: number }[] {
  if ('all' in p) return p.all.flatMap(ranges);
  if ('any' in p) return p.any.flatMap(ranges);
  if ('not' in p) return ranges(p.not);
  for (const k of ['some', 'none', 'every', 'count'] as const)
    if (k in p) {
      const m = (p as Record<typeof k, { promptTokens?: { min?: number; max?: number } }>)[k];
      return m.promptTokens ? [m.promptTokens] : [];
    }
  return [];
}

const live = (ch: Challenge): Predicate => {
  if (!('live' in ch.goal)) throw new Error(`${ch.id} is not live`);
  return ch.goal.live;
};

const texts = (ch: Challenge): Text[] => [ch.title, ch.story, ch.explanation.text, ...ch.hints];

function runJob(input: LabJobs['session']['input']): LabJobs['session']['result'] {
  const steps = jobSteps({ id: 1, job: 'session', input });
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value as LabJobs['session']['result'];
  }
}

describe('the built-in live challenges', () => {
  it('three, in three categories', () => {
    const all = LIVE.map(challenge);
    expect(all.every((c) => 'live' in c.goal)).toBe(true);
    expect(new Set(all.map((c) => c.category)).size).toBe(3);
  });

  it('the band edge in a goal is where the engine says the prefill starts rejecting', () => {
    for (const id of ['live-server-info', 'live-fix-400']) {
      const ch = challenge(id);
      const from = expectedAnswer({ ask: 'prefillRejectsFrom' }, ch.scenario);
      if (from.kind !== 'number') throw new Error('a number');
      const mins = ranges(live(ch)).map((r) => r.min);
      expect(mins, id).toContain(from.value);
    }
    // one token below the band is the other half of the server-info goal
    const ch = challenge('live-server-info');
    const from = expectedAnswer({ ask: 'prefillRejectsFrom' }, ch.scenario);
    expect(ranges(live(ch)).map((r) => r.max)).toContain((from as { value: number }).value - 1);
  });

  it('each says which commands to run, in every language, and never prints the band', () => {
    const band = /284[ ,.\u00a0\u202f]?92[12]|681[ ,.\u00a0\u202f]?27[34]/;
    for (const id of LIVE) {
      const ch = challenge(id);
      for (const l of LANGS) {
        const story = ch.story[l] ?? '';
        expect(story, `${id} ${l}`).toContain('npm run live');
        expect(story, `${id} ${l}`).toContain('/live/scenario');
        // the requests' bodies are built by the story's own shell function, sent as JSON with
        // the tenant in both the key and extra_key (no stand-in-only route: docs/live.md)
        expect(story, `${id} ${l}`).toContain('send() {');
        expect(story, `${id} ${l}`).toContain('"extra_key"');
        expect(story, `${id} ${l}`).not.toContain('/live/examples/');
        for (const t of texts(ch)) expect(t[l] ?? '', `${id} ${l}`).not.toMatch(band);
      }
    }
    expect(challenge('live-server-info').story.en).toContain('/get_server_info');
    expect(challenge('live-fix-400').story.en).toContain('--fix');
  });

  it('the server-info goal wants the band’s first length itself, not any length inside it', () => {
    const ch = challenge('live-server-info');
    expect(checkSession(ch, bandEdge).solved).toBe(true);
    // the same session without its request at the band's first length
    const from = (expectedAnswer({ ask: 'prefillRejectsFrom' }, ch.scenario) as { value: number })
      .value;
    const s = structuredClone(bandEdge) as { requests: { promptTokens: number }[] };
    s.requests = s.requests.filter((r) => r.promptTokens !== from);
    expect(s.requests.length).toBeGreaterThan(0);
    expect(checkSession(ch, s)).toMatchObject({ solved: false });
  });
});

describe('live-fix-400: the engine decides which switch gives the 400', () => {
  // the recorded session replayed with another switch on instead (the requests as sent)
  const relabel = (on: string) => {
    const s = structuredClone(fix400) as { config: { fixes: Record<string, boolean> } };
    s.config.fixes.rejectAtAdmission = false;
    s.config.fixes[on] = true;
    return s;
  };
  it('a switch that returns the 400 solves it; one that only scrubs pages does not', () => {
    const ch = challenge('live-fix-400');
    expect(checkSession(ch, fix400).solved).toBe(true);
    expect(checkSession(ch, relabel('retireAbortedPrefill')).solved).toBe(true);
    expect(checkSession(ch, relabel('scrubOnFree'))).toMatchObject({ solved: false });
    // the router stays locked: the session must run behind sgl-router, as the story says
    const mini = structuredClone(fix400) as { config: { router: string } };
    mini.config.router = 'mini_lb';
    expect(checkSession(ch, mini)).toMatchObject({ solved: false, locked: true });
  });
});

describe('the lab worker’s session job', () => {
  const ch = challenge('live-canary');

  it('replays a recorded session and hands back the scenario to record', () => {
    const r = runJob({ text: JSON.stringify(canaryLeak), challenge: ch });
    expect(r.outcome.solved).toBe(true);
    expect(checkSession(ch, r.session).solved).toBe(true);
  });

  it('reads it like a scenario file: bad JSON and bad fields by JSON path, nothing recorded', () => {
    const bad = runJob({ text: '{"seed": ', challenge: ch });
    expect(bad.session).toBeNull();
    expect(bad.outcome).toMatchObject({ solved: false, reason: 'the session is not valid' });
    expect(bad.outcome.problems.length).toBeGreaterThan(0);
    const s = structuredClone(canaryLeak) as { config: { pageSize: unknown } };
    s.config.pageSize = 'big';
    const field = runJob({ text: JSON.stringify(s), challenge: ch });
    expect(field.session).toBeNull();
    expect(field.outcome.problems.map((p) => p.path)).toContain('$.config.pageSize');
  });

  it('a session for another challenge kind is refused with a reason', () => {
    const r = runJob({ text: JSON.stringify(canaryLeak), challenge: challenge('make-a-leak') });
    expect(r.outcome.solved).toBe(false);
    expect(r.outcome.reason).toMatch(/not a live one/);
  });
});
