/**
 * Reference solutions of the built-in challenges, and an obvious wrong one for each. Kept in
 * the tests only: the app never ships them.
 */
import type { Defences, FixName, RequestSpec, RouterKind, Scenario } from '../../src/engine';
import { builtinChallenges, startingScenario, type Challenge, type Solution } from '../../src/lab';
// sessions recorded against the real stand-in (`npm run live`) by tests/lab/recordSessions.ts
import bandEdge from './sessions/band-edge.json';
import bandInside from './sessions/band-inside.json';
import canaryLeak from './sessions/canary-leak.json';
import canaryQuiet from './sessions/canary-quiet.json';
import fix400 from './sessions/fix-400.json';

export const challenge = (id: string): Challenge => {
  const c = builtinChallenges().find((x) => x.id === id);
  if (!c) throw new Error(`no built-in challenge ${id}`);
  return c;
};

const base = (id: string): Scenario => startingScenario(challenge(id));

const req = (id: string, tenant: string, promptTokens: number, after?: string): RequestSpec => ({
  id,
  tenant,
  promptTokens,
  maxNewTokens: 16,
  arrival: 0,
  ...(after ? { after } : {}),
});

/** The starting scenario with some requests replaced or added. */
function withRequests(id: string, keep: string[], add: RequestSpec[]): Solution {
  const s = base(id);
  return {
    scenario: { ...s, requests: [...s.requests.filter((r) => keep.includes(r.id)), ...add] },
  };
}

function withPrompt(id: string, request: string, promptTokens: number): Solution {
  const s = base(id);
  return {
    scenario: {
      ...s,
      requests: s.requests.map((r) => (r.id === request ? { ...r, promptTokens } : r)),
    },
  };
}

function withRequestFields(id: string, request: string, fields: Partial<RequestSpec>): Solution {
  const s = base(id);
  return {
    scenario: {
      ...s,
      requests: s.requests.map((r) => (r.id === request ? { ...r, ...fields } : r)),
    },
  };
}

function withDefences(id: string, on: Defences): Solution {
  const s = base(id);
  return {
    scenario: { ...s, config: { ...s.config, defences: { ...s.config.defences, ...on } } },
  };
}

function withFixes(id: string, on: FixName[]): Solution {
  const s = base(id);
  const fixes = { ...s.config.fixes };
  for (const k of Object.keys(fixes) as FixName[]) fixes[k] = on.includes(k);
  return { scenario: { ...s, config: { ...s.config, fixes } } };
}

function withConfig(id: string, patch: Partial<Scenario['config']>): Solution {
  const s = base(id);
  return { scenario: { ...s, config: { ...s.config, ...patch } } };
}

const router = (id: string, r: RouterKind) => withConfig(id, { router: r });

/** A recorded live session (a deep copy: a test may edit it). */
const session = (data: unknown): Solution => ({ session: structuredClone(data) });

export interface Pair {
  good: () => Solution;
  wrong: () => Solution;
}

