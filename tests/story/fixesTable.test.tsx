/**
 * The fixes scene's table: one row per change, each router's computed outcome side by side,
 * grouped by what the engine says the change does alone.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTER_KINDS, storyRequest } from '../../src/engine';
import { formatNumber, t } from '../../src/i18n';
import { FixesTable } from '../../src/views/figures/FixesTable';
import { fixRows } from '../../src/story/figureData';
import { factVars } from '../../src/story/figures';
import { exposureOf, FIX_GROUPS, groupOf, type FixGroup } from '../../src/story/fixGroups';
import { traceFor } from '../../src/story/sceneTraces';
import { outcomesOf, VARIANTS } from '../../src/story/variants';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(cleanup);

const show = () =>
  mount(
    <FixesTable groups={fixRows()} vars={factVars('en')} active={null} onShow={() => undefined} />,
  );

/**
 * Each change's group and exposed prompt lengths (per router: mini_lb, sgl-router), written
 * here by hand rather than computed with the helpers under test. The incident's band is every
 * prompt the prefill node's pool rejects and the 1,048,576-token window admits:
 * 1,048,576 − 681,280 = 367,296 lengths (facts/incident.md: "35.0% of the window").
 */
const EXPECTED: Record<string, { group: FixGroup; exposed: [number, number] }> = {
  // the four that keep the rejected prompt's pages from being read: no exposure at all
  rejectAtAdmission: { group: 'stops', exposed: [0, 0] },
  retireAbortedPrefill: { group: 'stops', exposed: [0, 0] },
  honorAbortBeforeHandoff: { group: 'stops', exposed: [0, 0] },
  coverageCheck: { group: 'stops', exposed: [0, 0] },
  // decode is told of the abort, but the stale pages are read all the same
  notifyDecodeOnAbort: { group: 'nothing', exposed: [367_296, 367_296] },
  // the pages are zeroed when freed: what is read is no one's
  scrubOnFree: { group: 'stops', exposed: [0, 0] },
  // a prefill pool of 786,432 tokens: 1,048,576 − 786,432 = 262,144 lengths still exposed
  poolBelowWindow: { group: 'narrows', exposed: [262_144, 262_144] },
  // a prefill pool larger than the window, or a decode pool as small as prefill's: no band
  pool2x: { group: 'stops', exposed: [0, 0] },
  equalPools: { group: 'stops', exposed: [0, 0] },
};

