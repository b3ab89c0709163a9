/**
 * The leak finder ends its Web Worker when a search finishes, fails or is replaced (its lane
 * ends the worker when idle, src/worker/leakClient.ts): a stand-in Worker counts the live ones.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeakFinder } from '../../src/modes/lab/LeakFinder';
import type { LeakReply } from '../../src/worker/leakProtocol';
import { scenarioWith } from '../store/helpers';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';
import { resetLanes } from '../../src/worker/lane';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

const live = new Set<FakeWorker>();

class FakeWorker {
  onmessage: ((e: MessageEvent<LeakReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    live.add(this);
  }
  postMessage(): void {}
  terminate(): void {
    live.delete(this);
  }
  reply(m: LeakReply): void {
    act(() => this.onmessage?.({ data: m } as MessageEvent<LeakReply>));
  }
}

beforeEach(() => {
  // the lanes are module state shared with the other files of this thread: start from none
  resetLanes();
  vi.stubGlobal('Worker', FakeWorker);
  live.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leak finder ends its workers', () => {
  it('terminates the worker once it reports a result or an error', async () => {
    const s = scenarioWith('incident');
    mount(<LeakFinder config={s.config} tenants={s.tenants} onOpen={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    expect(live.size).toBe(1);
    [...live][0]!.reply({ kind: 'result', result: { kind: 'none', runs: 300, seed: 42 } });
    expect(await screen.findByTestId('leak-none')).toBeTruthy();
    expect(live.size).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    expect(live.size).toBe(1);
    [...live][0]!.reply({ kind: 'error', message: 'boom' });
    expect(await screen.findByText('boom')).toBeTruthy();
    expect(live.size).toBe(0);
  });

  it('terminates a running search when the panel goes away', () => {
    const s = scenarioWith('incident');
    const view = mount(<LeakFinder config={s.config} tenants={s.tenants} onOpen={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find a leak' }));
    expect(live.size).toBe(1);
    view.unmount();
    expect(live.size).toBe(0);
  });
});
