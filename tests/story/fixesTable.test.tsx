/**
 * The fixes scene's table: one row per change, each router's computed outcome side by side,
 * grouped by what the engine says the change does alone.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTER_KINDS, simulate, storyRequest } from '../../src/engine';
import { formatNumber, t } from '../../src/i18n';
import { FixesTable } from '../../src/views/figures/FixesTable';
import { fixRows } from '../../src/story/figureData';
import { factVars } from '../../src/story/figures';
import { exposureOf, FIX_GROUPS, groupOf, type FixGroup } from '../../src/story/fixGroups';
import { traceFor } from '../../src/story/sceneTraces';
import { calculate } from '../../src/tools/calculator';
import { outcomesOf, VARIANTS, type Variant } from '../../src/story/variants';

afterEach(cleanup);

const show = () =>
  render(
    <FixesTable groups={fixRows()} vars={factVars('en')} active={null} onShow={() => undefined} />,
  );

/**
 * The grouping re-derived here from independent engine runs (fresh `simulate`, not the cache):
 * a change stops the leak when no prompt in its configuration's exposed band reads another
 * tenant's pages under either router; changes nothing when every verdict matches the deployment.
 */
function independentGroup(v: Variant): FixGroup {
  const verdicts = (w: Variant) =>
    ROUTER_KINDS.map((r) => {
      const { scenario } = traceFor(w.scenario, w.switches, r, w.tweak);
      const c = scenario.config;
      const band = calculate({
        contextLength: c.contextLength,
        prefillPool: c.prefill.poolTokens,
        decodePool: c.decode.poolTokens,
        pageSize: c.pageSize,
        version: '',
      }).exposed;
      const trace = simulate(scenario);
      const verdict = trace.verdicts[storyRequest(trace)]!;
      let cross = verdict.pageCounts.crossTenant;
      const prompt = scenario.requests[verdict.request]!.promptTokens;
      if (band && (prompt < band.from || prompt > band.to)) {
        const probe = simulate({
          ...scenario,
          requests: scenario.requests.map((q, i) =>
            i === verdict.request ? { ...q, promptTokens: band.from } : q,
          ),
        });
        cross = probe.verdicts[storyRequest(probe)]!.pageCounts.crossTenant;
      }
      const exposed = band && cross > 0 ? band.count : 0;
      return [verdict.httpStatus, verdict.pageCounts.crossTenant, verdict.correct, exposed];
    });
  const mine = verdicts(v);
  if (mine.every((x) => x[3] === 0)) return 'stops';
  const base = verdicts(VARIANTS.find((w) => w.id === 'none')!);
  if (JSON.stringify(mine) === JSON.stringify(base)) return 'nothing';
  return 'narrows';
}

describe('FixesTable', () => {
  it('groups every change as the engine’s own verdicts say', () => {
    const seen = new Set<FixGroup>();
    for (const v of VARIANTS.filter((w) => w.id !== 'none')) {
      const g = groupOf(v);
      expect(g, v.id).toBe(independentGroup(v));
      seen.add(g);
    }
    // the table has something under each of its three headings
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

  it('shows a fix whose status depends on the router (reject at admission: 400 and 500)', () => {
    const { container } = show();
    const row = container.querySelector('tbody[data-variant="rejectAtAdmission"]')!;
    const statuses = ROUTER_KINDS.map(
      (r) => row.querySelector(`tr[data-router="${r}"] td[data-row="status"]`)!.textContent,
    );
    expect(new Set(statuses).size).toBe(2);
  });

  it('reuses the scene’s run for the scenario’s own router (no second run of the same thing)', () => {
    const own = traceFor('incident');
    const router = own.scenario.config.router;
    expect(traceFor('incident', {}, router)).toBe(own);
  });
});
