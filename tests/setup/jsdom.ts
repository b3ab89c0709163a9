// jsdom has no canvas: make getContext return null quietly instead of logging "Not implemented".
// Guarded so files that opt into `@vitest-environment node` can share this setup.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    writable: true,
    value: () => null,
  });
}
