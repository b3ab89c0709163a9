// @vitest-environment node
/**
 * The layer rules in eslint.config.js fire: each folder's offending imports are reported,
 * at the folder's top level and one folder down, and what a layer may import is not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lintText';
// @ts-expect-error: eslint.config.js is plain JavaScript without declarations
import * as config from '../../eslint.config.js';

async function restricted(code: string, filePath: string): Promise<string[]> {
  return (
    await ruleMessages(code, filePath, ['no-restricted-imports', 'no-restricted-globals'])
  ).map((m) => `${m.ruleId}: ${m.message}`);
}

/** An import of each src folder, as written from a file `depth` folders below src/<layer>. */
function importsOf(folders: string[], depth: number): string {
  const up = '../'.repeat(depth + 1);
  return folders.map((f, i) => `import * as m${i} from '${up}${f}/x';\nvoid m${i};\n`).join('');
}

const PURE_SNIPPET = [
  "import { useState } from 'react';",
  "import { select } from 'd3-selection';",
  "import { create } from 'zustand/vanilla';",
  'export const f = () => [useState, select, create, document.title, window];',
  '',
].join('\n');

/**
 * `rejects`: which of PURE_SNIPPET's imports and globals a layer refuses:
 * `react` (React only: D3 and zustand/vanilla are fine), `zustand` (every Zustand entry),
 * `d3`, `dom` (document, window).
 */
type Lib = 'react' | 'zustand' | 'd3' | 'dom';
const CASES: { layer: string; forbid: string[]; allow: string[]; rejects: Lib[] }[] = [
  {
    layer: 'tools',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'worker', 'lab', 'i18n', 'wire'],
    allow: ['engine', 'tools', 'nav'],
    rejects: ['react', 'zustand', 'd3', 'dom'],
  },
  {
    layer: 'lab',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'worker', 'i18n', 'wire'],
    allow: ['engine', 'tools', 'lab', 'nav'],
    rejects: ['react', 'zustand', 'd3', 'dom'],
  },
  {
    layer: 'story',
    forbid: ['app', 'modes', 'views'],
    allow: ['engine', 'i18n', 'store', 'tools', 'story', 'nav', 'worker', 'lab'],
    rejects: ['react', 'zustand'],
  },
  {
    layer: 'i18n',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'worker', 'lab', 'tools'],
    allow: ['engine', 'i18n', 'nav'],
    rejects: ['react', 'zustand'],
  },
  {
    layer: 'worker',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'i18n'],
    allow: ['engine', 'lab', 'tools', 'worker', 'nav'],
    rejects: ['react', 'zustand', 'dom'],
  },
  {
    layer: 'views',
    forbid: ['app', 'modes', 'story'],
    allow: ['engine', 'i18n', 'store', 'tools', 'views', 'nav'],
    rejects: [],
  },
  {
    layer: 'store',
    forbid: ['app', 'modes', 'views', 'story'],
    allow: ['engine', 'i18n', 'worker', 'lab', 'tools', 'store', 'nav'],
    rejects: ['react'],
  },
];

describe('layer rules in eslint.config.js', () => {
  for (const { layer, forbid, allow, rejects } of CASES) {
    for (const depth of [0, 1]) {
      const file = `src/${layer}/${'sub/'.repeat(depth)}x.tsx`;

      it(`${file}: rejects imports of src/{${forbid.join(',')}}`, async () => {
        const messages = await restricted(importsOf(forbid, depth), file);
        expect(messages).toHaveLength(forbid.length);
        for (const m of messages) expect(m).toMatch(/^no-restricted-imports: /);
      }, 60_000);

      it(`${file}: allows imports of src/{${allow.join(',')}}`, async () => {
        expect(await restricted(importsOf(allow, depth), file)).toEqual([]);
      }, 60_000);
    }

    it(`src/${layer}: rejects ${rejects.join(', ') || 'none'} of React, D3, Zustand, DOM`, async () => {
      const messages = await restricted(PURE_SNIPPET, `src/${layer}/x.ts`);
      const imports = messages.filter((m) => m.startsWith('no-restricted-imports'));
      const globals = messages.filter((m) => m.startsWith('no-restricted-globals'));
      const named = (lib: string) => imports.some((m) => m.includes(`'${lib}`));
      expect(named('react'), 'react').toBe(rejects.includes('react'));
      expect(named('zustand'), 'zustand').toBe(rejects.includes('zustand'));
      expect(named('d3'), 'd3').toBe(rejects.includes('d3'));
      expect(imports).toHaveLength(rejects.filter((r) => r !== 'dom').length);
      expect(globals).toHaveLength(rejects.includes('dom') ? 2 : 0);
    }, 60_000);
  }
});

