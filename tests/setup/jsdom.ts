// jsdom has no canvas: make getContext return null quietly instead of logging "Not implemented".
// Guarded so files that opt into `@vitest-environment node` can share this setup.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    writable: true,
    value: () => null,
  });
}

// French and Dutch load lazily in the app; tests get every dictionary up front.
import { loadLang } from '../../src/i18n';
await Promise.all([loadLang('fr'), loadLang('nl')]);

// Chunks load on demand (src/views/shared/loadOnce.ts): a load still on its way when a file
// ends would be cut off by the environment's teardown (CI at c39ad3b and 6537ab6: unhandled
// EnvironmentTeardownErrors). Each file waits for every load it started.
import { afterAll } from 'vitest';
import { loadsSettled } from '../../src/views/shared/loadOnce';
afterAll(loadsSettled);
