// @ts-check
/**
 * The layers of src/, checked by dependency-cruiser (`npm run lint:layers`, part of `npm run
 * lint`) on the resolved import graph, type-only imports included. A layer imports only layers
 * below it (LAYER_ORDER, top to bottom), never one beside it (SIDE_BY_SIDE); a mode imports no
 * other mode; src/nav imports nothing; src/engine imports no other folder; the pure folders
 * import no UI library. The DOM globals the pure folders may not touch are ESLint's
 * (eslint.config.js: no-restricted-globals). tests/lint/dependencyRules.test.ts shows each rule
 * refusing an import that breaks it. docs/architecture.md describes the layers.
 */
const LAYER_ORDER = [
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
/** Layers side by side: neither imports the other, though one is listed above the other. */
const SIDE_BY_SIDE = [
  ['views', 'story'],
  ['i18n', 'worker'],
  ['i18n', 'lab'],
  ['i18n', 'tools'],
  ['lab', 'wire'],
  ['tools', 'wire'],
  ['engine', 'nav'],
];
const MODES = ['explainer', 'explore', 'lab', 'live', 'presenter'];

/** A resolved path inside one of these packages (node_modules anywhere up the tree). */
const pkg = (names) => `(^|/)node_modules/(${names.join('|')})/`;
const UI = pkg(['react', 'react-dom', 'd3', 'd3-[^/]+', 'zustand']);
const REACT_AND_ZUSTAND = pkg(['react', 'react-dom', 'zustand']);
/** React, and Zustand's React entry (its main one); `zustand/vanilla` and `/middleware` are fine. */
const REACT_ENTRY = `${pkg(['react', 'react-dom'])}|(^|/)node_modules/zustand/(esm/)?(index|react)\\.`;

/** The src folders `folder` must not import: every layer above it, and those beside it. */
function forbiddenFor(folder) {
  const above = LAYER_ORDER.slice(0, LAYER_ORDER.indexOf(folder));
  const beside = SIDE_BY_SIDE.filter((pair) => pair.includes(folder)).map(([a, b]) =>
    a === folder ? b : a,
  );
  return [...new Set([...above, ...beside])];
}

const layerRules = LAYER_ORDER.filter((f) => forbiddenFor(f).length > 0).map((folder) => ({
  name: `layer-${folder}`,
  comment: `src/${folder} imports only the layers below it: not src/{${forbiddenFor(folder).join(',')}}`,
  severity: 'error',
  from: { path: `^src/${folder}/` },
  to: { path: `^src/(${forbiddenFor(folder).join('|')})/` },
}));

const libRules = [
  ['engine', UI, 'src/engine is pure TypeScript: no React, D3 or Zustand'],
  ['tools', UI, 'src/tools holds pure helpers on the engine: no React, D3 or Zustand'],
  ['lab', UI, 'src/lab is pure lab logic on the engine: no React, D3 or Zustand'],
  ['wire', UI, 'src/wire is the live wire format: no React, D3 or Zustand'],
  ['story', REACT_AND_ZUSTAND, 'src/story is scenes and text: no React, no Zustand'],
  ['i18n', REACT_AND_ZUSTAND, 'src/i18n is dictionaries and formatting: no React, no Zustand'],
  ['worker', REACT_AND_ZUSTAND, 'src/worker runs the engine off the main thread: no React'],
].map(([folder, to, comment]) => ({
  name: `pure-${folder}`,
  comment,
  severity: 'error',
  from: { path: `^src/${folder}/` },
  to: { path: to },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...libRules,
    {
      name: 'store-framework-free',
      comment:
        'the store is framework-free: React reads it through src/store/react.ts and reactLab.ts',
      severity: 'error',
      from: { path: '^src/store/', pathNot: '^src/store/(react|reactLab)\\.ts$' },
      to: { path: REACT_ENTRY },
    },
    {
      name: 'engine-alone',
      comment: 'src/engine imports no other src folder',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'nav-leaf',
      comment: 'src/nav (the URL hash) is imported by every layer: it imports nothing',
      severity: 'error',
      from: { path: '^src/nav/' },
      to: {},
    },
    {
      name: 'mode-alone',
      comment: 'a mode never imports another mode: move what they share to src/views',
      severity: 'error',
      from: { path: `^src/modes/(${MODES.join('|')})/` },
      to: { path: '^src/modes/([^/]+)/', pathNot: '^src/modes/$1/' },
    },
    {
      name: 'live-server',
      comment:
        'live/ and src/wire import the engine and the wire format, nothing from React, D3 or the UI',
      severity: 'error',
      from: { path: '^(live|src/wire)/' },
      to: { path: `^src/(?!engine/|wire/)|${UI}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