describe('FixesTable', () => {
  it('groups every change by what it does alone, with the prompt lengths it leaves exposed', () => {
    const changes = VARIANTS.filter((w) => w.id !== 'none');
    expect(changes.map((v) => v.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const v of changes) {
      const want = EXPECTED[v.id]!;
      expect(groupOf(v), v.id).toBe(want.group);
      const e = exposureOf(v);
      expect(
        ROUTER_KINDS.map((r) => e[r].exposedLengths),
        v.id,
      ).toEqual(want.exposed);
    }
    // the deployment as it was leaves the whole band exposed under both routers
    const none = exposureOf(VARIANTS.find((w) => w.id === 'none')!);
    expect(ROUTER_KINDS.map((r) => none[r].exposedLengths)).toEqual([367_296, 367_296]);
    // the table has something under each of its three headings
    const seen = new Set(Object.values(EXPECTED).map((x) => x.group));
    expect([...seen].sort()).toEqual([...FIX_GROUPS].sort());
  });

  it('shows each change once, under its group’s heading, after the deployment as it was', () => {
    const { container } = show();
    const groups = [...container.querySelectorAll('section[data-group]')];
    expect(groups.map((g) => g.getAttribute('data-group'))).toEqual(['baseline', ...FIX_GROUPS]);
    for (const g of groups) {
      const name = g.getAttribute('data-group')!;
      expect(within(g as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
        t(`story.fix.group.${name}` as never),
      );
      for (const row of g.querySelectorAll('tbody[data-variant]')) {
        const v = VARIANTS.find((w) => w.id === row.getAttribute('data-variant'))!;
        expect(name === 'baseline' ? 'baseline' : groupOf(v)).toBe(name);
        // the source is kept on every row
        expect(row.querySelector('.sp-fix-source')!.textContent.length).toBeGreaterThan(3);
      }
    }
    const ids = [...container.querySelectorAll('tbody[data-variant]')].map((r) =>
      r.getAttribute('data-variant'),
    );
    expect([...ids].sort()).toEqual(VARIANTS.map((v) => v.id).sort());
  });

  it('shows both routers’ status, pages, verdict and exposed lengths from the engine', () => {
    const { container } = show();
    for (const v of VARIANTS) {
      const row = container.querySelector(`tbody[data-variant="${v.id}"]`) as HTMLElement;
      const o = outcomesOf(v);
      const e = exposureOf(v);
      for (const r of ROUTER_KINDS) {
        const { trace } = traceFor(v.scenario, v.switches, r, v.tweak);
        const verdict = trace.verdicts[storyRequest(trace)]!;
        expect(o[r].status).toBe(verdict.httpStatus);
        const cell = (kind: string) =>
          row.querySelector(`tr[data-router="${r}"] td[data-row="${kind}"]`)!.textContent;
        expect(cell('status')).toBe(String(verdict.httpStatus));
        expect(cell('stale')).toBe(formatNumber(verdict.pageCounts.crossTenant, 'en'));
        expect(cell('output')).toContain(
          verdict.correct ? t('story.fix.pass') : t('story.fix.fail'),
        );
        expect(cell('exposed')).toBe(formatNumber(e[r].exposedLengths, 'en'));
      }
    }
  });

  it('defines “Correct answer” so that it holds for every row it marks correct (en, fr, nl)', () => {
    // the statuses of the answers the table marks correct in the group whose rule defines the
    // column: a 400 (the fixes through sgl-router) and a 200 (the pool at about 2× the window)
    const correct = new Set<number>();
    for (const v of VARIANTS.filter((w) => w.id !== 'none' && groupOf(w) === 'stops'))
      for (const r of ROUTER_KINDS) {
        const { trace } = traceFor(v.scenario, v.switches, r, v.tweak);
        const verdict = trace.verdicts[storyRequest(trace)]!;
        if (verdict.correct) correct.add(verdict.httpStatus);
      }
    expect([...correct].sort()).toEqual([200, 400]);
    // the definition names each of them (it once read “an error instead of a 200”)
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const rule = t('story.fix.group.stops.rule', factVars(lang), lang);
      for (const status of correct)
        expect(rule, `${lang}: ${status}`).toMatch(new RegExp(`\\b${status}\\b`));
    }
  });

  it('shows a fix whose status depends on the router (reject at admission: 400 and 500)', () => {
    const { container } = show();
    const row = container.querySelector('tbody[data-variant="rejectAtAdmission"]')!;
    const statuses = ROUTER_KINDS.map(
      (r) => row.querySelector(`tr[data-router="${r}"] td[data-row="status"]`)!.textContent,
    );
    expect(new Set(statuses).size).toBe(2);
  });

  it('says who ends the decode request under “Reject at admission”: the router (en, fr, nl)', () => {
    const v = VARIANTS.find((w) => w.id === 'rejectAtAdmission')!;
    const eventsOf = (router: (typeof ROUTER_KINDS)[number]) => {
      const { trace } = traceFor(v.scenario, v.switches, router, v.tweak);
      const i = storyRequest(trace);
      return trace.events.filter((e) => e.requests.includes(i));
    };
    for (const r of ROUTER_KINDS) {
      const mine = eventsOf(r);
      // under both routers the prefill node retires it at the door and tells the decode nothing
      expect(mine.find((e) => e.kind === 'prefill.retire_at_admission')).toMatchObject({
        data: { notified: false },
      });
    }
    // sgl-router relays the prefill's 400 and drops its decode request (#29017): in the engine
    // the decode node has not taken it in yet, so it reserves nothing
    const sgl = eventsOf('sgl-router');
    expect(sgl.find((e) => e.kind === 'router.response')).toMatchObject({
      data: { status: 400, from: 'prefill' },
    });
    expect(sgl.filter((e) => e.node === 'decode')).toEqual([]);
    // mini_lb waits for the decode node, which reserves the prompt's pages and times out
    const mini = eventsOf('mini_lb').map((e) => e.kind);
    expect(mini).toContain('decode.prealloc');
    expect(mini).toContain('decode.timeout');
    // the text names the router's change that ends the decode request (it once read “is not
    // told”, then “cancels the decode request”, without saying who cancels)
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const text = t('story.fix.rejectAtAdmission.effect', factVars(lang), lang);
      expect(text, lang).toContain('#29017');
    }
  });

  it('reuses the scene’s run for the scenario’s own router (no second run of the same thing)', () => {
    const own = traceFor('incident');
    const router = own.scenario.config.router;
    expect(traceFor('incident', {}, router)).toBe(own);
  });
});
