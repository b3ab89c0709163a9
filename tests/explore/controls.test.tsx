import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn, loadScenarioText } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';
import type { AppStoreApi } from '../../src/store/store';
import { narrate } from '../../src/views/shared/narrate';
import { EventLog } from '../../src/modes/explore/EventLog';
import { FixSwitchboard } from '../../src/modes/explore/FixSwitchboard';
import { LoadProblems } from '../../src/modes/explore/LoadProblems';
import { Narration } from '../../src/views/controls/Narration';
import { PlaybackBar } from '../../src/views/controls/PlaybackBar';
import { ScenarioAbout } from '../../src/modes/explore/ScenarioAbout';
import { ScenarioPicker } from '../../src/modes/explore/ScenarioPicker';
import { Timeline } from '../../src/views/controls/Timeline';
import { onScrubSettled } from '../../src/views/controls/scrub';
import { traceOf } from '../store/helpers';
import { freshStore, provide } from '../setup/stores';
import { lastStepOf } from '../../src/engine';
import { askedNow, isPending, shownScenario, shownTrace } from '../../src/store/selectors';
import { waitFor } from '../helpers/wait';

/** Waits (polling) until no run is in flight and `check` holds. */
const settle = (check: () => void = () => {}) =>
  act(() =>
    waitFor(() => {
      if (isPending(store.getState())) throw new Error('a run is in flight');
      check();
    }),
  );

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });

beforeEach(async () => {
  store = freshStore();
  await act(() => loadBuiltIn(store, 'incident'));
});
afterEach(cleanup);

