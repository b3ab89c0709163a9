/**
 * The initial-JS budget (≤ 140 KB gzip), from the files the global setup built in dist/:
 * the module scripts dist/index.html loads and their modulepreloads, gzipped.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET, initialJs, overBudget, upFrontScripts } from './initialJs';
import { tempDir } from '../helpers/cleanup';

const DIST = resolve(import.meta.dirname, '../../dist');

it('the built app loads at most 140 KB of gzipped JS up front', () => {
  const size = initialJs(DIST);
  expect(size.files.length).toBeGreaterThan(0);
  expect(size.files.every((f) => f.endsWith('.js'))).toBe(true);
  // lazy chunks (lab, French and Dutch, the worker) are not counted
  expect(size.totalJsGzip).toBeGreaterThan(size.gzip);
  expect(overBudget(size)).toBeNull();
});

describe('the budget check', () => {
  const dir = tempDir('initial-js-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** `n` bytes gzip cannot shrink (xorshift32, fixed seed). */
  function noise(n: number): Buffer {
    const b = Buffer.alloc(n);
    let x = 2463534242;
    for (let i = 0; i < n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      b[i] = x & 0xff;
    }
    return b;
  }

  function fakeDist(name: string, files: Record<string, Buffer | string>, html: string): string {
    const root = join(dir, name);
    mkdirSync(join(root, 'assets'), { recursive: true });
    for (const [f, body] of Object.entries(files)) writeFileSync(join(root, f), body);
    writeFileSync(join(root, 'index.html'), html);
    return root;
  }

  it('finds module scripts and modulepreloads, not stylesheets, classic or remote scripts', () => {
    const html = `<script type="module" crossorigin src="./assets/a.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/b.js">
      <link rel='modulepreload' href='/assets/c.js'>
      <link rel="stylesheet" href="./assets/x.css">
      <script src="./assets/classic.js"></script>
      <script type="module" src="https://example.org/x.js"></script>`;
    expect(upFrontScripts(html)).toEqual(['assets/a.js', 'assets/b.js', 'assets/c.js']);
  });

  it('fails when the up-front JS is over budget, counting modulepreloads', () => {
    const root = fakeDist(
      'over',
      {
        'assets/entry.js': noise(100 * 1024),
        'assets/preloaded.js': noise(60 * 1024),
        'assets/lazy.js': noise(500 * 1024),
      },
      `<script type="module" src="./assets/entry.js"></script>
       <link rel="modulepreload" href="./assets/preloaded.js">`,
    );
    const size = initialJs(root);
    expect(size.files).toEqual(['assets/entry.js', 'assets/preloaded.js']);
    expect(size.gzip).toBeGreaterThan(INITIAL_JS_BUDGET);
    expect(overBudget(size)).toMatch(/over the 140\.0 KB budget \(assets\/entry\.js .*preloaded/);
  });

  it('passes the same entry without the preload, the lazy chunk not counted', () => {
    const root = fakeDist(
      'under',
      { 'assets/entry.js': noise(100 * 1024), 'assets/lazy.js': noise(500 * 1024) },
      `<script type="module" src="./assets/entry.js"></script>`,
    );
    const size = initialJs(root);
    expect(size.gzip).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    expect(size.totalJsGzip).toBeGreaterThan(INITIAL_JS_BUDGET);
    expect(overBudget(size)).toBeNull();
  });
});
