// @vitest-environment node
/**
 * Tests leave nothing behind: a temporary folder is made with `tempDir` and a child process
 * started with `spawn` is handed to `track` (tests/helpers/cleanup.ts), so that every file's
 * afterAll removes and stops them even when a test fails. Read from the files, so a new test
 * that makes its own cannot be forgotten.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HELPER = join('tests', 'helpers', 'cleanup.ts');
const SELF = join('tests', 'lint', 'cleanup.test.ts');

function files(dir = 'tests'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) && path !== HELPER && path !== SELF ? [path] : [];
  });
}

/** The places in `text` that make a folder or start a process around the helper. */
export function untracked(source: string): string[] {
  // code only: block comments and whole-line comments left out
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of text.matchAll(/\bmkdtemp(Sync)?\(/g)) found.push(m[0]);
  for (const m of text.matchAll(/(track\(\s*)?\bspawn\(/g)) if (!m[1]) found.push(m[0]);
  return found;
}

describe('temporary folders and child processes in tests', () => {
  it('go through tempDir and track', () => {
    const offenders = files().flatMap((f) =>
      untracked(readFileSync(f, 'utf8')).map((what) => `${f}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are found when a test makes its own', () => {
    expect(untracked("const d = mkdtempSync(join(tmpdir(), 'x-'));")).toEqual(['mkdtempSync(']);
    expect(untracked("const c = spawn('node', ['x.js']);")).toEqual(['spawn(']);
    expect(untracked("const c = track(\n  spawn('node', ['x.js']),\n);")).toEqual([]);
    expect(untracked("spawnSync('node', ['x.js']); tempDir('x-');")).toEqual([]);
    expect(untracked('/** `spawn(TSX_NODE, args)` */\n// mkdtempSync(x)')).toEqual([]);
  });
});