describe('playback controls', () => {
  it('has real buttons with the exact accessible names, and a Timeline slider', () => {
    mount(
      <>
        <PlaybackBar />
        <Timeline />
      </>,
    );
    for (const name of [
      'Play',
      'Previous step',
      'Next step',
      'Previous key moment',
      'Next key moment',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(slider.getAttribute('max')).toBe(String(lastStepOf(shownTrace(store.getState())!)));
  });

  it('steps, jumps to key moments, and toggles Play/Pause', () => {
    mount(
      <>
        <PlaybackBar />
        <Narration />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(store.getState().step).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next key moment' }));
    const s = store.getState();
    expect(shownTrace(s)!.events[s.step]!.key).toBe(true);
    expect(screen.getByTestId('narration').textContent).toBe(
      narrate(shownTrace(s)!.events[s.step]!, shownTrace(s)!, 'en'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(store.getState().playing).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(store.getState().playing).toBe(false);
  });

  it('moves with the slider and lists earlier steps as jump buttons', async () => {
    mount(
      <>
        <Timeline />
        <EventLog />
      </>,
    );
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    const before = store.getState().step;
    fireEvent.change(slider, { target: { value: '12' } });
    // the thumb and its step number answer in this frame; the views follow after its paint
    expect((slider as HTMLInputElement).value).toBe('12');
    expect(screen.getByText(/^Step 12 of/)).toBeTruthy();
    expect(store.getState().step).toBe(before);
    // a second input before then is the one the views get
    fireEvent.change(slider, { target: { value: '13' } });
    fireEvent.change(slider, { target: { value: '12' } });
    const seen: number[] = [];
    const stop = store.subscribe((s) => seen.push(s.step));
    await act(() => waitFor(() => expect(store.getState().step).toBe(12)));
    stop();
    expect(seen).toEqual([12]);
    expect((slider as HTMLInputElement).value).toBe('12');
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(13);
    expect(items[12]!.getAttribute('aria-current')).toBe('step');
    const jumps = store.getState().jumps;
    fireEvent.click(items[3]!);
    expect(store.getState().step).toBe(3);
    expect(store.getState().jumps).toBe(jumps + 1);
  });
});

describe('scenario picker and switchboard', () => {
  it('lists the built-ins by name and loads the one picked', async () => {
    mount(<ScenarioPicker />);
    const select = screen.getByRole('combobox', { name: 'Scenario' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(builtIn('incident')!.name);
    expect(options).toContain(builtIn('pool-2x')!.name);
    fireEvent.change(select, { target: { value: 'pool-2x' } });
    await settle(() =>
      expect(shownTrace(store.getState())?.scenario.name).toBe(builtIn('pool-2x')!.name),
    );
    expect(askedNow(store.getState())?.name).toBe('pool-2x');
  });

  it('has the five switches, labelled in words, that re-run and keep the step', async () => {
    mount(<FixSwitchboard />);
    for (const name of [
      'Reject at admission',
      'Retire aborted prefill',
      'Coverage check',
      'Notify decode on abort',
      'Scrub on free',
    ])
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    act(() => store.getState().setStep(60));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reject at admission' }));
    await settle(() =>
      expect(shownTrace(store.getState())?.scenario.config.fixes.rejectAtAdmission).toBe(true),
    );
    expect(shownScenario(store.getState())?.config.fixes.rejectAtAdmission).toBe(true);
    expect(store.getState().step).toBe(60);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Reject at admission' });
    expect(box.checked).toBe(true);
  });

  it('shows an inline message for an invalid pool size and does not re-run', async () => {
    mount(<FixSwitchboard />);
    const trace = shownTrace(store.getState());
    const input = screen.getByRole('spinbutton', { name: 'Page size (tokens)' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    await settle(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toMatch(/Not applied: .*pageSize.*between 1 and/);
    expect(shownTrace(store.getState())).toBe(trace);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toMatch(/whole number/);
  });
});

describe('scenario files', () => {
  it('lists the problems inline and keeps the scenario', async () => {
    mount(<LoadProblems />);
    await act(() => loadScenarioText(store, '{"name": 3}', 'broken.json'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('broken.json');
    expect(alert.textContent).toContain('$.name');
    expect(askedNow(store.getState())?.name).toBe('incident');
  });

  it('renders markup from a file as plain text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const scenario = structuredClone(builtIn('incident')!);
    scenario.name = evil;
    scenario.description = evil;
    const { container } = mount(
      <>
        <ScenarioPicker />
        <ScenarioAbout />
      </>,
    );
    await act(() => loadScenarioText(store, JSON.stringify(scenario), 'evil.json'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain(evil);
  });
});

describe('timeline marks', () => {
  it('draws every key moment as a tick in at most three paths, the selected request’s taller', async () => {
    const { container } = mount(<Timeline />);
    const trace = shownTrace(store.getState())!;
    const selected = store.getState().selected!;
    const last = lastStepOf(trace);
    // the positions of the key moments (0 to 1000 along the track), worked out here from the
    // trace's events; a tick is where its step is to within one unit, the resolution the
    // timeline draws at (0.1 % of the track): a tick a few steps off still fails
    const at = (mine: boolean) =>
      trace.events
        .filter((e) => e.key && e.requests.includes(selected) === mine)
        .map((e) => (e.step / last) * 1000);
    await waitFor(() =>
      expect(container.querySelectorAll('.timeline__marks path').length).toBeGreaterThan(0),
    );
    const paths = [...container.querySelectorAll('.timeline__marks path')];
    expect(paths.length).toBeLessThanOrEqual(3);
    expect(container.querySelectorAll('.timeline__marks *').length).toBe(paths.length);
    const ticks = (p: Element) =>
      [...(p.getAttribute('d') ?? '').matchAll(/M([\d.]+) (\d+)V10/g)].map((m) => ({
        x: Number(m[1]),
        top: Number(m[2]),
      }));
    const all = paths.flatMap(ticks);
    const tall = all.filter((t) => t.top === 0).map((t) => t.x);
    const short = all.filter((t) => t.top > 0).map((t) => t.x);
    const near = (xs: number[], x: number) => xs.some((y) => Math.abs(x - y) <= 1);
    for (const x of at(true)) expect(near(tall, x), `a tall tick at ${x}`).toBe(true);
    for (const x of tall) expect(near(at(true), x), `the tall tick at ${x} is mine`).toBe(true);
    for (const x of at(false)) expect(near(short, x) || near(tall, x), `a tick at ${x}`).toBe(true);
  });
});

describe('event log rows', () => {
  it('keep keyboard focus on the step that was chosen when the log scrolls to it', async () => {
    const last = lastStepOf(shownTrace(store.getState())!);
    act(() => store.getState().setStep(last));
    mount(<EventLog />);
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    // a row some way above the current one, still in the rendered window after the jump
    const target = buttons[buttons.length - 6]!;
    const step = target.querySelector('.eventlog__step')!.textContent;
    target.focus();
    act(() => target.click());
    await settle(() => expect(String(store.getState().step)).toBe(step));
    expect(document.activeElement?.querySelector('.eventlog__step')?.textContent).toBe(step);
    expect(document.activeElement?.getAttribute('aria-current')).toBe('step');
  });
});

describe('a pending scrub', () => {
  /** Resolves once the next asked step has landed or been dropped (./scrub.ts). */
  const scrubSettled = () =>
    act(
      () =>
        new Promise<void>((resolve) => {
          const off = onScrubSettled(store, () => {
            off();
            resolve();
          });
        }),
    );

  it('is dropped when something else moves the step first', async () => {
    mount(<Timeline />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Timeline' });
    fireEvent.change(slider, { target: { value: '20' } });
    // until it lands the thumb's step is read out without the store's (older) event label
    expect(slider.getAttribute('aria-valuetext')).toBe(`Step 20 of ${slider.max}`);
    const settled = scrubSettled();
    act(() => store.getState().setStep(5));
    await settled;
    expect(store.getState().step).toBe(5);
    expect(slider.value).toBe('5');
  });

  it('is dropped when a new trace arrives before it lands', async () => {
    mount(<Timeline />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Timeline' });
    const settled = scrubSettled();
    fireEvent.change(slider, { target: { value: '30' } });
    const before = shownTrace(store.getState());
    act(() => store.getState().setTrace('pool-2x', builtIn('pool-2x')!, traceOf('pool-2x')));
    expect(shownTrace(store.getState())).not.toBe(before);
    const opened = store.getState().step;
    await settled;
    expect(store.getState().step).toBe(opened);
    expect(slider.value).toBe(String(opened));
  });
});
