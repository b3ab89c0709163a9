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
  type ClassFile,
} from '../src/lab/classResults';
import { withSessionChecks, type SessionProblem } from '../src/lab/sessionSignature';
import { parseWorkshop } from '../src/lab/validateWorkshop';
import { formatVerifyTable } from '../src/lab/verifyTable';
import { SECRET_ENV, secretFrom, verifySession } from '../live/signature';
import { printableJson, printableLines } from '../src/tools/printable';
import { parseCommandLine, writeErr, writeOut } from './cli';
import { readTextFile } from './readFile';

const USAGE =
  'usage: npm run lab:verify -- FILE|DIR … [--challenges DIR] [--workshop FILE] [--secret-file FILE [--team ID]] [--csv | --json]';

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

function tryRead(path: string, kind: 'progress' | 'challenge'): ReturnType<typeof readTextFile> {
  return readTextFile(path, {
    limit: kind === 'progress' ? MAX_PROGRESS_BYTES : MAX_SCENARIO_BYTES,
    sizeProblem: (size) => sizeProblem(size, kind),
  });
}

function readText(path: string, kind: 'progress' | 'challenge'): string {
  const r = tryRead(path, kind);
  if (!r.ok) fail(`cannot read ${path}: ${r.message}`);
  return r.text;
}

const OPTIONS = {
  challenges: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  workshop: { type: 'string', multiple: true },
  'secret-file': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
  team: { type: 'string', multiple: true },
} as const;
const HELP = `${USAGE}

Replays each claim of trainees' exported progress through the engine. One FILE: a table
(challenge, claimed, verified, reason). Several, or a DIR of progress files (*.json): a class's
results, one row per trainee and a column per challenge: ✓ verified, ✗ claimed but failing,
· not solved, with hints shown (hN) and wrong attempts (wN).

A class: a file that is not a progress file (a saved session, a truncated download) is a
row with its reason, and everyone else's results are still shown (the exit status is 1).
Identical solutions or identical solve times across files are listed as "look alike".

options
  --challenges DIR   instructor challenges (*.json), validated like the built-ins
  --workshop FILE    a workshop file: only its challenges, in its order
  --secret-file FILE the class secret the live server was started with (or the environment
                     variable ${SECRET_ENV}): a live solve verifies only with a session that
                     server signed. Without it, live sessions are replayed, not authenticated
  --team ID          with --secret-file: the class team (npm run live -- --class) whose
                     deployment must have recorded every live session; one from another
                     team's deployment does not verify
  --json             JSON on stdout: one file [{ challenge, claimed, verified, reason }];
                     a class { challenges, rows: [{ trainee, file, cells }] }
  --csv              a class's results as CSV (one line per trainee)
  -h, --help         this text

exit codes
  0  every claim holds      1  a claim does not hold      2  invalid file or bad usage

examples
  npm run lab:verify -- stale-pages-lab-progress.json
  npm run lab:verify -- progress.json --challenges ./my-challenges
  npm run lab:verify -- ./class-results/ --csv > results.csv
  npm run lab:verify -- ./class-results/ --workshop two-hours.json --secret-file class.secret`;

const cli: {
  values: {
    challenges?: string[];
    json?: boolean;
    csv?: boolean;
    workshop?: string[];
    'secret-file'?: string[];
    team?: string[];
    help?: boolean;
  };
  positionals: string[];
} = parseCommandLine(OPTIONS, (message) => fail(message, true));
if (cli.values.help) {
  writeOut(`${HELP}\n`);
  process.exit(0);
}
if ((cli.values.challenges?.length ?? 0) > 1) fail('give --challenges once', true);
if ((cli.values.workshop?.length ?? 0) > 1) fail('give --workshop once', true);
if ((cli.values['secret-file']?.length ?? 0) > 1) fail('give --secret-file once', true);
if ((cli.values.team?.length ?? 0) > 1) fail('give --team once (one team per run)', true);
const team = cli.values.team?.[0];
const secretFile = cli.values['secret-file']?.[0];
const secret = secretFrom(
  secretFile !== undefined ? readText(secretFile, 'challenge') : null,
  process.env[SECRET_ENV],
);
if (secret !== null && typeof secret === 'object')
  fail(
    `${secretFile !== undefined ? `--secret-file ${secretFile}` : SECRET_ENV}: ${secret.problem}`,
  );
