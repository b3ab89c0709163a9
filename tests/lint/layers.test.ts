// @vitest-environment node
/**
 * The layer rules in eslint.config.js fire: each folder's offending imports are reported,
 * at the folder's top level and one folder down, and what a layer may import is not.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: resolve(ROOT, 'eslint.config.js'),
  // The snippets' paths are virtual, so the type-aware project service cannot load them.
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  expect(result?.fatalErrorCount, JSON.stringify(result?.messages)).toBe(0);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => `${m.ruleId}: ${m.message}`);
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
 * `libs`: which of PURE_SNIPPET's imports are rejected: 'all' (React, D3, Zustand, plus DOM
 * globals), 'react' (React only: D3 and zustand/vanilla are fine), 'none'.
 */
type Libs = 'all' | 'react' | 'none';
const CASES: { layer: string; forbid: string[]; allow: string[]; libs: Libs }[] = [
  {
    layer: 'tools',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'worker', 'lab', 'i18n'],
    allow: ['engine', 'tools'],
    libs: 'all',
  },
  {
    layer: 'lab',
    forbid: ['app', 'modes', 'views', 'store', 'story', 'worker', 'i18n'],
    allow: ['engine', 'tools', 'lab'],
    libs: 'all',
  },
  {
    layer: 'story',
    forbid: ['app', 'modes', 'views'],
    allow: ['engine', 'i18n', 'store', 'tools', 'story'],
    libs: 'none',
  },
  {
    layer: 'views',
    forbid: ['app', 'modes', 'story'],
    allow: ['engine', 'i18n', 'store', 'tools', 'views'],
    libs: 'none',
  },
  {
    layer: 'store',
    forbid: ['app', 'modes', 'views'],
    allow: ['engine', 'i18n', 'worker', 'lab', 'story', 'store', 'nav'],
    libs: 'react',
  },
];

describe('layer rules in eslint.config.js', () => {
  for (const { layer, forbid, allow, libs } of CASES) {
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

    it(`src/${layer}: rejects ${libs} of React, D3, Zustand and DOM globals`, async () => {
      const messages = await restricted(PURE_SNIPPET, `src/${layer}/x.ts`);
      if (libs === 'none') return expect(messages).toEqual([]);
      if (libs === 'react') {
        expect(messages).toHaveLength(1);
        return expect(messages[0]).toMatch(/'react' import is restricted/);
      }
      expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(3);
      expect(messages.filter((m) => m.startsWith('no-restricted-globals'))).toHaveLength(2);
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
      expect(await restricted(`import { routeOf } from '${up}app/router';\n`, file)).toHaveLength(
        1,
      );
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

  it('lets the binding import zustand’s hook, but not a view, a mode or the app', async () => {
    expect(await restricted(code, 'src/store/react.ts')).toEqual([]);
    const up = [
      "import { a } from '../views/x';",
      "import { b } from '../modes/x';",
      "import { c } from '../app/x';",
      'void [a, b, c];',
      '',
    ].join('\n');
    expect(await restricted(up, 'src/store/react.ts')).toHaveLength(3);
  }, 60_000);
});
