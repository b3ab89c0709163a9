/**
 * The exposure checker panel shows what the checker decides (jsdom has no Worker: the lab job
 * runs the same steps on the main thread): the release and its fix, each outcome over the band
 * with its lengths (the operator's D6b, operator.md §1), a cap that leaves the verdict open, in
 * English and in Dutch.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import { ExposurePanel } from '../../src/modes/lab/ExposurePanel';
import type { LabStoreApi } from '../../src/store/lab';
import type { AppStoreApi } from '../../src/store/store';
import { freshLabStore, freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
let lab: LabStoreApi;
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});
afterEach(() => {
  cleanup();
  setLang('en');
});

const kimi = (mode: string, pool: number | null) =>
  `python -m sglang.launch_server --disaggregation-mode ${mode} --context-length 524288 --max-total-tokens 500000 --page-size 128` +
  (pool ? `\nmax_total_num_tokens=${pool}, context_len=524288` : '');
const MINI_LB =
  'python -m sglang_router.launch_router --pd-disaggregation --mini-lb --prefill http://p:30000 --decode http://d:30000';

async function check(boxes: string[], button = 'Check', label = 'Box') {
  boxes.forEach((value, i) =>
    fireEvent.change(screen.getByLabelText(`${label} ${i + 1}`), { target: { value } }),
  );
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByTestId('exposure-verdict');
}

describe('the exposure checker panel', { timeout: 30_000 }, () => {
  it('shows each outcome over the whole band with its lengths (D6b: 200 cross-tenant, then 500 at the top)', async () => {
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    const verdict = await check([kimi('prefill', 412160), kimi('decode', 498944), MINI_LB]);
    expect(verdict.textContent).toMatch(/^Exposed/);
    const outcome = screen.getByTestId('exposure-outcome').textContent ?? '';
    expect(outcome).toMatch(/Under mini_lb, for a request of max_new_tokens 16/);
    expect(outcome).toMatch(
      /412,154 to 498,432 tokens \(86,279 lengths\): HTTP 200, isolation cross-tenant/,
    );
    expect(outcome).toMatch(/498,433 to 498,937 tokens \(505 lengths\): HTTP 500/);
    expect(screen.getByTestId('exposure-release').textContent).toMatch(/release not given/);
  });

  it('says "No verdict yet" when only caps give the pools (D6a), and names the fixed release (0.5.22)', async () => {
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    expect(
      (await check([kimi('prefill', null), kimi('decode', null), MINI_LB])).textContent,
    ).toMatch(/No verdict yet/);
    expect(screen.getAllByTestId('exposure-cap')).toHaveLength(2);
    const info = (mode: string, pool: number) =>
      JSON.stringify({
        disaggregation_mode: mode,
        context_length: 524288,
        page_size: 128,
        max_total_num_tokens: pool,
        version: '0.5.22',
      });
    const fixed = await check([info('prefill', 412160), info('decode', 498944), MINI_LB]);
    expect(fixed.textContent).toMatch(/^Fixed release/);
    expect(screen.getByTestId('exposure-release').textContent).toMatch(
      /SGLang 0\.5\.22, 0\.5\.22: a fixed release.*since v0\.5\.20/,
    );
  });

  it('in Dutch', async () => {
    await loadLabDict('nl');
    setLang('nl');
    render(<ExposurePanel />, { wrapper: provide(store, lab) });
    await check([kimi('prefill', 412160), kimi('decode', 498944), MINI_LB], 'Controleren', 'Vak');
    expect(screen.getByTestId('exposure-outcome').textContent).toMatch(
      /Met mini_lb, voor een verzoek met max_new_tokens 16, over de hele band/,
    );
  });
});
