// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

const ENGINE_MESSAGE = 'src/engine is pure TypeScript: no React, D3, Zustand or DOM';
const LIBS = ['react', 'react-dom', 'd3', 'd3-*', 'zustand'];
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'HTMLElement',
  'requestAnimationFrame',
];

/** One block per folder depth under src/engine, so `..` never climbs out of src/engine. */
const engineBlocks = [0, 1, 2, 3, 4].map((depth) => {
  const up = '../'.repeat(depth + 1);
  return {
    files: [`src/engine/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: LIBS.flatMap((l) => [l, `${l}/**`]), message: ENGINE_MESSAGE },
            {
              group: [`${up}*`, `!${up}engine`, `!${up}engine/**`, 'src/*', '@/*'],
              message: `${ENGINE_MESSAGE}; it must not import other src folders`,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...DOM_GLOBALS.map((name) => ({ name, message: ENGINE_MESSAGE })),
      ],
    },
  };
});

/** React and zustand's React entry point (`zustand/vanilla` and `zustand/middleware` are fine). */
/** React, D3 and Zustand with every entry point. */
const PURE_LIBS = { group: LIBS.flatMap((l) => [l, `${l}/**`]) };
const REACT = { regex: '^(react(-dom)?(/.*)?|zustand)$' };
/** React and every Zustand entry point (for folders that hold no state at all). */
const REACT_ALL = {
  group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'zustand', 'zustand/**'],
};

/**
 * The layers, top to bottom: a layer may import the layers below it, never one above it. The
 * README's "Layout" lists src/ in this order (tests/lint/layers.test.ts checks that it does and
 * that every layer rejects every layer above it). The app and the modes have rules of their own
 * (a mode imports no other mode); the engine imports no other folder; src/nav imports nothing.
 */
export const LAYER_ORDER = [
  'app',
  'modes',
  'views',
  'story',
  'store',
  'i18n',
  'worker',
  'lab',
  'tools',
  'wire',
  'engine',
  'nav',
];
/**
 * Layers side by side: neither imports the other, though one is listed above the other. The
 * views and the story (the story's data reaches the figures through props, from a mode), and the
 * dictionaries beside the pure core (which has no text of its own).
 */
export const SIDE_BY_SIDE = [
  ['views', 'story'],
  ['i18n', 'worker'],
  ['i18n', 'lab'],
  ['i18n', 'tools'],
  ['lab', 'wire'],
  ['tools', 'wire'],
  ['engine', 'nav'],
];

/** The src folders `folder` must not import: every layer above it, and those beside it. */
function forbiddenFor(folder) {
  const above = LAYER_ORDER.slice(0, LAYER_ORDER.indexOf(folder));
  const beside = SIDE_BY_SIDE.filter((pair) => pair.includes(folder)).map(([a, b]) =>
    a === folder ? b : a,
  );
  return [...new Set([...above, ...beside])];
}

/**
 * Layer rules for the other folders: imports point down (LAYER_ORDER). `libs` lists the
 * packages a layer must not import (LIBS: the engine's ban on React, D3 and Zustand); `dom` adds
 * the engine's ban on DOM globals; `ignores` leaves out a file that has its own block (the
 * store's React binding). One block per folder depth, as for the engine.
 */
const LAYERS = [
  {
    folder: 'tools',
    message: 'src/tools holds pure helpers on the engine: no React, D3, Zustand, DOM',
    libs: PURE_LIBS,
    dom: true,
  },
  {
    folder: 'lab',
    message: 'src/lab is pure lab logic on the engine: no React, D3, Zustand, DOM',
    libs: PURE_LIBS,
    dom: true,
  },
  {
    folder: 'story',
    message: 'src/story is scenes and text below the modes and the app, beside the views: no React',
    libs: REACT_ALL,
  },
  {
    folder: 'i18n',
    message: 'src/i18n is dictionaries and formatting: no React, no store, no view',
    libs: REACT_ALL,
  },
  {
    folder: 'worker',
    message: 'src/worker runs the engine off the main thread: no React, no store, no UI',
    libs: REACT_ALL,
    dom: true,
  },
  {
    folder: 'views',
    message: 'a view never imports a mode, the app or the story',
  },
  {
    folder: 'store',
    message:
      'the store is framework-free (React reads it through src/store/react.ts) and never imports the story, a view, a mode or the app',
    libs: REACT,
    ignores: ['src/store/react.ts', 'src/store/reactLab.ts'],
  },
].map((layer) => ({ ...layer, forbid: forbiddenFor(layer.folder) }));

const layerBlocks = LAYERS.flatMap(({ folder, message, libs, dom = false, forbid, ignores }) =>
  [0, 1, 2, 3, 4].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const folders = forbid.flatMap((f) =>
      [up, 'src/', '@/'].flatMap((root) => [`${root}${f}`, `${root}${f}/**`]),
    );
    return {
      files: [`src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ...(ignores ? { ignores } : {}),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(libs ? [{ ...libs, message }] : []),
              {
                group: folders,
                message: `${message}; not src/{${forbid.join(',')}}`,
              },
            ],
          },
        ],
        ...(dom
          ? {
              'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message }))],
            }
          : {}),
      },
    };
  }),
);

/** The stores' React bindings: the only files in src/store that import React (zustand's hook). */
const storeBinding = {
  files: ['src/store/react.ts', 'src/store/reactLab.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbiddenFor('store').flatMap((f) => [`../${f}`, `../${f}/**`]),
            message: 'the store never imports the story, a view, a mode or the app',
          },
        ],
      },
    ],
  },
};

/**
 * A mode never imports another mode: what two modes share belongs in src/views (the stage,
 * the scene figures, the export buttons, the language select and the link notices are there).
 * No exception is allowed; tests/lint/modes.test.ts checks every pair. Nor does a mode import
 * the app, the one layer above it.
 */
export const MODES = ['explainer', 'explore', 'lab', 'live', 'presenter'];
const modeBlocks = MODES.flatMap((mode) =>
  [0, 1, 2].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const others = MODES.filter((m) => m !== mode);
    return {
      files: [`src/modes/${mode}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((m) => [
                  `${up}${m}`,
                  `${up}${m}/**`,
                  `src/modes/${m}`,
                  `src/modes/${m}/**`,
                  `${up}../modes/${m}`,
                  `${up}../modes/${m}/**`,
                ]),
                message: `a mode never imports another mode (src/modes/${mode} → src/modes/{${others.join(',')}}): move what they share to src/views`,
              },
              {
                group: [`${up}../app`, `${up}../app/**`, 'src/app', 'src/app/**'],
                message: 'a mode never imports the app (src/app is above every mode)',
              },
            ],
          },
        ],
      },
    };
  }),
);

/** src/nav holds the one hash parser, a leaf every layer imports: it imports nothing. */
const navLeaf = {
  files: ['src/nav/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['*', './*', '../*'],
            message: 'src/nav (the URL hash) is imported by every layer: it imports nothing',
          },
        ],
      },
    ],
  },
};

/** The src folders that may not import React (the layer rules say so for each of them). */
const NO_REACT_FOLDERS = ['engine', 'lab', 'tools', 'wire', 'nav', 'worker', 'i18n', 'story'];

/** The live stand-in (live/) and its wire format (src/wire): the engine and Node only. */
const LIVE_MESSAGE =
  'live/ and src/wire import the engine and the wire format, nothing from React or the DOM';
const NOT_LIVE = [
  'app',
  'modes',
  'views',
  'store',
  'story',
  'worker',
  'i18n',
  'lab',
  'tools',
  'nav',
];
const liveBlock = {
  files: ['live/**/*.ts', 'src/wire/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: LIBS.flatMap((l) => [l, `${l}/**`]), message: LIVE_MESSAGE },
          {
            group: NOT_LIVE.flatMap((f) => [
              `**/src/${f}`,
              `**/src/${f}/**`,
              `../${f}`,
              `../${f}/**`,
            ]),
            message: LIVE_MESSAGE,
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...DOM_GLOBALS.map((name) => ({ name, message: LIVE_MESSAGE })),
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-offline', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  // the hooks rules where React may be imported: the pure folders are barred from React by the
  // layer rules below, and the React Compiler's analysis (react-hooks/static-components) cost
  // half its 11 s there, over code that holds no component
  {
    ...reactHooks.configs.flat.recommended,
    files: ['src/**/*.{ts,tsx}'],
    ignores: NO_REACT_FOLDERS.map((f) => `src/${f}/**`),
  },
  ...engineBlocks,
  ...layerBlocks,
  ...modeBlocks,
  storeBinding,
  navLeaf,
  liveBlock,
  prettier,
);
