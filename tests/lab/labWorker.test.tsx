/**
 * The workbench runs the engine only in the lab's worker (issue 16 point 4, issue 17 point 3):
 * no engine run on the main thread on an edit or on Run, and a Run costs the engine runs of
 * one goal check (its trace is the check's own run), not a check here plus a run there. A
 * stand-in Worker drives the worker's own handler, counting the engine runs made inside it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workbench } from '../../src/modes/lab/Workbench';
import { entryOf } from '../../src/store/lab';
import { handleLab } from '../../src/worker/labHandle';
import type { LabReply, LabRequest } from '../../src/worker/labProtocol';
import { resetLanes } from '../../src/worker/lane';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import { challenge } from './solutions';
import { shownTrace } from '../../src/store/selectors';

const runs = vi.hoisted(() => ({ main: 0, worker: 0, inWorker: false }));

vi.mock('../../src/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/engine')>();
  return {
    ...engine,
    simulate: (...args: Parameters<typeof engine.simulate>) => {
      if (runs.inWorker) runs.worker++;
      else runs.main++;
      return engine.simulate(...args);
    },
  };
});

class FakeWorker {
  onmessage: ((e: MessageEvent<LabReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private ended = false;
  postMessage(req: LabRequest): void {
    setTimeout(() => {
      if (this.ended) return;
      const out: LabReply[] = [];
      runs.inWorker = true;
      try {
        handleLab(structuredClone(req), (m) => out.push(m));
      } finally {
        runs.inWorker = false;
      }
      for (const m of out) if (!this.ended) this.onmessage?.({ data: m } as MessageEvent<LabReply>);
    }, 0);
  }
  terminate(): void {
    this.ended = true;
  }
}

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  resetLanes();
  store = freshStore();
  lab = freshLabStore();
  Object.assign(runs, { main: 0, worker: 0, inWorker: false });
});
afterEach(() => {
  cleanup();
  resetLanes();
  vi.unstubAllGlobals();
});

describe('the workbench runs the engine in the lab’s worker only', { timeout: 30_000 }, () => {
  it('checks every edit and runs a solve there, once, and shows the run’s trace', async () => {
    const ch = challenge('make-a-leak');
    mount(<Workbench challenge={ch} />);
    await screen.findByText('Checked on the scenario as you edit it.', {}, { timeout: 10_000 });
    const perCheck = runs.worker;
    expect(perCheck).toBeGreaterThan(0);

    const m1 = screen.getByRole('group', { name: 'Request m1' });
    fireEvent.change(within(m1).getByLabelText('Prompt (tokens)'), {
      target: { value: '800000' },
    });
    await screen.findByText(/^Every part holds/, {}, { timeout: 10_000 });
    const beforeRun = runs.worker;

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      await Promise.resolve();
    });
    await screen.findByText(/^✓ Solved/, {}, { timeout: 10_000 });
    await waitFor(() => expect(store.getState().display?.asked?.name).toBe(`lab:${ch.id}`));
    expect(
      shownTrace(store.getState())!.scenario.requests.find((r) => r.id === 'm1'),
    ).toMatchObject({
      promptTokens: 800000,
    });
    expect(entryOf(lab.getState().progress, ch.id)?.solved).toBe(true);

    // not one engine run on this thread; the Run cost one goal check's runs, no more
    expect(runs.main).toBe(0);
    expect(runs.worker - beforeRun).toBe(perCheck);
  });
});
