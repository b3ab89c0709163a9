/**
 * Replays a trainee's exported lab progress through the engine:
 *   npm run lab:verify -- progress.json [--challenges DIR] (options by node:util parseArgs; --help)
 * Prints a table (challenge, claimed, verified); exit 0 when every claim holds, 1 when one does
 * not, 2 for an invalid progress file or challenge file (every problem on stderr, by JSON path).
 * Instructor challenges (*.json in DIR) are validated like the built-ins. A progress file may
 * have at most MAX_PROGRESS_BYTES (5 MB, as in the browser), a challenge file as much as a
 * scenario file. Output shows control and invisible characters escaped (src/tools/printable).
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseJsonWith } from '../src/engine';
import { MAX_SCENARIO_BYTES } from '../src/engine/readText';
import {
  allClaimsHold,
  builtinChallenges,
  MAX_PROGRESS_BYTES,
  parseProgress,
  progressSizeProblem,
  validateChallenges,
  verifyProgress,
} from '../src/lab';
import {
  anyClaimFails,
  classResults,
  formatClassCsv,
  formatClassTable,
} from '../src/lab/classResults';
import { formatVerifyTable } from '../src/lab/verifyTable';
import { printableJson, printableLines } from '../src/tools/printable';
import { parseCommandLine, writeErr, writeOut } from './cli';
import { readTextFile } from './readFile';

const USAGE = 'usage: npm run lab:verify -- FILE|DIR … [--challenges DIR] [--csv | --json]';

function say(line: string): void {
  writeErr(`${printableLines(line)}\n`);
}

function fail(lines: string | string[], usage = false): never {
  for (const l of typeof lines === 'string' ? [lines] : lines) say(l);
  if (usage) say(USAGE);
  process.exit(2);
}

function sizeProblem(size: number, kind: 'progress' | 'challenge'): string | null {
  if (kind === 'progress') return progressSizeProblem(size);
  return size > MAX_SCENARIO_BYTES
    ? `the file has ${size.toLocaleString('en-US')} bytes, more than the ` +
        `${MAX_SCENARIO_BYTES.toLocaleString('en-US')} bytes (5 MB) a challenge file may have`
    : null;
}

function readText(path: string, kind: 'progress' | 'challenge'): string {
  const r = readTextFile(path, {
    limit: kind === 'progress' ? MAX_PROGRESS_BYTES : MAX_SCENARIO_BYTES,
    sizeProblem: (size) => sizeProblem(size, kind),
  });
  if (!r.ok) fail(`cannot read ${path}: ${r.message}`);
  return r.text;
}

const OPTIONS = {
  challenges: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
const HELP = `${USAGE}

Replays each claim of trainees' exported progress through the engine. One FILE: a table
(challenge, claimed, verified, reason). Several, or a DIR of progress files (*.json): a class's
results, one row per trainee and a column per challenge: ✓ verified, ✗ claimed but failing,
· not solved, with hints shown (hN) and wrong attempts (wN).

options
  --challenges DIR   instructor challenges (*.json), validated like the built-ins
  --json             JSON on stdout: one file [{ challenge, claimed, verified, reason }];
                     a class { challenges, rows: [{ trainee, file, cells }] }
  --csv              a class's results as CSV (one line per trainee)
  -h, --help         this text

exit codes
  0  every claim holds      1  a claim does not hold      2  invalid file or bad usage

examples
  npm run lab:verify -- stale-pages-lab-progress.json
  npm run lab:verify -- progress.json --challenges ./my-challenges
  npm run lab:verify -- ./class-results/ --csv > results.csv`;

const cli: {
  values: { challenges?: string[]; json?: boolean; csv?: boolean; help?: boolean };
  positionals: string[];
} = parseCommandLine(OPTIONS, (message) => fail(message, true));
if (cli.values.help) {
  writeOut(`${HELP}\n`);
  process.exit(0);
}
if ((cli.values.challenges?.length ?? 0) > 1) fail('give --challenges once', true);
const dir: string | null = cli.values.challenges?.[0] ?? null;
if (cli.values.json && cli.values.csv) fail('give --json or --csv, not both', true);
if (cli.positionals.length === 0) fail('give at least one progress file or folder', true);
/** The progress files: each FILE, and each DIR's *.json (sorted). */
const files: string[] = [];
let asClass = cli.positionals.length > 1 || cli.values.csv === true;
for (const arg of cli.positionals) {
  let isDir = false;
  try {
    isDir = statSync(arg).isDirectory();
  } catch (e) {
    fail(`cannot read ${arg}: ${(e as Error).message}`);
  }
  if (!isDir) {
    files.push(arg);
    continue;
  }
  asClass = true;
  let names: string[];
  try {
    names = readdirSync(arg)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (e) {
    fail(`cannot read the folder ${arg}: ${(e as Error).message}`);
  }
  if (names.length === 0) fail(`no progress files (*.json) in ${arg}`);
  files.push(...names.map((n) => join(arg, n)));
}

const inputs: { source: string; data: unknown }[] = [];
const builtins = builtinChallenges();
if (dir !== null) {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (e) {
    fail(`cannot read the challenges folder ${dir}: ${(e as Error).message}`);
  }
  for (const name of names) {
    const path = join(dir, name);
    const r = parseJsonWith(readText(path, 'challenge'), (data) => ({ ok: true as const, data }));
    if (!r.ok)
      fail([
        `invalid challenge file ${path}:`,
        ...r.problems.map((p) => `  ${p.path}: ${p.message}`),
      ]);
    inputs.push({ source: path, data: r.data });
  }
}
const extra = validateChallenges([
  ...builtins.map((c) => ({ source: `built-in ${c.id}`, data: c })),
  ...inputs,
]);
if (extra.problems.length > 0)
  fail([
    'invalid challenge file(s):',
    ...extra.problems.map((p) => `  ${p.source} ${p.path}: ${p.message}`),
  ]);

const progresses = files.map((file) => {
  const parsed = parseProgress(readText(file, 'progress'));
  if (!parsed.ok)
    fail([
      `invalid progress file ${file}:`,
      ...parsed.problems.map((p) => `  ${p.path}: ${p.message}`),
    ]);
  return { file, name: basename(file, '.json'), progress: parsed.progress };
});

if (asClass) {
  const results = classResults(progresses, extra.challenges);
  writeOut(
    cli.values.json
      ? `${printableJson(JSON.stringify(results, null, 2))}\n`
      : cli.values.csv
        ? printableLines(formatClassCsv(results))
        : printableLines(formatClassTable(results)) + '\n',
  );
  process.exit(anyClaimFails(results) ? 1 : 0);
}
const rows = verifyProgress(progresses[0]!.progress, extra.challenges);
writeOut(
  cli.values.json
    ? `${printableJson(JSON.stringify(rows, null, 2))}\n`
    : printableLines(formatVerifyTable(rows)) + '\n',
);
process.exit(allClaimsHold(rows) ? 0 : 1);
