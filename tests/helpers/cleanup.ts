/**
 * What a test leaves behind, removed after its file whatever happened: temporary folders made
 * with `tempDir`, and child processes handed to `track`. tests/setup/cleanup.ts calls
 * `cleanUp` in every file's afterAll (every project), so a failing test or a test that times
 * out leaves no folder in the OS temp dir and no process running. tests/lint/cleanup.test.ts
 * checks that no test makes a temporary folder or starts a process around these.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dirs = new Set<string>();
const children = new Set<ChildProcess>();

/** A new folder in the OS temp dir, named `prefix` + random characters; removed after the file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

/** `child`, stopped after the file if it is still running (SIGKILL to the PID it was given). */
export function track<C extends ChildProcess>(child: C): C {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/** Stops every tracked child still running (waits for each to exit) and removes every folder. */
export async function cleanUp(): Promise<void> {
  await Promise.all(
    [...children].filter(running).map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        }),
    ),
  );
  children.clear();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs.clear();
}
