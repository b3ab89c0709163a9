/**
 * Issue 7 on screen: the router choice, which router the topology shows, whose answer the
 * client got, model wording flagged, and the model's own labels in plain words.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIX_NAMES,
  lastStepOf,
  NO_FIXES,
  ROUTER_KINDS,
  simulate,
  stateAt,
  type Fixes,
  type RouterKind,
} from '../../src/engine';
import { t } from '../../src/i18n';
import { answerOf } from '../../src/tools/answer';
import { FIX_OUTCOME_LIMITS, fixOutcomes } from '../../src/tools/fixOutcomes';
import { loadBuiltIn } from '../../src/store/actions';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { FixSwitchboard } from '../../src/modes/explore/FixSwitchboard';
import { QueuesView } from '../../src/views/queues/QueuesView';
import { ResponsePanel } from '../../src/views/response/ResponsePanel';
import { responseModel } from '../../src/views/response/responseModel';
import { TopologyView } from '../../src/views/topology/TopologyView';
import { freshStore, provide } from '../setup/stores';
import { loadScenario } from './helpers';
import { askedNow, shownScenario } from '../../src/store/selectors';

function show(fixes: Partial<Fixes>, router: RouterKind) {
  const base = loadScenario('incident');
  const s = {
    ...base,
    config: { ...base.config, router, fixes: { ...base.config.fixes, ...fixes } },
  };
  const trace = simulate(s);
  act(() => {
    store.getState().setTrace('incident', s, trace);
    store.getState().setStep(trace.stepCount - 1);
    store.getState().select(3);
  });
  return trace;
}

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});
afterEach(cleanup);

describe('the router choice in the switchboard', () => {
  it('offers both routers in code font, checks the running one, and re-runs on a change', async () => {
    await act(async () => {
      await loadBuiltIn(store, 'incident');
    });
    mount(<FixSwitchboard />);
    const group = screen.getByRole('group', { name: t('explore.router.title') });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([...ROUTER_KINDS]);
    for (const r of ROUTER_KINDS) expect(within(group).getByText(r).tagName).toBe('CODE');
    const own = askedNow(store.getState())!.config.router;
    const other = ROUTER_KINDS.find((r) => r !== own)!;
    expect(
      (radios.find((r) => (r as HTMLInputElement).value === own) as HTMLInputElement).checked,
    ).toBe(true);
    act(() => {
      fireEvent.click(radios.find((r) => (r as HTMLInputElement).value === other)!);
    });
    await waitFor(() => expect(shownScenario(store.getState())?.config.router).toBe(other));
  });

  it('has one switch per fix, #38704’s halves apart, labelled in plain words (no code font)', async () => {
    await act(async () => {
      await loadBuiltIn(store, 'incident');
    });
    const { container } = mount(<FixSwitchboard />);
    for (const n of FIX_NAMES) {
      const box = container.querySelector(`#fix-${n}`);
      expect(box, n).not.toBeNull();
      const label = container.querySelector(`label[for="fix-${n}"]`)!;
      expect(label.querySelector('code'), n).toBeNull();
      expect(label.textContent).not.toBe(n);
    }
  });
});

describe('each fix alone under each router, side by side in the switchboard', () => {
  it('shows the status the engine gives for the selected request', async () => {
    await act(async () => {
      await loadBuiltIn(store, 'incident');
    });
    act(() => store.getState().select(3));
    mount(<FixSwitchboard />);
    const scenario = shownScenario(store.getState())!;
    for (const fix of FIX_NAMES) {
      const line = await screen.findByTestId(`fix-outcome-${fix}`);
      expect(line.textContent).toContain('d1');
      for (const router of ROUTER_KINDS) {
        const direct = simulate({
          ...scenario,
          config: { ...scenario.config, router, fixes: { ...NO_FIXES, [fix]: true } },
        }).verdicts[3]!;
        const cell = line.querySelector(`[data-router="${router}"]`)!;
        expect(cell.getAttribute('data-status'), `${fix} ${router}`).toBe(
          String(direct.httpStatus),
        );
        expect(cell.querySelector('code')?.textContent).toBe(router);
      }
    }
    // reject at admission: the two routers answer differently
    const rej = screen.getByTestId('fix-outcome-rejectAtAdmission');
    const statuses = ROUTER_KINDS.map((r) =>
      rej.querySelector(`[data-router="${r}"]`)!.getAttribute('data-status'),
    );
    expect(new Set(statuses).size).toBe(2);
  });

  it('skips scenarios too large to run a dozen more times in the page', () => {
    const base = loadScenario('incident');
    const big = {
      ...base,
      requests: Array.from({ length: FIX_OUTCOME_LIMITS.requests + 1 }, (_, i) => ({
        ...base.requests[0]!,
        id: `r${i}`,
      })),
    };
    expect(fixOutcomes(big)).toBeNull();
  });
});

describe('the topology names the router that runs', () => {
  it.each(ROUTER_KINDS)('%s', (router) => {
    show({}, router);
    const { container } = mount(<TopologyView />);
    const box = container.querySelector('[data-box="router"]')!;
    expect(box.getAttribute('data-router')).toBe(router);
    expect(box.textContent).toContain(router);
  });
});

describe('the response says whose answer the client got', () => {
  it('sgl-router relays the prefill’s 400; the panel says so and shows both nodes', () => {
    const trace = show({ rejectAtAdmission: true }, 'sgl-router');
    mount(<ResponsePanel />);
    const from = screen.getByTestId('answer-from');
    expect(from.dataset.from).toBe('prefill');
    expect(from.dataset.router).toBe('sgl-router');
    expect(within(from).getByText('sgl-router').tagName).toBe('CODE');
    const a = answerOf(trace, 3)!;
    expect(from.textContent).toContain(String(a.prefillStatus));
    expect(screen.getByTestId('http-status').textContent).toBe(
      String(trace.verdicts[3]!.httpStatus),
    );
    expect(screen.queryByTestId('model-wording')).toBeNull();
  });

  it('mini_lb passes on the decode node’s 500 (SGLang’s timeout text: no model-wording note)', () => {
    const trace = show({ rejectAtAdmission: true }, 'mini_lb');
    mount(<ResponsePanel />);
    const from = screen.getByTestId('answer-from');
    expect(from.dataset.from).toBe('decode');
    expect(from.textContent).toContain('mini_lb');
    expect(from.textContent).toContain(String(answerOf(trace, 3)!.decodeStatus));
    expect(screen.queryByTestId('model-wording')).toBeNull();
  });

  it('flags the coverage refusal’s text as the model’s wording', () => {
    show({ coverageCheck: true }, 'mini_lb');
    mount(<ResponsePanel />);
    expect(screen.getByTestId('model-wording').textContent).toBe(t('views.resp.modelWording'));
  });

  it('nothing before the router has answered', () => {
    const trace = show({}, 'mini_lb');
    const e = trace.events.find((x) => x.kind === 'decode.prebuilt' && x.requests[0] === 3)!;
    expect(responseModel(trace, stateAt(trace, e.step), 3)!.answer).toBeNull();
    expect(responseModel(trace, stateAt(trace, lastStepOf(trace)), 3)!.answer).not.toBeNull();
  });

  it('the first token is said to come from the prefill', () => {
    show({}, 'sgl-router');
    const { container } = mount(<ResponsePanel />);
    const first = container.querySelector('.rp-token')!;
    expect(first.getAttribute('title')).toBe(t('views.resp.tokenPrefillPlaceholder'));
  });
});

describe('queues: SGLang’s queue names in code font, the model’s "done" lane in plain words', () => {
  it('decode node', () => {
    show({}, 'sgl-router');
    const { container } = mount(<QueuesView node="decode" />);
    for (const title of container.querySelectorAll('.qv-lane-title')) {
      const lane = title.closest('[data-queue]')!.getAttribute('data-queue');
      const code = title.querySelector('code');
      if (lane === 'done') {
        expect(code).toBeNull();
        expect(title.textContent).toContain(t('views.queues.done'));
      } else expect(code?.textContent).toBe(lane);
    }
  });
});
