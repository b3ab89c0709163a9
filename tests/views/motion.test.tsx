import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';

/** A MediaQueryList whose `matches` the test flips, firing `change`. */
function fakeQuery() {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  return {
    list,
    listeners,
    set(on: boolean) {
      list.matches = on;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('useReducedMotion', () => {
  it('makes one MediaQueryList, lazily, and follows its change event', async () => {
    const q = fakeQuery();
    const matchMedia = vi.fn(() => q.list);
    vi.stubGlobal('matchMedia', matchMedia);
    vi.resetModules();
    const { useReducedMotion, prefersReducedMotion } =
      await import('../../src/views/shared/motion');
    expect(matchMedia).not.toHaveBeenCalled();
    function Probe() {
      return <span data-testid="m">{String(useReducedMotion())}</span>;
    }
    const { getAllByTestId, rerender } = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    rerender(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(getAllByTestId('m').map((e) => e.textContent)).toEqual(['false', 'false']);
    act(() => q.set(true));
    expect(getAllByTestId('m').map((e) => e.textContent)).toEqual(['true', 'true']);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    cleanup();
    expect(q.listeners.size).toBe(0);
  });
});
