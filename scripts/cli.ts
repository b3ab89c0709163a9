/**
 * The command line of every script: `node:util`'s parseArgs, strict (an unknown option is
 * refused), positionals allowed. A refused line goes to `refuse` with parseArgs's message and
 * the known options, so each script says it in its own voice (and exits 2).
 * Every script writes its output through `writeOut` and `writeErr` (below).
 */
import { writeSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseCommandLine<const O extends Options>(
  options: O,
  refuse: (message: string) => never,
) {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options,
      strict: true as const,
      allowPositionals: true as const,
    });
  } catch (e) {
    const known = Object.keys(options)
      .map((k) => `--${k}`)
      .join(' ');
    return refuse(`${(e as Error).message}\nknown options: ${known}`);
  }
}

/**
 * Output that is complete whatever stdout and stderr are (a file, a terminal, a pipe). Node
 * writes to a pipe asynchronously: a `process.exit()` right after a large
 * `process.stdout.write` cut the output at the pipe's 64 KiB. These write synchronously, to
 * the end, before they return, so a script may exit at once. A reader that has gone away
 * (`| head`: EPIPE) ends that stream quietly: what follows is dropped and the script goes on
 * to its own exit code.
 */
const gone = new Set<number>();

/** Waits without spinning while a non-blocking pipe is full. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function writeAll(fd: 1 | 2, text: string): void {
  if (gone.has(fd) || text.length === 0) return;
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // the pipe is full and was opened non-blocking (by node, when something touched
      // process.stdout): wait for the reader
      if (code === 'EAGAIN') pause(2);
      else if (code === 'EPIPE') return void gone.add(fd);
      else throw e;
    }
  }
}

/** Writes `text` to stdout, all of it, before returning (see above). */
export function writeOut(text: string): void {
  writeAll(1, text);
}

/** Writes `text` to stderr, all of it, before returning (see above). */
export function writeErr(text: string): void {
  writeAll(2, text);
}
