/**
 * Headless runner: npm run simulate -- <file.json | built-in name> [--json]
 * Exit 0 for a valid scenario (whatever its verdict), 2 for invalid input or usage (problems on
 * stderr). Human-readable output shows control and invisible characters escaped (`\x1b`, `\u200b`,
 * src/tools/printable.ts); `--json` also escapes C1 controls and bidi overrides as `\uNNNN`.
 * Options are read with node:util's parseArgs (strict).
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readSync,
  readdirSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, formatTable, parseScenario, simulate } from '../src/engine';
import { MAX_SCENARIO_BYTES, checkTextSize, readScenarioText } from '../src/engine/readText';
import { printableJson, printableLines } from '../src/tools/printable';
import { parseCommandLine } from './cli';

const here = dirname(fileURLToPath(import.meta.url));
const builtinDir = join(here, '..', 'public', 'scenarios');

function builtins(): string[] {
  return readdirSync(builtinDir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => f.slice(0, -5))
    .sort();
}

/** One line on stderr, control characters shown escaped (names and paths come from the user). */
function say(line: string): void {
  process.stderr.write(`${printableLines(line)}\n`);
}

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = `usage: npm run simulate -- <file.json | built-in name> [--json]

Runs a scenario through the engine and prints each response: status, isolation, whose pages
leaked into it, and whether it was correct.

options
  --json       the report as JSON on stdout (use npm run -s to keep npm's banner out)
  -h, --help   this text

exit codes
  0  a valid scenario, whatever its verdict      2  invalid scenario, unreadable file, bad usage

examples
  npm run simulate -- incident
  npm run -s simulate -- incident --json
  npm run simulate -- path/to/my-scenario.json`;

function usage(msg: string): never {
  say(msg);
  say('usage: npm run simulate -- <file.json | built-in name> [--json]   (--help for more)');
  say(`built-in scenarios: ${builtins().join(', ')}`);
  process.exit(2);
}

const cli: { values: { json?: boolean; help?: boolean }; positionals: string[] } = parseCommandLine(
  OPTIONS,
  usage,
);
if (cli.values.help) {
  process.stdout.write(`${HELP}\n\nbuilt-in scenarios: ${builtins().join(', ')}\n`);
  process.exit(0);
}
const json = cli.values.json ?? false;
const targets = cli.positionals;
if (targets.length !== 1) usage('give exactly one scenario');
const target = targets[0]!;

let path = target;
if (!existsSync(path)) {
  if (!builtins().includes(target)) usage(`no such file or built-in scenario: ${target}`);
  path = join(builtinDir, `${target}.json`);
}
/** Gives up on a pipe or device that stays open without sending anything for this long. */
const IDLE_MS = 10_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * At most MAX_SCENARIO_BYTES + 1 bytes of the file, so that /dev/zero, an endless pipe or a
 * huge file cannot hang the runner or fill its memory. A regular file's size is checked
 * before reading. Opened non-blocking, so a FIFO without a writer reads as empty at once.
 */
function readCapped(
  file: string,
): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, message: 'is a directory' };
    const tooLarge = st.isFile() ? checkTextSize(st.size) : null;
    if (tooLarge && !tooLarge.ok) return { ok: false, message: tooLarge.message };
    const buf = new Uint8Array(MAX_SCENARIO_BYTES + 1);
    let n = 0;
    let idleSince = Date.now();
    while (n < buf.length) {
      let got: number;
      try {
        got = readSync(fd, buf, n, buf.length - n, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        if (Date.now() - idleSince > IDLE_MS)
          return { ok: false, message: `nothing to read for ${IDLE_MS / 1000} s` };
        sleep(20);
        continue;
      }
      if (got === 0) break;
      n += got;
      idleSince = Date.now();
    }
    return { ok: true, bytes: buf.subarray(0, n) };
  } finally {
    closeSync(fd);
  }
}

function refuse(message: string): never {
  say(`cannot read ${path}: ${message}`);
  process.exit(2);
}

let read: ReturnType<typeof readCapped>;
try {
  read = readCapped(path);
} catch (e) {
  refuse((e as Error).message);
}
if (!read.ok) refuse(read.message);
const decoded = readScenarioText(read.bytes);
if (!decoded.ok) refuse(decoded.message);
const text = decoded.text;
const parsed = parseScenario(text);
if (!parsed.ok) {
  say(`invalid scenario ${path}:`);
  for (const p of parsed.problems) say(`  ${p.path}: ${p.message}`);
  process.exit(2);
}
const report = buildReport(simulate(parsed.scenario));
process.stdout.write(
  (json ? printableJson(JSON.stringify(report, null, 2)) : printableLines(formatTable(report))) +
    '\n',
);
