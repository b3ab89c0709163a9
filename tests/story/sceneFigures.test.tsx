/** Scene 5's fields figure and the scenario banner (scene 9 announces its switch). */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { FieldsFigure } from '../../src/views/figures/FieldsFigure';
import { KvPageFigure } from '../../src/views/figures/KvPageFigure';
import { fieldsColumns } from '../../src/views/figures/fieldsModel';
import { ScenarioBanner } from '../../src/modes/explainer/ScenarioBanner';
import { showScene } from '../../src/story/drive';
import { storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';
import { SCENES, sceneIndex } from '../../src/story/scenes';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});
afterEach(cleanup);

describe('scene 5: the pending 400 ignored at Success', () => {
  it('reads the request’s fields either side of Success from the trace', () => {
    const cols = fieldsColumns(traceFor('incident').trace)!;
    const [before, after, decode] = cols.map((c) => c.card);
    expect(cols.map((c) => c.kind)).toEqual([
      'prefill.send_kv_chunk',
      'prefill.transfer_success',
      'decode.transfer_success',
    ]);
    expect(before).toMatchObject({
      placeholder: true,
      inputLen: 1,
      toFinish: 'FINISH_ABORT(400, BadRequestError)',
      finishedReason: null,
      kvPoll: 'Transferring',
    });
    // prefill.py @000c2b94: to_finish is left set and never read again (ignored, not overwritten)
    expect(after).toMatchObject({
      toFinish: 'FINISH_ABORT(400, BadRequestError)',
      finishedReason: 'FINISH_LENGTH(0)',
      kvPoll: 'Success',
    });
    expect(decode).toMatchObject({ inputLen: 800_000, finishedReason: null, kvPoll: 'Success' });
  });

  it('draws them as a table and marks what changed (not by colour alone)', () => {
    const vars = storyVars('en', traceFor('incident').trace);
    mount(<FieldsFigure trace={traceFor('incident').trace} vars={vars} />);
    const fig = screen.getByTestId('fields-figure');
    const changed = [...fig.querySelectorAll('td[data-changed="true"]')];
    const rows = changed.map((td) => td.parentElement!.querySelector('th')!.textContent);
    expect(rows).toEqual(['finished_reason', 'KVPoll']);
    for (const td of changed) expect(td.textContent).toContain('changed');
    expect(fig.textContent).toContain('FINISH_LENGTH(0)');
    expect(fig.textContent).toContain('FINISH_ABORT(400, BadRequestError)');
    expect(fig.textContent).toContain('800,000');
    expect(fig.querySelector('caption')!.textContent).toContain('d1');
  });
});

describe('the scenario banner', () => {
  it('scene 9 says the view switched scenario, with the new figures from the trace', () => {
    const scene = SCENES[sceneIndex('check-your-nodes')]!;
    act(() => showScene(store, scene));
    mount(<ScenarioBanner scene={scene} />);
    const b = screen.getByTestId('scenario-banner');
    expect(b.dataset.switched).toBe('true');
    expect(b.dataset.scenario).toBe('issue-30233');
    const { trace } = traceFor('issue-30233');
    expect(b.textContent).toContain(t('story.scn.switched'));
    expect(b.textContent).toContain('r1 and r2');
    expect(b.textContent).toContain('284,928');
    expect(b.textContent).toContain(`${trace.stepCount - 1} steps`);
  });

  it('a scene on the same scenario as the one before is not flagged', () => {
    const scene = SCENES[sceneIndex('stale-pages')]!;
    act(() => showScene(store, scene));
    mount(<ScenarioBanner scene={scene} />);
    expect(screen.getByTestId('scenario-banner').dataset.switched).toBe('false');
  });

  it('scene 9’s text announces the switch first, before the live view on a phone', () => {
    const scene = SCENES[sceneIndex('check-your-nodes')]!;
    expect(scene.body[0]).toBe('story.check-your-nodes.p0');
    const vars = storyVars('en', traceFor('incident').trace);
    const text = t(scene.body[0]!, vars);
    expect(text).toContain('switches scenario');
    expect(text).toContain('r1 and r2');
  });
});

describe('scene 2: what a KV page holds', () => {
  it('shows token ids, key and value vectors per layer, and pages of page_size tokens: numbers', () => {
    const vars = storyVars('en', traceFor('incident').trace);
    mount(<KvPageFigure vars={vars} />);
    const fig = screen.getByTestId('kv-page-figure');
    const ids = [...fig.querySelectorAll('.sp-kv-ids code')].map((c) => c.textContent);
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(id).toMatch(/^[\d,]+$/);
    expect(fig.querySelectorAll('.sp-kv-k')).toHaveLength(4);
    expect(fig.querySelectorAll('.sp-kv-v')).toHaveLength(4);
    for (const v of fig.querySelectorAll('.sp-kv-table td code'))
      expect(v.textContent).toMatch(/^\[(−?-?\d\.\d+|-?\d), /);
    // the scenario's page size, and page ranges that follow from it
    expect(vars.pageSize).toBe(64);
    expect(fig.textContent).toContain('page 2: tokens 65–128');
    expect(SCENES[sceneIndex('why-split')]!.extras).toEqual(['kvPage']);
    // same numbers on every render (seeded)
    const first = fig.textContent;
    cleanup();
    mount(<KvPageFigure vars={vars} />);
    expect(screen.getByTestId('kv-page-figure').textContent).toBe(first);
  });
});
