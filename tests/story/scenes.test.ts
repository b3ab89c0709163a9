import { describe, expect, it } from 'vitest';
import { formatNumber, t } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { stage } from '../../src/i18n/en/stage';
import { DERIVED, FACTS, factVars, modelVars, storyVars } from '../../src/story/figures';
import { builtIn, traceFor } from '../../src/story/sceneTraces';
import { SCENE_IDS, SCENES, sceneIndex } from '../../src/story/scenes';
import { outcomesOf, VARIANTS } from '../../src/story/variants';
import { calculate } from '../../src/tools/calculator';
import {
  eventAt,
  lastStepOf,
  runsLength,
  segmentAt,
  simulate,
  stateAt,
  storyRequest,
} from '../../src/engine';
import { FIX_NAMES, ROUTER_KINDS } from '../../src/engine';
// the fixes table's strings join the English dictionary with the modules that draw it
import '../../src/i18n/onDemand';

const keys = new Set(Object.keys(en));

function at(id: string) {
  const scene = SCENES[sceneIndex(id)]!;
  const { trace } = traceFor(scene.scenario, scene.switches);
  const step = scene.step(trace);
  return { scene, trace, step, event: eventAt(trace, step)!, story: storyRequest(trace) };
}

describe('the story as data', () => {
  it('has ten scenes in the outline’s order with unique ids', () => {
    expect(SCENES.map((s) => s.id)).toEqual([...SCENE_IDS]);
    expect(SCENES).toHaveLength(10);
  });

  it('names only keys that exist in the English dictionary', () => {
    for (const s of SCENES) {
      for (const k of [s.title, s.slide, ...s.body]) expect(keys.has(k), k).toBe(true);
      // notes are the deck's, whose strings include the stage dictionary
      for (const k of s.notes) expect(keys.has(k) || k in stage, k).toBe(true);
      expect(s.body.length).toBeGreaterThan(0);
    }
    for (const v of VARIANTS)
      for (const k of [v.label, v.source, v.effect]) expect(keys.has(k), k).toBe(true);
  });

  it('picks each scene’s moment by event kind', () => {
    // scene 1 opens while the decode node writes the answer, before the 200 (issue #23)
    expect(at('what-happened').event.kind).toBe('decode.step');
    expect(at('what-happened').event.requests).toContain(at('what-happened').story);
    expect(at('why-split').event.kind).toBe('prefill.send_kv_chunk');
    expect(at('why-split').event.requests).not.toContain(at('why-split').story);
    expect(at('config-gap').event.kind).toBe('router.dispatch');
    expect(at('rejection').event).toMatchObject({
      kind: 'prefill.bootstrap_add',
      data: { placeholder: true, inputLen: 1 },
    });
    expect(at('reservation').event).toMatchObject({
      kind: 'decode.transfer_success',
      data: { prefillRejected: true, tokensReceived: 1 },
    });
    const stale = at('stale-pages').event;
    expect(stale.kind === 'decode.prebuilt' && stale.data.crossTenantPages).toBeGreaterThan(0);
    expect(at('status-200').event).toMatchObject({
      kind: 'router.response',
      data: { status: 200 },
    });
    expect(at('fixes').event).toMatchObject({ kind: 'router.response', data: { status: 400 } });
    expect(at('check-your-nodes').event.kind).toBe('decode.prebuilt');
    const last = at('unknowns');
    expect(last.step).toBe(lastStepOf(last.trace));
  });

  it('focuses the story request or a leaked token of it', () => {
    const { scene, trace, story } = at('stale-pages');
    const f = scene.focus(trace);
    expect(f).toMatchObject({ kind: 'token', request: story });
    if (f?.kind === 'token') expect(trace.verdicts[story]!.output[f.token]!.from).not.toBe(story);
  });
});

