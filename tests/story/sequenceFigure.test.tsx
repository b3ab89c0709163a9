/** Scenes 4–5's sequence diagram: rows, fields and missing-check marks read from the trace. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang, t } from '../../src/i18n';
import { SequenceFigure } from '../../src/views/figures/SequenceFigure';
import { sequenceRows } from '../../src/views/figures/sequenceModel';
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

afterEach(() => {
  cleanup();
});

describe('scenes 4–5: the sequence diagram', () => {
  it('follows the story request through router, prefill and decode, in trace order', () => {
    const rows = sequenceRows(traceFor('incident').trace);
    expect(rows.map((r) => r.kind)).toEqual([
      'router.dispatch',
      'prefill.reject',
      'prefill.bootstrap_add',
      'decode.prealloc_add',
      'decode.prealloc',
      'prefill.forward',
      'prefill.send_kv_chunk',
      'prefill.transfer_success',
      'decode.transfer_success',
      'decode.prebuilt',
      'router.response',
    ]);
    const steps = rows.map((r) => r.step);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    const at = (k: string) => rows.find((r) => r.kind === k)!;
    // the request's own fields, from the trace
    expect(at('prefill.reject').card).toMatchObject({
      placeholder: true,
      inputLen: 1,
      toFinish: 'FINISH_ABORT(400, BadRequestError)',
      finishedReason: null,
    });
    // prefill.py @000c2b94: to_finish stays set after Success and is never read (ignored)
    expect(at('prefill.transfer_success').card).toMatchObject({
      toFinish: 'FINISH_ABORT(400, BadRequestError)',
      finishedReason: 'FINISH_LENGTH(0)',
      kvPoll: 'Success',
    });
    expect(at('decode.prealloc').card).toMatchObject({ inputLen: 800_000, placeholder: false });
    expect(at('decode.prealloc').vars.pages).toBe(12_500);
    expect(at('decode.transfer_success').vars).toMatchObject({ tokens: 1, fill: 800_000 });
    // the three missing checks, where the trace shows them
    expect(rows.filter((r) => r.mark).map((r) => [r.kind, r.mark])).toEqual([
      ['prefill.bootstrap_add', 'admission'],
      ['prefill.transfer_success', 'handoff'],
      ['decode.transfer_success', 'coverage'],
    ]);
  });

  it('has no missing-check mark once the checks exist (the marks come from the trace)', () => {
    const marks = (fixes: object) =>
      sequenceRows(traceFor('incident', fixes).trace)
        .filter((r) => r.mark)
        .map((r) => r.mark);
    // the admission check alone: the placeholder never reaches the queue
    expect(marks({ rejectAtAdmission: true })).toEqual([]);
    // the handoff check: admission still lets the placeholder in, nothing is sent
    expect(marks({ honorAbortBeforeHandoff: true })).toEqual(['admission']);
  });

  it('renders a row per event with its fields and marks, in every language', () => {
    expect(SCENES[sceneIndex('reservation')]!.extras).toContain('sequence');
    for (const lang of ['en', 'fr', 'nl'] as const) {
      act(() => setLang(lang));
      const vars = storyVars(lang, traceFor('incident').trace);
      mount(<SequenceFigure trace={traceFor('incident').trace} vars={vars} />);
      const fig = screen.getByTestId('sequence-figure');
      expect(fig.querySelectorAll('.sp-seq-rows > li')).toHaveLength(11);
      expect(fig.querySelectorAll('.sp-seq-mark')).toHaveLength(3);
      expect(fig.querySelectorAll('.sp-seq-arrow')).toHaveLength(4);
      expect(fig.textContent).toContain('FINISH_LENGTH(0)');
      expect(fig.textContent).toContain(t('story.seq.lane.decode'));
      expect(fig.textContent).not.toMatch(/\{\w+\}/);
      // the value that changes at Success is marked, not by colour alone
      const success = fig.querySelector('li[data-kind="prefill.transfer_success"]')!;
      const changed = [...success.querySelectorAll('[data-changed="true"] .sp-seq-value')];
      expect(changed.map((c) => c.textContent)).toEqual(['FINISH_LENGTH(0)', 'KVPoll.Success']);
      cleanup();
    }
  });
});
