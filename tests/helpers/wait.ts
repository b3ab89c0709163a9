/**
 * `vi.waitFor` bounded for a loaded 2-core machine: it returns as soon as the state holds, so a
 * longer bound costs nothing when the state comes (Vitest's default gives up after 1 s).
 */
import { vi } from 'vitest';

export const waitFor = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 15_000, interval: 20 });
