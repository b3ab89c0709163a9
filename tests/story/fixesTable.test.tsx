/** The fixes scene's table: one row per change, each router's computed outcome side by side. */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTER_KINDS } from '../../src/engine';
import { t } from '../../src/i18n';
import { FixesTable } from '../../src/modes/explainer/FixesTable';
import { factVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/scenarios';
import { outcomesOf, VARIANTS } from '../../src/story/variants';
import { storyRequest } from '../../src/store/store';

afterEach(cleanup);

describe('FixesTable', () => {
  it('shows every row with both routers’ status, pages and verdict from the engine', () => {
    const { container } = render(
      <FixesTable vars={factVars('en')} active={null} onShow={() => undefined} />,
    );
    const rows = container.querySelectorAll('li[data-variant]');
    expect([...rows].map((r) => r.getAttribute('data-variant'))).toEqual(VARIANTS.map((v) => v.id));
    for (const v of VARIANTS) {
      const row = container.querySelector(`li[data-variant="${v.id}"]`) as HTMLElement;
      const heads = within(row).getAllByRole('columnheader');
      expect(heads.map((h) => h.textContent)).toEqual([...ROUTER_KINDS]);
      for (const h of heads) expect(h.querySelector('code')).not.toBeNull();
      const o = outcomesOf(v);
      for (const r of ROUTER_KINDS) {
        // an independent run of the engine under that router
        const { trace } = traceFor(v.scenario, v.switches, r);
        const verdict = trace.verdicts[storyRequest(trace)]!;
        expect(o[r].status).toBe(verdict.httpStatus);
        const cell = (kind: string) =>
          row.querySelector(`tr[data-row="${kind}"] td[data-router="${r}"]`)!.textContent;
        expect(cell('status')).toBe(String(verdict.httpStatus));
        expect(cell('stale')).toBe(t('story.fix.pages', { n: verdict.pageCounts.crossTenant }));
        expect(cell('output')).toContain(
          verdict.correct ? t('story.fix.pass') : t('story.fix.fail'),
        );
      }
    }
  });

  it('shows a fix whose status depends on the router (reject at admission: 400 and 500)', () => {
    const { container } = render(
      <FixesTable vars={factVars('en')} active={null} onShow={() => undefined} />,
    );
    const row = container.querySelector('li[data-variant="rejectAtAdmission"]')!;
    const statuses = ROUTER_KINDS.map(
      (r) => row.querySelector(`tr[data-row="status"] td[data-router="${r}"]`)!.textContent,
    );
    expect(new Set(statuses).size).toBe(2);
  });
});
