// @vitest-environment node
/**
 * The layer rules (.dependency-cruiser.cjs) refuse the imports they name: each case below is a
 * small tree of files in a temporary folder, cruised with the project's own rule set, and the
 * rule expected to refuse it does (and the allowed imports beside them pass). The project's own
 * graph is checked by `npm run lint:layers` (part of `npm run lint`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cleanup';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** Packages as the rules see them resolved (a main file, and Zustand's entries by `exports`). */
const PACKAGES: Record<string, string> = {
  'node_modules/react/package.json': '{"name":"react","main":"index.js"}',
  'node_modules/react/index.js': 'export const useState = 1;',
  'node_modules/d3/package.json': '{"name":"d3","main":"index.js"}',
  'node_modules/d3/index.js': 'export const select = 1;',
  'node_modules/zustand/package.json': JSON.stringify({
    name: 'zustand',
    exports: { '.': './esm/index.mjs', './vanilla': './esm/vanilla.mjs' },
  }),
  'node_modules/zustand/esm/index.mjs': 'export const create = 1;',
  'node_modules/zustand/esm/vanilla.mjs': 'export const createStore = 1;',
};

/** Cruises `files` (path → source) and returns the names of the rules broken, sorted. */
async function broken(files: Record<string, string>): Promise<string[]> {
  const root = tempDir('sp-layers-');
  for (const [path, text] of Object.entries({ ...PACKAGES, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const dirs = [...new Set(Object.keys(files).map((p) => p.split('/')[0]!))];
  const r = await cruise(dirs, {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: config.options?.enhancedResolveOptions,
  });
  const result = r.output as ICruiseResult;
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

const file = (imports: string[]) =>
  imports.map((s, i) => `import * as m${i} from '${s}';`).join('\n') + '\nexport const x = 1;\n';

describe('the layer rules', () => {
  it('refuse an import up a layer, from every layer that has one above it', async () => {
    expect(
      await broken({
        'src/engine/a.ts': file(['../views/v']),
        'src/views/v.ts': file([]),
      }),
    ).toEqual(['engine-alone', 'layer-engine']);
    expect(
      await broken({
        'src/store/a.ts': file(['../modes/explore/m']),
        'src/modes/explore/m.ts': file([]),
      }),
    ).toEqual(['layer-store']);
    expect(
      await broken({ 'src/views/a.ts': file(['../app/main']), 'src/app/main.ts': file([]) }),
    ).toEqual(['layer-views']);
    expect(await broken({ 'src/wire/a.ts': file(['../lab/l']), 'src/lab/l.ts': file([]) })).toEqual(
      ['layer-wire', 'live-server'],
    );
  });

  it('refuse an import between layers side by side, both ways', async () => {
    expect(
      await broken({ 'src/views/a.ts': file(['../story/s']), 'src/story/s.ts': file([]) }),
    ).toEqual(['layer-views']);
    expect(await broken({ 'src/i18n/a.ts': file(['../lab/l']), 'src/lab/l.ts': file([]) })).toEqual(
      ['layer-i18n'],
    );
  });

  it('let a layer import the layers below it', async () => {
    expect(
      await broken({
        'src/app/a.ts': file(['../modes/explore/m', '../views/v', '../store/s', '../nav/n']),
        'src/modes/explore/m.ts': file(['../../views/v', '../../story/s']),
        'src/views/v.ts': file(['../store/s', '../engine/e']),
        'src/story/s.ts': file(['../engine/e']),
        'src/store/s.ts': file(['../engine/e', 'zustand/vanilla']),
        'src/engine/e.ts': file([]),
        'src/nav/n.ts': file([]),
      }),
    ).toEqual([]);
  });

  it('refuse a mode importing another mode', async () => {
    expect(
      await broken({
        'src/modes/lab/a.ts': file(['../explore/b', './c']),
        'src/modes/explore/b.ts': file([]),
        'src/modes/lab/c.ts': file([]),
      }),
    ).toEqual(['mode-alone']);
  });

  it('refuse any import from src/nav, and UI libraries in the pure folders', async () => {
    expect(
      await broken({
        'src/nav/a.ts': file(['./b']),
        'src/nav/b.ts': file(['../engine/e']),
        'src/engine/e.ts': file([]),
      }),
    ).toEqual(['layer-nav', 'nav-leaf']);
    expect(await broken({ 'src/nav/a.ts': file(['./b']), 'src/nav/b.ts': file([]) })).toEqual([
      'nav-leaf',
    ]);
    expect(await broken({ 'src/engine/a.ts': file(['d3', 'zustand/vanilla']) })).toEqual([
      'pure-engine',
    ]);
    expect(await broken({ 'src/lab/a.ts': file(['react']) })).toEqual(['pure-lab']);
    expect(await broken({ 'src/story/a.ts': file(['react']) })).toEqual(['pure-story']);
  });

  it('keep React out of the store but for its bindings', async () => {
    expect(await broken({ 'src/store/a.ts': file(['zustand']) })).toEqual(['store-framework-free']);
    expect(await broken({ 'src/store/react.ts': file(['zustand', 'react']) })).toEqual([]);
  });

  it('keep the live server to the engine and the wire format', async () => {
    expect(
      await broken({
        'live/a.ts': file(['../src/engine/e', '../src/wire/w', '../src/store/s']),
        'src/engine/e.ts': file([]),
        'src/wire/w.ts': file([]),
        'src/store/s.ts': file([]),
      }),
    ).toEqual(['live-server']);
    expect(
      await broken({
        'src/wire/a.ts': file(['../nav/n', '../engine/e']),
        'src/nav/n.ts': file([]),
        'src/engine/e.ts': file([]),
      }),
    ).toEqual(['live-server']);
  });
});
