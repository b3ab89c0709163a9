import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Four projects in two groups (Vitest's default of one worker on a 2-core machine ran all the
 * files one after another; projects that run together must share one worker count):
 * - group 0, three workers:
 *   - `node`: the engine, lab core, lint, live server and probe tests that start no process.
 *     No DOM, and no isolation between files (`isolate: false`): they share one module graph
 *     per worker instead of re-importing the engine for every file. A file here may not change
 *     global state.
 *   - `dom`: views, store, story and every `.tsx` test, in jsdom, also without isolation (one
 *     worker imports jsdom, React and the app once: the project took 116 s isolated, 24 s not,
 *     on this machine). A file here resets what it changes (the store, the language).
 *   - `isolated`: the files that replace a module (`vi.mock`, `vi.doMock`), load modules
 *     afresh (`vi.resetModules`) or count calls into a shared module, each in a fresh module
 *     graph (each such file costs about 2 s of CPU more than in `dom`: jsdom, React and the
 *     app imported again). A global stubbed with `vi.stubGlobal` needs no graph of its own:
 *     every project puts it back after each test (`unstubGlobals`).
 *   - `processes`: the files that start a child process (a CLI through tsx, the live server,
 *     curl) or a build, themselves or through a helper they import. A worker here mostly waits
 *     on its children.
 *   `npm run test:fast` runs the first three (no browser, no build, no child process).
 * - group 1, two workers: `e2e`, two files at a time against one build, one preview server and
 *   one Chromium (all started by tests/e2e/global-setup.ts), in threads without isolation:
 *   a file connects to the browser instead of launching it and imports nothing again.
 * The `isolated` and `processes` files are found by reading the test files (and, for
 * processes, the test helpers they import), so a new one cannot be forgotten.
 */
const NODE_DIRS = ['engine', 'lab', 'lint', 'live', 'probe'];
const NODE_TESTS = NODE_DIRS.map((d) => `tests/${d}/**/*.test.ts`);

/** Every unit test file (not e2e), as a path from the project's root. */
function unitTestFiles(dir = 'tests'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' ? [] : unitTestFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
/** Tests that count calls into a shared module (no mock to find them by). */
const COUNTS_CALLS = ['tests/lab/lockFirst.test.ts'];
/**
 * Tests that talk over a real BroadcastChannel: Node delivers its messages to every thread of
 * the process, so in a threads pool another file's deck or speaker view (same channel name)
 * answers too. In `isolated` (forks) each such file has a process of its own.
 */
const OWN_PROCESS = ['tests/presenter/liveSlideSync.test.tsx'];
/** Tests that need a module graph of their own: they replace modules or load them afresh. */
const NEEDS_ISOLATION = [
  ...new Set([
    ...COUNTS_CALLS,
    ...OWN_PROCESS,
    ...unitTestFiles().filter((f) =>
      /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(f, 'utf8')),
    ),
  ]),
].sort();

/** An import that starts processes or builds: Node's child processes, Vite, a browser. */
const STARTS_PROCESSES =
  /from ['"](node:)?child_process['"]|from ['"]vite['"]|from ['"]playwright-core['"]/;
/** The file at `path` (a relative import's target), with the extension the import left out. */
function resolveImport(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const p of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(p) && statSync(p).isFile()) return p;
  return null;
}
/**
 * Whether a test file starts a process or a build, itself or through a helper it imports from
 * tests/ (src/ starts none: the app runs in a browser).
 */
function startsProcesses(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (STARTS_PROCESSES.test(text)) return true;
  return [...text.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)].some((m) => {
    const target = resolveImport(file, m[1]!);
    return target !== null && target.startsWith('tests/') && startsProcesses(target, seen);
  });
}
const PROCESSES = unitTestFiles()
  .filter((f) => startsProcesses(f))
  .sort();
const bothIsolatedAndProcesses = PROCESSES.filter((f) => NEEDS_ISOLATION.includes(f));
if (bothIsolatedAndProcesses.length > 0)
  throw new Error(
    `vitest.config.ts: ${bothIsolatedAndProcesses.join(', ')} both mock a module and start a process; give it a project`,
  );

export default defineConfig({
  plugins: [react()],
  test: {
    // a global a test stubs (vi.stubGlobal) is put back after it, even if the test fails
    unstubGlobals: true,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...NEEDS_ISOLATION, ...PROCESSES, 'node_modules/**'],
          setupFiles: ['tests/setup/jsdom.ts', 'tests/setup/cleanup.ts'],
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
          maxWorkers: 3,
          // generous: three lanes share two cores, and several files start the live server or the CLI
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // every .tsx test and the .ts tests outside the node directories
          include: ['tests/**/*.test.tsx', 'tests/*/**/*.test.ts'],
          exclude: [
            'tests/e2e/**',
            ...NODE_DIRS.map((d) => `tests/${d}/**/*.test.ts`),
            ...NEEDS_ISOLATION,
            ...PROCESSES,
            'node_modules/**',
          ],
          setupFiles: [
            'tests/setup/jsdom.ts',
            'tests/setup/waits.ts',
            'tests/setup/ownStores.ts',
            'tests/setup/cleanup.ts',
          ],
          pool: 'threads',
          isolate: false,
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          environment: 'jsdom',
          include: NEEDS_ISOLATION,
          setupFiles: [
            'tests/setup/jsdom.ts',
            'tests/setup/waits.ts',
            'tests/setup/ownStores.ts',
            'tests/setup/cleanup.ts',
          ],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          environment: 'node',
          include: PROCESSES,
          setupFiles: ['tests/setup/jsdom.ts', 'tests/setup/cleanup.ts'],
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
          maxWorkers: 3,
          // bounds, not durations: three lanes share two cores, and each file starts the live
          // server or a CLI; at a load average of 30 a live server took 10-18 s to be ready and
          // a CLI through tsx over 15 s (tests/live/harness.ts waits up to 60 s)
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/setup/cleanup.ts'],
          pool: 'threads',
          isolate: false,
          // a bound, not a duration: at a load average of 20 on the two cores (a full npm test and
          // two busy loops beside it) a long journey (the lab's three solves) took 68 s
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // after the unit projects, two files at a time. One at a time left the two cores 37 %
          // idle (vmstat: a page's renderer and the test's process take turns); two at once took
          // 266 s instead of 404 s for the 22 files, each file about 1.3× as long (story 116 s
          // against 76 s). Two at once once took 2.4× as long each (CI at 7604e68), when every
          // file launched its own Chromium: it now connects to the one of the run.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // a bound on waiting for a state, not a sleep: under a loaded CI a page can take
          // several seconds to reach a state that takes milliseconds on a quiet machine
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
