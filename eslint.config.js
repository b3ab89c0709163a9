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
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...engineBlocks,
  prettier,
);