describe('the hash module (src/nav) is a leaf every layer may import', () => {
  it('lets story, views and tools import src/nav/hash but not src/app', async () => {
    for (const [file, up] of [
      ['src/story/x.ts', '../'],
      ['src/views/sub/x.ts', '../../'],
      ['src/tools/x.ts', '../'],
    ] as const) {
      expect(await restricted(`import { splitHash } from '${up}nav/hash';\n`, file)).toEqual([]);
      expect(
        await restricted(`import { routeOf } from '${up}app/hashRoute';\n`, file),
      ).toHaveLength(1);
    }
  }, 60_000);

  it('rejects any import in src/nav/hash.ts', async () => {
    const code = "import { t } from '../i18n';\nimport { useState } from 'react';\nimport './x';\n";
    expect(await restricted(code, 'src/nav/hash.ts')).toHaveLength(3);
  }, 60_000);
});

describe('the store is framework-free; React reads it through src/store/react.ts', () => {
  const code = [
    "import { useState } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { useStore } from 'zustand';",
    "import { createStore } from 'zustand/vanilla';",
    "import { persist } from 'zustand/middleware';",
    'export const x = [useState, createRoot, useStore, createStore, persist];',
    '',
  ].join('\n');

  it('rejects React and zustand’s React hook in the vanilla store modules', async () => {
    for (const file of ['src/store/store.ts', 'src/store/actions.ts', 'src/store/sub/x.ts']) {
      const messages = await restricted(code, file);
      expect(messages, file).toHaveLength(3);
      for (const m of messages) expect(m).toMatch(/framework-free/);
    }
  }, 60_000);

  it('lets the binding import zustand’s hook, but not the story, a view, a mode or the app', async () => {
    expect(await restricted(code, 'src/store/react.ts')).toEqual([]);
    expect(await restricted(code, 'src/store/reactLab.ts')).toEqual([]);
    const up = [
      "import { a } from '../views/x';",
      "import { b } from '../modes/x';",
      "import { c } from '../app/x';",
      "import { d } from '../story/x';",
      'void [a, b, c, d];',
      '',
    ].join('\n');
    expect(await restricted(up, 'src/store/react.ts')).toHaveLength(4);
    expect(await restricted(up, 'src/store/reactLab.ts')).toHaveLength(4);
  }, 60_000);
});

/** The folders of the README's "Layout" block, top to bottom (`src/<folder>` at a line's start). */
function readmeLayers(): string[] {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Layout\n'));
  const open = section.indexOf('```\n') + 4;
  const block = section.slice(open, section.indexOf('\n```', open));
  return [...block.matchAll(/^src\/(\w+)/gm)].map((m) => m[1]!);
}

describe('the README, eslint.config.js and these tests describe one order', () => {
  const order = readmeLayers();
  const beside = [
    ['views', 'story'],
    ['i18n', 'worker'],
    ['i18n', 'lab'],
    ['i18n', 'tools'],
    ['lab', 'wire'],
    ['tools', 'wire'],
    ['engine', 'nav'],
  ];
  const isBeside = (a: string, b: string) =>
    beside.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

  it('the README lists every src folder once, in the config’s LAYER_ORDER', () => {
    const folders = readdirSync(resolve(import.meta.dirname, '../../src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...order].sort()).toEqual([...folders].sort());
    const exported = config as { LAYER_ORDER: string[]; SIDE_BY_SIDE: string[][] };
    expect(exported.LAYER_ORDER).toEqual(order);
    expect(exported.SIDE_BY_SIDE).toEqual(beside);
  });

  it('the cases above forbid exactly the folders above each layer and beside it', () => {
    for (const { layer, forbid, allow } of CASES) {
      const i = order.indexOf(layer);
      const expected = order.filter((f, j) => j < i || isBeside(f, layer));
      expect([...forbid].sort(), layer).toEqual([...expected].sort());
      for (const f of allow) expect(order.indexOf(f), `${layer} → ${f}`).toBeGreaterThanOrEqual(i);
    }
  });

  // every folder (engine, nav and the modes too) rejects each folder above it in the README
  for (const [i, layer] of order.entries()) {
    const above = order.slice(0, i).filter((f) => f !== 'modes' || layer !== 'modes');
    if (above.length === 0) continue;
    it(`src/${layer} rejects src/{${above.join(',')}} (above it in the README)`, async () => {
      const file = layer === 'modes' ? 'src/modes/explore/x.ts' : `src/${layer}/x.ts`;
      const up = layer === 'modes' ? '../../' : '../';
      const code = above.map((f, k) => `import * as m${k} from '${up}${f}/x';\nvoid m${k};\n`);
      const messages = await restricted(code.join(''), file);
      const rejected = above.filter((_, k) =>
        messages.some((m) => m.includes(`'${up}${above[k]}/x'`)),
      );
      expect(rejected).toEqual(above);
    }, 60_000);
  }
});
