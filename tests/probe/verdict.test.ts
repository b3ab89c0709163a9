// @vitest-environment node
/** The probe's prompts, oracles and verdicts, and the loopback rule. */
import { describe, expect, it } from 'vitest';
import {
  answerShape,
  formatReport,
  isLocal,
  judge,
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

const out = (role: Outcome['role'], status: number, answer: string | null = null): Outcome => ({
  role,
  tenant: role === 'canary' ? 'A' : 'B',
  index: 0,
  promptTokens: role === 'band' ? 2300 : 1700,
  status,
  answer,
  error: status === 200 ? null : 'error',
  ms: 5,
  timedOut: false,
});
const canary = out('canary', 200, 'Note');
const control = out('control', 200, `${w.control} ${w.control}`);

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
    expect(v.why).not.toMatch(/says little/);
  });

  it("notes B's own stale words, and a control that was wrong too", () => {
    const v = judge(exposed, w, [
      canary,
      out('band', 200, w.control),
      out('control', 200, 'something'),
    ]);
    expect(v.why).toMatch(/B's own earlier words/);
    expect(v.why).toMatch(/says little/);
  });

  it('fixed on 400, and on another error without text (the status oracle reports the code)', () => {
    expect(judge(exposed, w, [canary, out('band', 400), control])).toMatchObject({
      verdict: 'fixed',
      exit: 0,
    });
    const v = judge(exposed, w, [canary, out('band', 500), control]);
    expect(v.verdict).toBe('fixed');
    expect(v.oracles?.status.pass).toBe(false);
    expect(v.why).toMatch(/got 500, not 400/);
  });

  it('not exposed when the figures give no band and the edge prompt is refused', () => {
    expect(judge(figs(8192, 8192), w, [canary, out('band', 400), control]).verdict).toBe(
      'not exposed',
    );
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
    expect(judge(exposed, w, [canary, out('band', 400), out('control', 400)]).why).toMatch(
      /control prompt/,
    );
    expect(judge(exposed, w, [out('canary', 503), out('band', 400), control]).why).toMatch(
      /canary prompt/,
    );
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
  it("shows control characters and bidi overrides in the target's answers escaped", () => {
    const band = out('band', 200, `\u001b]0;owned\u0007 \u202e${w.canaries[0]}`);
    const v = judge(exposed, w, [canary, band, control]);
    const text = formatReport({
      ...v,
      url: 'u',
      keys: [],
      figures: exposed,
      plan: { requests: [], totalTokens: 0, inBand: true },
      requests: [band],
    });
    expect(text).toContain('\\u001b]0;owned\\u0007');
    expect(text).toContain('\\u202e');
    for (const c of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(c);
  });
});