export const SOLUTIONS: Record<string, Pair> = {
  'smallest-rejected-prompt': {
    good: () => ({ answer: 681274 }),
    wrong: () => ({ answer: 681280 }),
  },
  'whose-pages': {
    good: () => ({ answer: ['a', 'b'] }),
    wrong: () => ({ answer: ['a', 'b', 'c'] }),
  },
  'what-the-client-sees': { good: () => ({ answer: 500 }), wrong: () => ({ answer: 400 }) },
  'make-a-leak': {
    good: () => withPrompt('make-a-leak', 'm1', 800000),
    wrong: () => withPrompt('make-a-leak', 'm1', 600000),
  },
  'minimal-leak': {
    good: () =>
      withRequests('minimal-leak', [], [req('a1', 'a', 563451), req('b1', 'b', 1009280, 'a1')]),
    wrong: () =>
      withRequests('minimal-leak', [], [req('a1', 'a', 420000), req('b1', 'b', 800000, 'a1')]),
  },
  'chosen-victim': {
    good: () =>
      withRequests(
        'chosen-victim',
        ['v1', 'v2'],
        [req('e1', 'm', 681273, 'v2'), req('f1', 'm', 300000, 'e1'), req('p1', 'm', 700000, 'f1')],
      ),
    wrong: () =>
      withRequests(
        'chosen-victim',
        ['v1', 'v2'],
        [req('e1', 'm', 681273, 'v2'), req('p1', 'm', 700000, 'e1')],
      ),
  },
  'same-tenant-leak': {
    good: () =>
      withRequests('same-tenant-leak', [], [req('a1', 'a', 563451), req('a2', 'a', 1009280, 'a1')]),
    wrong: () =>
      withRequests('same-tenant-leak', [], [req('a1', 'a', 563451), req('b1', 'b', 1009280, 'a1')]),
  },
  'scrub-is-not-enough': {
    good: () => withFixes('scrub-is-not-enough', ['scrubOnFree']),
    wrong: () => withFixes('scrub-is-not-enough', ['rejectAtAdmission']),
  },
  'half-a-pull-request': {
    good: () => withFixes('half-a-pull-request', ['honorAbortBeforeHandoff']),
    wrong: () => withFixes('half-a-pull-request', ['coverageCheck']),
  },
  'fewest-switches': {
    good: () => withFixes('fewest-switches', ['rejectAtAdmission']),
    wrong: () => withFixes('fewest-switches', ['coverageCheck']),
  },
  'fresh-server-garbage': {
    good: () => withRequests('fresh-server-garbage', ['r1'], [req('r2', 'a', 300000, 'r1')]),
    wrong: () => withRequests('fresh-server-garbage', ['r1'], [req('r2', 'a', 200000, 'r1')]),
  },
  'probe-differs': {
    good: () => withPrompt('probe-differs', 'q1', 700000),
    wrong: () => withPrompt('probe-differs', 'q1', 1000),
  },
  'exposure-audit': {
    good: () => ({ answer: ['north', 'east'] }),
    wrong: () => ({ answer: ['east'] }),
  },
  'serve-long-prompts': {
    good: () => withConfig('serve-long-prompts', { prefill: { poolTokens: 1048576 } }),
    wrong: () => withConfig('serve-long-prompts', { prefill: { poolTokens: 1000000 } }),
  },
  'smallest-closing-pool': {
    good: () => ({ answer: '1,048,576' }),
    wrong: () => ({ answer: 1048577 }),
  },
  'router-choice': {
    good: () => router('router-choice', 'sgl-router'),
    wrong: () => router('router-choice', 'mini_lb'),
  },
  'late-write-lands': {
    good: () => withRequestFields('late-write-lands', 'a1', { abortAt: 16 }),
    // the client leaves after the write has landed: its pages are freed clean
    wrong: () => withRequestFields('late-write-lands', 'a1', { abortAt: 22 }),
  },
  'outlast-the-deadline': {
    good: () => withRequestFields('outlast-the-deadline', 'a1', { transferTicks: 18 }),
    // still inside the deadline
    wrong: () => withRequestFields('outlast-the-deadline', 'a1', { transferTicks: 10 }),
  },
  'reuse-the-source': {
    good: () => withRequestFields('reuse-the-source', 'c1', { arrival: 6 }),
    // after a1's transfer has read its source
    wrong: () => withRequestFields('reuse-the-source', 'c1', { arrival: 12 }),
  },
  'lost-ack-defence': {
    good: () => withDefences('lost-ack-defence', { refcountPin: true }),
    // point-in-time: b1 is digested before the late write lands
    wrong: () => withDefences('lost-ack-defence', { kvChecksum: '39500' }),
  },
  'source-side-defence': {
    good: () => withDefences('source-side-defence', { refcountPin: true }),
    // a decode-side hold: the source is the prefill's
    wrong: () => withDefences('source-side-defence', { drainBarrier: true }),
  },
  'checksum-moment': { good: () => ({ answer: 500 }), wrong: () => ({ answer: 200 }) },
  // live challenges: the wrong one of each is a real session too
  'live-canary': { good: () => session(canaryLeak), wrong: () => session(canaryQuiet) },
  'live-server-info': { good: () => session(bandEdge), wrong: () => session(bandInside) },
  'live-fix-400': { good: () => session(fix400), wrong: () => session(canaryLeak) },
};
