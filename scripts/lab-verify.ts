/**
 * Replays a trainee's exported lab progress through the engine:
 *   npm run lab:verify -- progress.json [--challenges DIR] (options by node:util parseArgs; --help)
 * Prints a table (challenge, claimed, verified); exit 0 when every claim holds, 1 when one does
 * not, 2 for an invalid progress file or challenge file (every problem on stderr, by JSON path).
 * Instructor challenges (*.json in DIR) are validated like the built-ins.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readScenarioText } from '../src/engine/readText';
import { escapeControls } from '../src/engine/report';
import {
  allClaimsHold,
  builtinChallenges,
  parseProgress,
  validateChallenges,
  verifyProgress,
} from '../src/lab';
import { formatVerifyTable } from '../src/lab/verifyTable';

const MAX_BYTES = 32 * 1024 * 1024;
const USAGE = 'usage: npm run lab:verify -- progress.json [--challenges DIR]';

function say(line: string): void {
  for (const l of line.split('\n')) process.stderr.write(`${escapeControls(l)}\n`);
}

function fail(msg: string, usage = false): never {
  say(msg);
  if (usage) say(USAGE);
  process.exit(2);
}

function readText(path: string): string {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) fail(`not a file: ${path}`);
    size = st.size;
  } catch (e) {
    fail(`cannot read ${path}: ${(e as Error).message}`);
  }
  if (size > MAX_BYTES) fail(`${path} is larger than ${MAX_BYTES} bytes`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    fail(`cannot read ${path}: ${(e as Error).message}`);
  }
  const r = readScenarioText(bytes, MAX_BYTES);
  if (!r.ok) fail(`cannot read ${path}: ${r.message}`);
  return r.text;
}

const OPTIONS = {
  challenges: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
const HELP = `${USAGE}

Replays each claim of a trainee's exported progress through the engine and prints a table
(challenge, claimed, verified).

options
  --challenges DIR   instructor challenges (*.json), validated like the built-ins
  --json             the rows as JSON on stdout: [{ challenge, claimed, verified, reason }]
  -h, --help         this text

exit codes
  0  every claim holds      1  a claim does not hold      2  invalid file or bad usage

examples
  npm run lab:verify -- stale-pages-lab-progress.json
  npm run lab:verify -- progress.json --challenges ./my-challenges`;

let cli: {
  values: { challenges?: string[]; json?: boolean; help?: boolean };
  positionals: string[];
};
try {
  cli = parseArgs({
    args: process.argv.slice(2),
    options: OPTIONS,
    strict: true,
    allowPositionals: true,
  });
} catch (e) {
  fail(
    `${(e as Error).message}\nknown options: ${Object.keys(OPTIONS)
      .map((k) => `--${k}`)
      .join(' ')}`,
    true,
  );
}
if (cli.values.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
if ((cli.values.challenges?.length ?? 0) > 1) fail('give --challenges once', true);
const dir: string | null = cli.values.challenges?.[0] ?? null;
const files = cli.positionals;
if (files.length !== 1) fail('give exactly one progress file', true);

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
    try {
      inputs.push({ source: path, data: JSON.parse(readText(path)) });
    } catch (e) {
      fail(`invalid challenge file ${path}:\n  $: not valid JSON: ${(e as Error).message}`);
    }
  }
}
const extra = validateChallenges([
  ...builtins.map((c) => ({ source: `built-in ${c.id}`, data: c })),
  ...inputs,
]);
if (extra.problems.length > 0) {
  say('invalid challenge file(s):');
  for (const p of extra.problems) say(`  ${p.source} ${p.path}: ${p.message}`);
  process.exit(2);
}

const parsed = parseProgress(readText(files[0]!));
if (!parsed.ok) {
  say(`invalid progress file ${files[0]!}:`);
  for (const p of parsed.problems) say(`  ${p.path}: ${p.message}`);
  process.exit(2);
}
const rows = verifyProgress(parsed.progress, extra.challenges);
process.stdout.write(
  cli.values.json ? `${JSON.stringify(rows, null, 2)}\n` : formatVerifyTable(rows) + '\n',
);
process.exit(allClaimsHold(rows) ? 0 : 1);
