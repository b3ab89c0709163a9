// @vitest-environment node
/**
 * The closing hostile-input property of issue 17: random nested JSON (keys drawn from what the
 * readers look for and from Object.prototype's own names: constructor, toString, valueOf,
 * __proto__, hasOwnProperty, …; numbers at and past the limits), written as the text of a
 * file, given to EVERY reader of the lab and the runner: a scenario file (bytes → text →
 * scenario, as `npm run simulate` and Explore read it), a challenge file, a progress file and
 * its replay, the goal check, the lab's saved state in localStorage, pasted commands and
 * /get_server_info JSON in the exposure checker, typed answers, and the lab worker's jobs.
 * Each either accepts or refuses with a message; none throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, parseJsonWith, parseScenario } from '../../src/engine';
import { readScenarioText } from '../../src/engine/readText';
import {
  builtinChallenges,
  BUILTIN_CHALLENGE_FILES,
  checkScenario,
  parseProgress,
  readNumber,
  validateChallenges,
  verifyProgress,
} from '../../src/lab';
import { createLabStore, LAB_STORAGE_KEY } from '../../src/store/lab';
import { checkExposure } from '../../src/tools/exposure';
import type { LabJobRequest } from '../../src/worker/labJobProtocol';
import { jobSteps } from '../../src/worker/labJobSteps';

const INHERITED = Object.getOwnPropertyNames(Object.prototype);
/** Names the readers look for (scenario, challenge, progress, server info). */
const FIELDS = [
  ...['name', 'config', 'tenants', 'requests', 'id', 'tenant', 'promptTokens', 'after'],
  ...['format', 'version', 'entries', 'challenge', 'solved', 'solution', 'scenario', 'answer'],
  ...['goal', 'predicate', 'all', 'some', 'not', 'allowed', 'keep', 'count', 'min', 'max'],
  ...['context_length', 'max_total_num_tokens', 'page_size', 'disaggregation_mode'],
  ...['state', 'progress', 'drafts', 'instructorFiles'],
];
const EDGES = [0, -1, 1, 0.5, -0, 63, 64, 65, 500, 501, 1000, 1001, LIMITS.maxTokens];
const number = fc.oneof(
  fc.constantFrom(...EDGES, LIMITS.maxTokens + 1, 2 ** 53, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const text = fc.oneof(
  fc.constantFrom('', ' ', 'a'.repeat(64), 'a'.repeat(65), 'stale-pages-lab-progress', '\u202e'),
  fc.constantFrom('make-a-leak', 'v1', 'm', 'prefill', 'decode', '<b>x</b>'),
  fc.string({ maxLength: 12 }),
);
const key = fc.oneof(fc.constantFrom(...INHERITED, ...FIELDS), fc.string({ maxLength: 6 }));

/** JSON as text, written by hand so that `__proto__` becomes an own key when it is read. */
type Json = { t: 'v'; v: unknown } | { t: 'a'; xs: Json[] } | { t: 'o'; kv: [string, Json][] };
const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(number, text, fc.boolean(), fc.constant(null)).map((v): Json => ({ t: 'v', v })),
    fc.array(tie('json'), { maxLength: 5 }).map((xs): Json => ({ t: 'a', xs })),
    fc.array(fc.tuple(key, tie('json')), { maxLength: 5 }).map((kv): Json => ({ t: 'o', kv })),
  ),
}));
const write = (j: Json): string =>
  j.t === 'v'
    ? JSON.stringify(j.v)
    : j.t === 'a'
      ? `[${j.xs.map(write).join(',')}]`
      : `{${j.kv.map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`).join(',')}}`;
const file = json.map(write);

/** Accepted, or refused with at least one message (a non-empty string), by JSON path. */
const answered = (r: { ok: boolean; problems?: { message: unknown }[] }): boolean =>
  r.ok ||
  (Array.isArray(r.problems) &&
    r.problems.length > 0 &&
    r.problems.every((p) => typeof p.message === 'string' && p.message.length > 0));

const leak = () => structuredClone(BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!);
const challenges = builtinChallenges();
const RUNS = { seed: 17, numRuns: 150 };

describe('every reader of the lab and the runner answers hostile input, never throws', () => {
  it('scenario files, from their bytes (the runner and Explore)', () => {
    fc.assert(
      fc.property(file, fc.uint8Array({ maxLength: 8 }), (t, junk) => {
        for (const bytes of [new TextEncoder().encode(t), junk]) {
          const read = readScenarioText(bytes);
          if (!read.ok) expect(read.message.length).toBeGreaterThan(0);
          else expect(answered(parseScenario(read.text))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('challenge files, whole and as each field of a real challenge', () => {
    fc.assert(
      fc.property(file, fc.constantFrom('goal', 'allowed', 'scenario', 'hints', 'id'), (t, at) => {
        const whole = parseJsonWith(t, (data) => ({
          ok: true as const,
          r: validateChallenges([{ source: 'x', data }]),
        }));
        if (whole.ok)
          expect(whole.r.problems.length + whole.r.challenges.length).toBeGreaterThan(0);
        else expect(answered(whole)).toBe(true);
        const data = { ...leak(), id: 'hostile', [at]: JSON.parse(t) as unknown };
        const r = validateChallenges([{ source: 'x', data }]);
        expect(r.problems.length > 0 || r.challenges.length === 1).toBe(true);
        for (const p of r.problems) expect(p.message.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('progress files, whole and as an entry or a solution, then replayed', () => {
    fc.assert(
      fc.property(file, fc.constantFrom('entry', 'solution', 'scenario', 'answer'), (t, at) => {
        const inner =
          at === 'entry'
            ? t
            : `{"challenge":"make-a-leak","solved":true,"solution":${
                at === 'solution' ? t : `{"${at}":${t}}`
              }}`;
        for (const text of [
          t,
          `{"format":"stale-pages-lab-progress","version":1,"entries":[${inner}]}`,
        ]) {
          const r = parseProgress(text);
          expect(answered(r)).toBe(true);
          if (r.ok)
            for (const row of verifyProgress(r.progress, challenges))
              expect(row.verified || row.reason !== '' || !row.claimed).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the goal check of a submitted scenario, for every built-in predicate challenge', () => {
    const predicates = challenges.filter((c) => 'predicate' in c.goal);
    fc.assert(
      fc.property(file, fc.constantFrom(...predicates), (t, ch) => {
        const out = checkScenario(ch, JSON.parse(t));
        expect(out.solved === false || out.problems.length === 0).toBe(true);
        for (const p of out.problems) expect(p.message.length).toBeGreaterThan(0);
      }),
      { ...RUNS, numRuns: 60 },
    );
  });

  it('the lab’s saved state in localStorage (a hostile or broken copy starts afresh)', () => {
    fc.assert(
      fc.property(file, fc.boolean(), (t, wrapped) => {
        const stored = wrapped
          ? `{"state":{"instructorFiles":[${t}],"drafts":${t}},"version":1}`
          : t;
        const storage = new Map([[LAB_STORAGE_KEY, stored]]);
        const store = createLabStore({
          get length() {
            return storage.size;
          },
          clear: () => storage.clear(),
          getItem: (k) => storage.get(k) ?? null,
          key: () => null,
          removeItem: (k) => void storage.delete(k),
          setItem: (k, v) => void storage.set(k, v),
        });
        const s = store.getState();
        expect(Array.isArray(s.progress.entries)).toBe(true);
        expect(typeof s.drafts).toBe('object');
        expect(Array.isArray(s.instructorFiles)).toBe(true);
        // the lab validates the loaded files on every visit: that must answer too
        const loaded = validateChallenges(s.instructorFiles);
        for (const p of loaded.problems) expect(p.message.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('pasted commands, log lines and /get_server_info JSON in the exposure checker', () => {
    const word = fc.oneof(
      fc.constantFrom('python', '-m', 'sglang.launch_server', 'sglang_router.launch_router'),
      fc.constantFrom('--disaggregation-mode', 'prefill', 'decode', '--pd-disaggregation'),
      fc.constantFrom('--context-length', '--max-total-tokens', '--page-size', '—context-length'),
      fc.constantFrom('–page-size', '\\', '"', "'", '=', '\n', '#', 'max_total_num_tokens='),
      number.map(String),
      text,
    );
    const line = fc.array(word, { maxLength: 12 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(fc.array(fc.oneof(line, file), { minLength: 1, maxLength: 4 }), (boxes) => {
        const r = checkExposure(boxes);
        expect(r.exposed === null || r.pairs.length > 0).toBe(true);
        for (const m of r.messages) expect(m.text.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('typed answers', () => {
    fc.assert(
      fc.property(fc.oneof(text, number.map(String), file), (t) => {
        const n = readNumber(t);
        expect(n === null || Number.isFinite(n)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the lab worker’s jobs (import, exposure, a JSON view’s text, a saved draft)', () => {
    fc.assert(
      fc.property(file, (t) => {
        const drain = (g: ReturnType<typeof jobSteps>) => {
          for (;;) {
            const r = g.next();
            if (r.done) return r.value;
          }
        };
        const jobs: LabJobRequest[] = [
          { id: 1, job: 'import', input: { text: t, challenges } },
          { id: 2, job: 'exposure', input: { boxes: [t] } },
          { id: 3, job: 'scenarioText', input: { text: t } },
          { id: 4, job: 'scenarioData', input: { data: JSON.parse(t) as unknown } },
        ];
        for (const req of jobs) expect(drain(jobSteps(req))).toBeTruthy();
      }),
      { ...RUNS, numRuns: 80 },
    );
  });

  it('sizes at the limits: requests, entries, id lengths', () => {
    const base = leak().scenario as { requests: object[] };
    const reqs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `r${i}`,
        tenant: 'm',
        promptTokens: 10,
        maxNewTokens: 1,
        arrival: 0,
        ...(i ? { after: `r${i - 1}` } : {}),
      }));
    for (const n of [LIMITS.maxRequests, LIMITS.maxRequests + 1])
      expect(answered(parseScenario(JSON.stringify({ ...base, requests: reqs(n) })))).toBe(true);
    expect(
      parseScenario(JSON.stringify({ ...base, requests: reqs(LIMITS.maxRequests + 1) })).ok,
    ).toBe(false);
    const entries = (n: number, id = (i: number) => `c${i}`) =>
      JSON.stringify({
        format: 'stale-pages-lab-progress',
        version: 1,
        entries: Array.from({ length: n }, (_, i) => ({ challenge: id(i), solved: false })),
      });
    expect(parseProgress(entries(1000)).ok).toBe(true);
    expect(parseProgress(entries(1001)).ok).toBe(false);
    expect(parseProgress(entries(1, () => 'x'.repeat(64))).ok).toBe(true);
    expect(parseProgress(entries(1, () => 'x'.repeat(65))).ok).toBe(false);
  });
});