describe('figures', () => {
  it('derives the facts file’s derived figures', () => {
    expect(DERIVED.maxInput).toBe(681_274);
    // the band, one way everywhere: SGLang's code (prefill limit … decode limit − 1)
    expect(DERIVED.bandStart).toBe(681_274);
    // a prompt of max_req_input_len is itself rejected (>=): the longest accepted is one less
    expect(DERIVED.longestAccepted).toBe(681_273);
    expect(DERIVED.bandEnd).toBe(1_048_569);
    expect(DERIVED.windowMax).toBe(1_048_575);
    // no pool lifts a node's limit above the window's own: the band's end is one under it
    expect(DERIVED.windowLimit).toBe(1_048_570);
    expect(DERIVED.windowLimit).toBe(DERIVED.bandEnd + 1);
    expect(DERIVED.bandWidth).toBe(367_296);
    expect(DERIVED.pressBandStart).toBe(681_281);
    expect(DERIVED.bandShare).toBeCloseTo(0.35, 2);
    expect(DERIVED.pages64).toBe(10_645);
    expect(DERIVED.pages16).toBe(42_580);
    expect(DERIVED.ratio).toBe(1.95);
    expect(DERIVED.privateMinutes).toBe(5 * 60 + 40);
    expect(DERIVED.causeMinutes).toBe(73);
    expect(FACTS.responses).toBe(155);
  });

  it('quotes SGLang’s refusal as it prints the limit, with no thousands separator', () => {
    // SGLang's message (validate_input_length, src/engine/limits.ts) prints the int as it is;
    // the page groups its own numbers
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const note = t('story.config-gap.aside', factVars(lang), lang);
      expect(note, lang).toContain(`maximum allowed length (${DERIVED.maxInput} tokens)`);
    }
  });

  it('states the same band as the calculator’s Workers AI example', () => {
    const r = calculate({
      contextLength: FACTS.contextLength,
      prefillPool: FACTS.prefillPool,
      decodePool: 1_572_864,
      pageSize: 64,
      version: '',
    });
    expect(r.prefillMax).toBe(DERIVED.bandStart);
    expect(r.exposed).toMatchObject({
      from: DERIVED.bandStart,
      to: DERIVED.bandEnd,
      count: DERIVED.bandWidth,
    });
    // any decode pool at least the window's size gives the same upper end
    for (const decodePool of [FACTS.contextLength, 2 * FACTS.contextLength, 16_777_216])
      expect(
        calculate({
          contextLength: FACTS.contextLength,
          prefillPool: FACTS.prefillPool,
          decodePool,
          pageSize: 64,
          version: '',
        }).exposed?.to,
      ).toBe(DERIVED.bandEnd);
  });

  it('takes every count of the reservation scene from the trace', () => {
    const v = modelVars(traceFor('incident').trace, 'en');
    expect(v.reservedPages).toBe(12_500);
    expect(v.writtenPages).toBe(1);
    expect(v.stalePages).toBe(12_499);
    expect(Number(v.reservedPages)).toBe(Number(v.writtenPages) + Number(v.stalePages));
  });

  it('counts the never-used pages left when the story request asked for its pages (scene 6)', () => {
    const { trace } = traceFor('incident');
    const v = modelVars(trace, 'en');
    // the decode pool's 24,576 pages less those the earlier requests wrote (6,563 + 3,751 +
    // 5,938): fewer than the 12,500 it asks for, so the staged pages are merged back and the
    // request is given the lowest-numbered pages, all last written by other tenants
    expect(v.freshPages).toBe(8_324);
    expect(Number(v.freshPages)).toBeLessThan(Number(v.reservedPages));
  });

  it('scene 1 shows the answer’s first decode step, which took one freed page', () => {
    const { trace, step, story, event } = at('what-happened');
    expect(event.kind).toBe('decode.step');
    const before = stateAt(trace, step - 1);
    const now = stateAt(trace, step);
    const pages = (s: typeof now) => s.requests[story]!.decode!.pages;
    expect(runsLength(pages(now))).toBe(runsLength(pages(before)) + 1);
    // the new page is the one past the reservation, and it held an earlier request's KV
    const added = pages(now).at(-1)![1] - 1;
    expect(segmentAt(before.decode.content, added)).not.toBeNull();
  });

  it('the band’s last length leaks only with an answer budget of 2 to bandEndBudget tokens', () => {
    // scene 3: a prompt of the band's last length passes the window check only with
    // prompt + max_new_tokens ≤ context (limits.ts exceedsTotal), and leaks only with
    // max_new_tokens ≥ 2 (scene 5: the first token is the prefill's)
    const base = builtIn('incident');
    const story = base.requests.findIndex((r) => r.tenant === 'd');
    const run = (maxNewTokens: number) => {
      const requests = base.requests.map((r, i) =>
        i === story ? { ...r, promptTokens: DERIVED.bandEnd, maxNewTokens } : r,
      );
      return simulate({ ...base, requests }).verdicts[story]!;
    };
    expect(DERIVED.bandEndBudget).toBe(7);
    expect(run(2).isolation).toBe('cross-tenant');
    expect(run(DERIVED.bandEndBudget)).toMatchObject({
      httpStatus: 200,
      isolation: 'cross-tenant',
    });
    expect(run(DERIVED.bandEndBudget + 1)).toMatchObject({ httpStatus: 400, isolation: 'clean' });
    expect(run(1).isolation).toBe('clean');
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const text = t('story.config-gap.p2b', storyVars(lang, traceFor('incident').trace), lang);
      // “at 1,048,569 tokens, only 2 to 7”, in one sentence
      const end = formatNumber(DERIVED.bandEnd, lang).replace(/[.]/g, '\\.');
      expect(text, lang).toMatch(
        new RegExp(`${end}[^.]*\\b2\\b[^.]*\\b${DERIVED.bandEndBudget}\\b`),
      );
      expect(text, lang).toContain('`max_new_tokens`');
    }
  });

  it('formats figures per locale with Intl', () => {
    expect(factVars('en').bandShare).toBe('35.0%');
    expect(factVars('fr').bandShare).toMatch(/^35,0\s%$/);
    expect(factVars('nl').bandShare).toBe('35,0%');
    expect(factVars('en').windowEnd).toBe('September 9, 2026');
    expect(factVars('fr').windowEnd).toBe('9 septembre 2026');
    expect(factVars('nl').windowEnd).toBe('9 september 2026');
    expect(factVars('en').t1322).toBe('13:22');
  });

  it('takes model figures from the incident trace', () => {
    const v = modelVars(traceFor('incident').trace, 'en');
    expect(v.storyTenant).toBe('D');
    expect(v.leakedTenants).toBe('A, B, and C');
    expect(v.stalePages).toBeGreaterThan(0);
    expect(modelVars(traceFor('incident').trace, 'fr').leakedTenants).toBe('A, B et C');
  });
});