const sessionProblem: SessionProblem | undefined =
  typeof secret === 'string'
    ? (session) => {
        const r = verifySession(session, secret, team);
        return r.ok ? null : r.reason;
      }
    : undefined;
if (team !== undefined && typeof secret !== 'string')
  fail(`--team needs the class secret: --secret-file FILE (or ${SECRET_ENV})`, true);
const dir: string | null = cli.values.challenges?.[0] ?? null;
if (cli.values.json && cli.values.csv) fail('give --json or --csv, not both', true);
if (cli.positionals.length === 0) fail('give at least one progress file or folder', true);
function usesLive(ids: readonly string[]): boolean {
  return extra.challenges.some((c) => 'live' in c.goal && ids.includes(c.id));
}

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

let only: string[] | undefined;
const workshopFile = cli.values.workshop?.[0];
if (workshopFile !== undefined) {
  const w = parseWorkshop(
    readText(workshopFile, 'challenge'),
    extra.challenges.map((c) => c.id),
  );
  if (!w.ok)
    fail([
      `invalid workshop file ${workshopFile}:`,
      ...w.problems.map((p) => `  ${p.path}: ${p.message}`),
    ]);
  only = w.workshop.challenges;
}

/** Each file as progress, or why it is not one (a class shows it as a row with its reason). */
const classFiles: ClassFile[] = files.map((file) => {
  const name = basename(file, '.json');
  const r = tryRead(file, 'progress');
  if (!r.ok) return { file, name, problem: `cannot read it: ${r.message}` };
  const parsed = parseProgress(r.text);
  if (!parsed.ok) {
    const first = parsed.problems[0]!;
    const more = parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more)` : '';
    return { file, name, problem: `not a progress file: ${first.path}: ${first.message}${more}` };
  }
  return { file, name, progress: parsed.progress };
});

if (asClass) {
  const results = classResults(classFiles, extra.challenges, { only, sessionProblem });
  writeOut(
    cli.values.json
      ? `${printableJson(JSON.stringify(results, null, 2))}\n`
      : cli.values.csv
        ? printableLines(formatClassCsv(results))
        : printableLines(formatClassTable(results)) + '\n',
  );
  // said only when some file claims a live challenge the table shows
  const claimedLive = classFiles.flatMap((f) =>
    'progress' in f
      ? f.progress.entries.filter((e) => e.solved && results.challenges.includes(e.challenge))
      : [],
  );
  if (sessionProblem === undefined && usesLive(claimedLive.map((e) => e.challenge)))
    say(
      `live sessions were replayed, not authenticated: give --secret-file FILE (or ${SECRET_ENV})`,
    );
  process.exit(anyClaimFails(results) ? 1 : 0);
}
const one = classFiles[0]!;
if (!('progress' in one)) {
  const parsed = parseProgress(readText(one.file, 'progress'));
  fail([
    `invalid progress file ${one.file}:`,
    ...(parsed.ok ? [] : parsed.problems.map((p) => `  ${p.path}: ${p.message}`)),
  ]);
}
const all = withSessionChecks(
  one.progress,
  verifyProgress(one.progress, extra.challenges),
  extra.challenges,
  sessionProblem,
);
const rows = only ? only.flatMap((id) => all.filter((r) => r.challenge === id)) : all;
writeOut(
  cli.values.json
    ? `${printableJson(JSON.stringify(rows, null, 2))}\n`
    : printableLines(formatVerifyTable(rows)) + '\n',
);
process.exit(allClaimsHold(rows) ? 0 : 1);
