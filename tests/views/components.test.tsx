import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lastStepOf, simulate, type Scenario } from '../../src/engine';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';
import { PoolView } from '../../src/views/pools/PoolView';
import { QueuesView } from '../../src/views/queues/QueuesView';
import { ResponsePanel } from '../../src/views/response/ResponsePanel';
import { TopologyView } from '../../src/views/topology/TopologyView';
import { loadScenario, stepOf } from './helpers';

function load(s: Scenario, step?: number) {
  const trace = simulate(s);
  act(() => {
    store.getState().setTrace('incident', s, trace);
    store.getState().setStep(step ?? lastStepOf(trace));
  });
  return trace;
}

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});
afterEach(cleanup);

describe('ResponsePanel', () => {
  it('shows 200, the failing output check and the leaked tenants by name', () => {
    load(loadScenario('incident'));
    mount(<ResponsePanel />);
    expect(screen.getByTestId('http-status').textContent).toBe('200');
    expect(screen.getByTestId('output-check').textContent).toMatch(/Output check.*fails/i);
    expect(screen.getByTestId('output-check').dataset.result).toBe('fail');
    expect(screen.getByTestId('isolation-verdict').textContent).toBe(
      'Cross-tenant: holds data from Tenant A, Tenant B, Tenant C',
    );
    // leaked tokens are buttons that say where they came from
    const leaked = screen.getAllByRole('button', { name: /leaked from Tenant A, request a1/ });
    expect(leaked.length).toBeGreaterThan(0);
  });

  it('with no request chosen, the picker says so instead of showing the first request', () => {
    load(loadScenario('incident'));
    act(() => store.getState().select(null));
    mount(<ResponsePanel />);
    const pick = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Request' });
    expect(pick.selectedOptions[0]?.textContent).toBe('— choose a request —');
    expect(screen.getByText('No request selected.')).toBeTruthy();
  });

  it('says "waiting for response" before the response exists', () => {
    const s = loadScenario('incident');
    const trace = simulate(s);
    load(s, stepOf(trace, 'decode.prebuilt', 'd1'));
    mount(<ResponsePanel />);
    expect(screen.getByTestId('http-status').textContent).toBe('—');
    expect(screen.getAllByText('waiting for response').length).toBeGreaterThan(0);
    expect(screen.getByTestId('output-check').dataset.result).toBe('pending');
  });

  it('with reject at admission: 400, output check passes, isolated', () => {
    load(loadScenario('incident-fixed'));
    mount(<ResponsePanel />);
    expect(screen.getByTestId('http-status').textContent).toBe('400');
    expect(screen.getByTestId('output-check').dataset.result).toBe('pass');
    expect(screen.getByTestId('isolation-verdict').textContent).toMatch(/^Isolated/);
  });

  it('renders tenant names and prompt texts as text, never as markup', () => {
    const s = loadScenario('incident');
    const evil = '<img src=x onerror=alert(1)>';
    const scenario: Scenario = {
      ...s,
      tenants: s.tenants.map((t, i) => (i === 0 ? { ...t, name: evil } : t)),
      requests: s.requests.map((r, i) => (i === 0 ? { ...r, text: `${evil} secret` } : r)),
    };
    load(scenario);
    const { container } = mount(
      <>
        <ResponsePanel />
        <QueuesView node="decode" />
        <TopologyView />
        <PoolView node="decode" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('isolation-verdict').textContent).toContain(evil);
    expect(container.textContent).toContain(evil);
  });
});

describe('QueuesView', () => {
  it('at the decisive step shows the checks made and the one never asked', () => {
    const s = loadScenario('incident');
    const trace = simulate(s);
    load(s, stepOf(trace, 'decode.transfer_success', 'd1'));
    mount(<QueuesView node="decode" />);
    const check = screen.getByTestId('decisive-check-decode');
    expect(check.textContent).toContain('transfer KVPoll.Success?');
    expect(check.textContent).toContain('bootstrap_room matches?');
    expect(check.textContent).toContain('was the request rejected?');
    expect(check.textContent).toContain('never asked');
  });

  it('a card is a button that selects and focuses its request', () => {
    load(loadScenario('incident'));
    mount(<QueuesView node="decode" />);
    const lane = screen.getByText('done').closest('section')!;
    const card = within(lane).getByRole('button', { name: /^a1 Tenant A/ });
    fireEvent.click(card);
    expect(store.getState().selected).toBe(0);
    expect(store.getState().focus).toEqual({ kind: 'request', request: 0 });
    expect(card.dataset.lit).toBe('true');
  });
});

