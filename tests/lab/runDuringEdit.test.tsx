/**
 * Bug A: an edit made while a lab Run computes used to cancel the Run (the edit's goal check
 * stopped the lab worker's job in flight) and show "The engine could not run this scenario.",
 * recording neither the solve nor the attempt. A check never cancels a Run now: the Run lands
 * and its solve is recorded. A stand-in Worker answers through the lab worker's own handler
 * after a delay, so the edit arrives while the Run is in the worker.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lab as en } from '../../src/i18n/en/lab';
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

const REPLY_MS = 50;

class SlowWorker {
  onmessage: ((e: MessageEvent<LabReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private ended = false;
  postMessage(req: LabRequest): void {
    const copy = structuredClone(req);
    setTimeout(() => {
      if (this.ended) return;
      const out: LabReply[] = [];
      handleLab(copy, (m) => out.push(m));
      for (const m of out) if (!this.ended) this.onmessage?.({ data: m } as MessageEvent<LabReply>);
    }, REPLY_MS);
  }
  terminate(): void {
    this.ended = true;
  }
}

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  vi.stubGlobal('Worker', SlowWorker);
  resetLanes();
  store = freshStore();
  lab = freshLabStore();
});
afterEach(() => {
  cleanup();
  resetLanes();
  vi.unstubAllGlobals();
});

describe('an edit while a lab Run computes (bug A)', { timeout: 30_000 }, () => {
  it('does not cancel the Run: it lands and its solve is recorded', async () => {
    const ch = challenge('make-a-leak');
    mount(<Workbench challenge={ch} />);
    const m1 = screen.getByRole('group', { name: 'Request m1' });
    const prompt = within(m1).getByLabelText('Prompt (tokens)');
    fireEvent.change(prompt, { target: { value: '800000' } });
    await screen.findByText(/^Every part holds/, {}, { timeout: 10_000 });

    // Run, then edit at once: the edit's goal check starts while the Run is in the worker
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      await Promise.resolve();
      fireEvent.change(prompt, { target: { value: '800001' } });
      await Promise.resolve();
    });
    await screen.findByText(/^✓ Solved|The engine could not run/, {}, { timeout: 10_000 });
    expect(screen.queryByText(en['lab.wb.runFailed'])).toBeNull();
    expect(entryOf(lab.getState().progress, ch.id)?.solved).toBe(true);
  });
});
