/**
 * Replays a trainee's exported lab progress through the engine:
 *   npm run lab:verify -- progress.json [--challenges DIR]
 * Prints a table (challenge, claimed, verified); exit 0 when every claim holds, 1 when one does
 * not, 2 for an invalid progress file or challenge file (every problem on stderr, by JSON path).
 * Instructor challenges (*.json in DIR) are validated like the built-ins. A progress file may
 * have at most MAX_PROGRESS_BYTES (5 MB, as in the browser), a challenge file as much as a
 * scenario file. Output shows control and invisible characters escaped (src/tools/printable).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseJsonWith } from '../src/engine';
import { MAX_SCENARIO_BYTES, readScenarioText } from '../src/engine/readText';
import {
  allClaimsHold,
  builtinChallenges,
  MAX_PROGRESS_BYTES,
  parseProgress,
  progressSizeProblem,
  validateChallenges,
  verifyProgress,
} from '../src/lab';
import { formatVerifyTable } from '../src/lab/verifyTable';
import { printable, printableLines } from '../src/tools/printable';

const USAGE = 'usage: npm run lab:verify -- progress.json [--challenges DIR]';
const OPTIONS = { challenges: { type: 'string' } } as const;

function say(line: string): void {
  process.stderr.write(`${printable(line)}\n`);
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
  const limit = kind === 'progress' ? MAX_PROGRESS_BYTES : MAX_SCENARIO_BYTES;
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) fail(`not a file: ${path}`);
    size = st.size;
  } catch (e) {
    fail(`cannot read ${path}: ${(e as Error).message}`);
  }
  const tooLarge = sizeProblem(size, kind);
  if (tooLarge) fail(`cannot read ${path}: ${tooLarge}`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    fail(`cannot read ${path}: ${(e as Error).message}`);
  }
  const r = readScenarioText(bytes, limit);
  if (!r.ok) fail(`cannot read ${path}: ${r.message}`);
  return r.text;
}

let parsedArgs: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
try {
  parsedArgs = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
} catch (e) {
  const known = Object.keys(OPTIONS).map((o) => `--${o}`);
  const code = (e as { code?: string }).code;
  fail(
    code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
      ? `${(e as Error).message.split('.')[0]!} (known options: ${known.join(', ')})`
      : (e as Error).message,
    true,
  );
}
const files = parsedArgs.positionals;
const dir = parsedArgs.values.challenges ?? null;
if (dir === '') fail('--challenges needs a folder', true);
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

const parsed = parseProgress(readText(files[0]!, 'progress'));
if (!parsed.ok)
  fail([
    `invalid progress file ${files[0]!}:`,
    ...parsed.problems.map((p) => `  ${p.path}: ${p.message}`),
  ]);
const rows = verifyProgress(parsed.progress, extra.challenges);
process.stdout.write(printableLines(formatVerifyTable(rows)) + '\n');
process.exit(allClaimsHold(rows) ? 0 : 1);