describe('QueuesView cards reused across a seek', () => {
  it('leaving a card that now shows another request clears the highlight it set', () => {
    const s = loadScenario('incident');
    const trace = simulate(s);
    load(s, 0);
    mount(<QueuesView node="decode" />);
    // a lane whose first card holds one request at one step and another at a later step
    const firstIn = (lane: string) =>
      document.querySelector<HTMLElement>(`.qv-lane[data-queue="${lane}"] .qv-card`);
    const seen = new Map<string, { step: number; request: number }>();
    let found: { lane: string; from: number; to: number } | null = null;
    for (let step = 0; step < trace.stepCount && !found; step++) {
      act(() => store.getState().setStep(step));
      for (const el of document.querySelectorAll<HTMLElement>('.qv-lane')) {
        const c = firstIn(el.dataset.queue!);
        if (!c) continue;
        const r = Number(c.dataset.request);
        const before = seen.get(el.dataset.queue!);
        if (before && before.request !== r)
          found = { lane: el.dataset.queue!, from: before.step, to: step };
        else if (!before) seen.set(el.dataset.queue!, { step, request: r });
      }
    }
    expect(found).not.toBeNull();
    act(() => store.getState().setStep(found!.from));
    const first = firstIn(found!.lane)!;
    const lit = Number(first.dataset.request);
    fireEvent.mouseEnter(first);
    expect(store.getState().focus).toEqual({ kind: 'request', request: lit });
    // a seek while the pointer rests on it: the same element now holds another request
    act(() => store.getState().setStep(found!.to));
    expect(firstIn(found!.lane)).toBe(first);
    expect(Number(first.dataset.request)).not.toBe(lit);
    fireEvent.mouseLeave(first);
    expect(store.getState().focus).toBeNull();
  });
});

describe('linked highlighting', () => {
  it('hovering a leaked token lights the card of the request that wrote it', () => {
    load(loadScenario('incident'));
    mount(
      <>
        <ResponsePanel />
        <QueuesView node="decode" />
      </>,
    );
    const token = screen.getAllByRole('button', { name: /leaked from Tenant B, request b1/ })[0]!;
    fireEvent.mouseEnter(token);
    expect(store.getState().focus?.kind).toBe('token');
    const b1 = document.querySelector('.qv-card[data-request="1"]') as HTMLElement;
    expect(b1.dataset.lit).toBe('true');
    expect(token.dataset.lit).toBe('true');
    fireEvent.mouseLeave(token);
    expect(store.getState().focus).toBeNull();
  });
});

describe('TopologyView and PoolView', () => {
  it('topology names where each request is', () => {
    load(loadScenario('incident'));
    mount(<TopologyView />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('d1 at Response.');
  });

  it('pool: legend counts and the text alternative (canvas unavailable in jsdom)', async () => {
    const s = loadScenario('incident');
    const trace = simulate(s);
    load(s, stepOf(trace, 'decode.prebuilt', 'd1'));
    const { container } = mount(<PoolView node="decode" />);
    await screen.findByTestId('legend-sum');
    const reserved = container.querySelector('.pv-legend-item[data-state="reserved"]')!;
    // 12,500 reserved by _pre_alloc, one written by the placeholder
    expect(reserved.textContent).toContain('12,499');
    // the five exclusive states add up to the pool; the leak overlay is listed apart
    expect(screen.getByTestId('legend-sum').textContent).toContain('24,576 pages');
    expect(container.querySelector('.pv-legend-overlays [data-state="leak"]')).not.toBeNull();
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toContain(
      'Decode pool: 24,576 pages.',
    );
    const map = screen.getByRole('application');
    fireEvent.keyDown(map, { key: '+' });
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    fireEvent.keyDown(map, { key: '0' });
    expect(screen.getByRole('button', { name: /Zoom in/ })).toBeTruthy();
  });

  it('pool: the canvas appears when a trace arrives after an empty first render', async () => {
    act(() => {
      store.setState({ display: null, step: 0 });
    });
    const { container } = mount(<PoolView node="prefill" />);
    expect(container.querySelector('.pv-empty')).not.toBeNull();
    expect(container.querySelector('.pv-host')).toBeNull();
    load(loadScenario('incident'), 0);
    const host = container.querySelector('.pv-host');
    expect(host).not.toBeNull();
    // the canvas core is loaded on demand, then creates its <canvas> inside the host
    await waitFor(() => expect(host!.querySelector('canvas')).not.toBeNull());
    // back to no trace: the host goes and the core is destroyed with it; a new trace makes a new one
    act(() => {
      store.setState({ display: null, step: 0 });
    });
    expect(container.querySelector('canvas')).toBeNull();
    load(loadScenario('incident'), 0);
    await waitFor(() => expect(container.querySelectorAll('.pv-host canvas').length).toBe(1));
  });
});
