/**
 * Replays a trainee's exported lab progress through the engine:
 *   npm run lab:verify -- progress.json [--challenges DIR]
 * Prints a table (challenge, claimed, verified); exit 0 when every claim holds, 1 when one does
 * not, 2 for an invalid progress file or challenge file (every problem on stderr, by JSON path).
 * Instructor challenges (*.json in DIR) are validated like the built-ins.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
  process.stderr.write(`${escapeControls(line)}\n`);
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

const args = process.argv.slice(2);
let dir: string | null = null;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--challenges') {
    const next = args[++i];
    if (next === undefined) fail('--challenges needs a folder', true);
    if (dir !== null) fail('give --challenges once', true);
    dir = next;
  } else if (a.startsWith('--')) fail(`unknown option: ${a}`, true);
  else files.push(a);
}
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
process.stdout.write(formatVerifyTable(rows) + '\n');
process.exit(allClaimsHold(rows) ? 0 : 1);
