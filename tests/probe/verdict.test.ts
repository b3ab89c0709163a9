// @vitest-environment node
/** The probe's prompts, oracles and verdicts, and the loopback rule. */
import { describe, expect, it } from 'vitest';
import {
  answerShape,
  buildProbeReport,
  formatReport,
  isLocal,
  judge,
  makePlan,
  render,
  resolveFigures,
  sizePrompt,
  wordsFor,
  type Figures,
  type Outcome,
} from '../../src/tools/probe';

const w = wordsFor('0a1b2c3d');

function figs(prefill: number, decode: number): Figures {
  const info = (mode: string, pool: number) =>
    JSON.stringify({ context_length: 4096, disaggregation_mode: mode, max_total_num_tokens: pool });
  const r = resolveFigures(
    [
      { text: info('prefill', prefill), source: 'p' },
      { text: info('decode', decode), source: 'd' },
    ],
    {},
  );
  if (!r.ok) throw new Error(r.why.join());
  return r.figures;
}
const exposed = figs(2048, 8192);

const out = (
  role: Outcome['role'],
  status: number,
  answer: string | null = null,
  error: string | null = status === 200 ? null : 'error',
): Outcome => ({
  role,
  tenant: role === 'canary' ? 'A' : 'B',
  index: 0,
  promptTokens: role === 'band' ? 2300 : 1700,
  status,
  answer,
  error,
  ms: 5,
  timedOut: false,
});
const canary = out('canary', 200, `Note 1 ${w.canaries[0]}`);
const control = out('control', 200, `${w.control} ${w.control}`);
/** SGLang's 400 as sgl-router relays it (validate_input_length's text inside the gateway's). */
const original400 = (n = 2300): Outcome => ({
  ...out(
    'band',
    400,
    null,
    `Prefill server error (400 Bad Request): {"error":{"message":"Input length (${n} tokens) exceeds the maximum allowed length (2042 tokens). Use a shorter input or enable --allow-auto-truncate."}}`,
  ),
  promptTokens: n,
});

