// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

/**
 * Which folder may import which (the layers of src/, a mode never importing another, the pure
 * folders free of React, D3 and Zustand, live/ on the engine and the wire format) is
 * dependency-cruiser's: .dependency-cruiser.cjs, run by `npm run lint`. What an import graph
 * cannot show stays here: the folders that run without a page touch no DOM global.
 */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'HTMLElement',
  'requestAnimationFrame',
];
const NO_DOM = [
  ['src/engine/**', 'src/engine is pure TypeScript: no DOM'],
  ['src/tools/**', 'src/tools holds pure helpers on the engine: no DOM'],
  ['src/lab/**', 'src/lab is pure lab logic on the engine: no DOM'],
  ['src/worker/**', 'src/worker runs the engine off the main thread: no DOM'],
  ['src/wire/**', 'src/wire is the live wire format: no DOM'],
  ['live/**', 'live/ is the stand-in server: no DOM'],
].map(([files, message]) => ({
  files: [files],
  rules: {
    'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message }))],
  },
}));

/** The src folders that may not import React (.dependency-cruiser.cjs says so for each). */
const NO_REACT_FOLDERS = ['engine', 'lab', 'tools', 'wire', 'nav', 'worker', 'i18n', 'story'];

export default tseslint.config(
  { ignores: ['dist', 'dist-offline', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // one program from tsconfig.json for every file (the project service built one per
      // file's project: 89 CPU-s for the whole lint, 75 with this)
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  // the hooks rules where React may be imported: the pure folders are barred from React by the
  // layer rules (.dependency-cruiser.cjs), and the React Compiler's analysis (react-hooks/static-components) cost
  // half its 11 s there, over code that holds no component
  {
    ...reactHooks.configs.flat.recommended,
    files: ['src/**/*.{ts,tsx}'],
    ignores: NO_REACT_FOLDERS.map((f) => `src/${f}/**`),
  },
  ...NO_DOM,
  prettier,
);