describe('the fixes table, computed by the engine under each router', () => {
  const o = Object.fromEntries(VARIANTS.map((v) => [v.id, outcomesOf(v)]));

  it('has one row per fix switch, each with that switch alone', () => {
    for (const name of FIX_NAMES) {
      const row = VARIANTS.find((v) => v.id === name);
      expect(row, name).toBeDefined();
      expect(row!.switches).toEqual({ [name]: true });
    }
  });

  it('matches what the text says each change does, per router', () => {
    for (const r of ROUTER_KINDS) {
      expect(o.none![r]).toMatchObject({ status: 200, correct: false });
      expect(o.none![r].crossTenantPages).toBeGreaterThan(0);
      expect(o.coverageCheck![r]).toMatchObject({
        status: 500,
        correct: false,
        crossTenantPages: 0,
      });
      expect(o.notifyDecodeOnAbort![r]).toMatchObject({ status: 200, correct: false });
      expect(o.scrubOnFree![r]).toMatchObject({ status: 200, correct: false, crossTenantPages: 0 });
      expect(o.pool2x![r]).toMatchObject({ status: 200, correct: true });
      expect(o.equalPools![r]).toMatchObject({ status: 400, correct: true });
    }
    for (const id of ['rejectAtAdmission', 'retireAbortedPrefill', 'honorAbortBeforeHandoff']) {
      expect(o[id]!['sgl-router'], id).toMatchObject({
        status: 400,
        correct: true,
        crossTenantPages: 0,
      });
      expect(o[id]!.mini_lb, id).toMatchObject({
        status: 500,
        correct: false,
        crossTenantPages: 0,
      });
    }
  });

  it('names both routers wherever their outcomes differ, and says “both routers” where they agree', () => {
    for (const v of VARIANTS) {
      const text = en[v.effect];
      const differ = o[v.id]!.mini_lb.status !== o[v.id]!['sgl-router'].status;
      if (differ) {
        expect(text, v.id).toContain('`mini_lb`');
        expect(text, v.id).toContain('`sgl-router`');
      } else if (v.scenario === 'incident') expect(text, v.id).toMatch(/both routers|`sgl-router`/);
      // no row claims a status the engine does not give under that router
      for (const r of ROUTER_KINDS)
        if (!o[v.id]![r].correct) expect(o[v.id]![r].status).not.toBe(400);
    }
  });

  it('the 500 through mini_lb carries SGLang’s timeout text (no fix returns 400 there)', () => {
    expect(o.retireAbortedPrefill!.mini_lb.error).toMatch(/timed out after 300\.0s/);
    for (const v of VARIANTS)
      if (v.scenario === 'incident') expect(o[v.id]!.mini_lb.status).not.toBe(400);
  });

  it('notify-decode plus retire-aborted: mini_lb fails at once with a 500, sgl-router gives the 400', () => {
    const mini = traceFor(
      'incident',
      { retireAbortedPrefill: true, notifyDecodeOnAbort: true },
      'mini_lb',
    ).trace;
    expect(mini.verdicts[storyRequest(mini)]).toMatchObject({ httpStatus: 500, correct: false });
    expect(mini.events.some((e) => e.kind === 'decode.timeout')).toBe(false);
    const sgl = traceFor(
      'incident',
      { retireAbortedPrefill: true, notifyDecodeOnAbort: true },
      'sgl-router',
    ).trace;
    expect(sgl.verdicts[storyRequest(sgl)]).toMatchObject({ httpStatus: 400, correct: true });
  });
});