describe('verdict', () => {
  it('vulnerable when the band answer carries a canary', () => {
    const v = judge(exposed, w, [canary, out('band', 200, `⟨0⟩ ${w.canaries[3]}`), control]);
    expect(v).toMatchObject({ verdict: 'vulnerable', exit: 1 });
    expect(v.oracles?.output.canaries).toEqual([w.canaries[3]]);
    expect(v.why).toMatch(/carries tenant A's canary words/);
  });

  it('vulnerable, saying no canary leaked, when the band answer is 200 and wrong', () => {
    const v = judge(exposed, w, [canary, out('band', 200, '⟨0⟩ ∅ ∅'), control]);
    expect(v.verdict).toBe('vulnerable');
    expect(v.why).toMatch(/status oracle fails\); no canary of tenant A was found/);
  });

  it("notes B's own stale words, and a control that was wrong too", () => {
    const v = judge(exposed, w, [
      canary,
      out('band', 200, w.control),
      out('control', 200, 'something'),
    ]);
    expect(v.why).toMatch(/B's own earlier words/);
    expect(v.why).toMatch(/control's answer was not right either/);
  });

  it("fixed only on SGLang's 400 with its length error at every band length, and right answers", () => {
    const v = judge(exposed, w, [canary, original400(2100), original400(3000), control]);
    expect(v).toMatchObject({ verdict: 'fixed', exit: 0 });
    expect(v.oracles?.status.pass).toBe(true);
    expect(v.why).toMatch(/2,100, 3,000 tokens/);
  });

  // issue 34 point 2: any other status was "fixed" (exit 0) before
  for (const status of [401, 404, 408, 413, 429, 500, 502, 503])
    it(`a band prompt that gets ${status} is inconclusive, naming ${status}`, () => {
      const v = judge(exposed, w, [canary, original400(), out('band', status), control]);
      expect(v).toMatchObject({ verdict: 'inconclusive', exit: 3 });
      expect(v.why).toContain(`got ${status}, not SGLang's 400`);
      expect(v.oracles?.status).toMatchObject({ got: status, pass: false });
    });

  it("a 400 without SGLang's length error, or with the context check's, is inconclusive", () => {
    const other = judge(exposed, w, [canary, out('band', 400, null, 'Invalid request'), control]);
    expect(other.verdict).toBe('inconclusive');
    expect(other.why).toMatch(/not SGLang's length error/);
    const ctx = out(
      'band',
      400,
      null,
      "The input (2300 tokens) is longer than the model's context length (4096 tokens).",
    );
    expect(judge(exposed, w, [canary, ctx, control]).why).toMatch(
      /context check, not the pool limit/,
    );
  });

  it('a control or a canary with 200 and a wrong answer is vulnerable, whatever the figures', () => {
    const noBand = figs(8192, 8192);
    const edge = out(
      'band',
      400,
      null,
      "Requested token count exceeds the model's maximum context length of 4096 tokens.",
    );
    const wrongControl = judge(noBand, w, [canary, edge, out('control', 200, '⟨0⟩ ∅ ∅')]);
    expect(wrongControl).toMatchObject({ verdict: 'vulnerable', exit: 1 });
    expect(wrongControl.why).toMatch(/control prompt .* got 200 with a wrong answer/);
    const wrongCanary = judge(noBand, w, [out('canary', 200, '⟨0⟩'), edge, control]);
    expect(wrongCanary).toMatchObject({ verdict: 'vulnerable', exit: 1 });
    expect(wrongCanary.why).toMatch(/canary prompt 1 of tenant A .* wrong answer/);
  });

  it("not exposed when the figures give no band and the edge prompt gets SGLang's 400", () => {
    const edge = out(
      'band',
      400,
      null,
      'Input length (8186 tokens) exceeds the maximum allowed length (4090 tokens).',
    );
    expect(judge(figs(8192, 8192), w, [canary, edge, control]).verdict).toBe('not exposed');
  });

  it('inconclusive: a timeout, a right answer with 200, a failed control or canary', () => {
    const t = { ...out('band', 0), timedOut: true, ms: 900 };
    expect(judge(exposed, w, [canary, t, control])).toMatchObject({
      verdict: 'inconclusive',
      exit: 3,
    });
    expect(judge(exposed, w, [canary, out('band', 200, w.band), control]).why).toMatch(
      /right answer/,
    );
    expect(judge(exposed, w, [canary, original400(), out('control', 400)]).why).toMatch(
      /control prompt/,
    );
    expect(judge(exposed, w, [out('canary', 503), original400(), control]).why).toMatch(
      /canary prompt/,
    );
  });
});

describe('plan', () => {
  it('several lengths across the band, and canaries and control the decode admits (512 reserved)', () => {
    const p = makePlan(exposed);
    if ('error' in p) throw new Error(p.error);
    const bands = p.requests.filter((r) => r.role === 'band').map((r) => r.target);
    expect(bands.length).toBe(3);
    expect(new Set(bands).size).toBe(3);
    // equal pools: every prompt that must be answered fits the decode's pool with 512 in reserve
    const eq = makePlan(figs(4096, 4096));
    if ('error' in eq) throw new Error(eq.error);
    for (const r of eq.requests.filter((q) => q.role !== 'band'))
      expect(r.hi + r.maxNewTokens + 512).toBeLessThanOrEqual(4096);
  });
});

describe('prompts', () => {
  it('sizes a prompt into its range with a linear tokenizer', async () => {
    const measure = (t: string) => Promise.resolve(3 + 2 * (t.split(w.band).length - 1));
    const r = await sizePrompt(answerShape(w.band), 1001, 990, 1010, measure);
    expect(r.ok && r.prompt.tokens).toBeGreaterThanOrEqual(990);
    expect(r.ok && r.prompt.tokens).toBeLessThanOrEqual(1010);
  });

  it('gives up on a tokenizer that does not grow with the text', async () => {
    const r = await sizePrompt(answerShape(w.band), 1000, 990, 1010, () => Promise.resolve(7));
    expect(r.ok).toBe(false);
  });

  it("B's prompt ends with the question and holds its own word only", () => {
    const text = render(answerShape(w.control), 3);
    expect(text).toMatch(/Reply with that word only\.$/);
    expect(text.split(w.control).length - 1).toBe(3);
    expect(() => wordsFor('not hex')).toThrow();
  });
});

describe('target', () => {
  it('loopback and own addresses are this machine; others are not', () => {
    // a name (localhost too) only once resolved: tests/probe/target.test.ts
    for (const u of ['http://127.0.0.1:1', 'http://[::1]:3'])
      expect(isLocal(new URL(u), [])).toBe(true);
    expect(isLocal(new URL('http://10.0.0.5:30000'), ['10.0.0.5'])).toBe(true);
    expect(isLocal(new URL('http://10.0.0.6:30000'), ['10.0.0.5'])).toBe(false);
    expect(isLocal(new URL('http://127.evil.example:30000'), [])).toBe(false);
  });
});

describe('report', () => {
  it("shows control characters and bidi overrides in the target's answers escaped (--show-answers)", () => {
    const band = out('band', 200, `\u001b]0;owned\u0007 \u202e${w.canaries[0]}`);
    const v = judge(exposed, w, [canary, band, control]);
    const run = {
      tool: { name: 'probe', version: '0' },
      startedAt: '2026-01-01T00:00:00.000Z',
      endedAt: '2026-01-01T00:00:01.000Z',
      url: 'u',
      keys: [],
      sglangVersions: { prefill: null, decode: null },
      pair: null,
      // the text is in the report only when asked for (--show-answers)
      showAnswers: true,
      canaryWords: w.canaries,
      sha256: () => 'h',
    };
    const text = formatReport(buildProbeReport(run, null, v, [band]));
    expect(text).toContain('\\u001b]0;owned\\u0007');
    expect(text).toContain('\\u202e');
    for (const c of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(c);
  });
});
