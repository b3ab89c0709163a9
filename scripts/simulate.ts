/**
 * Headless runner: npm run simulate -- <file.json | built-in name> [--json]
 * Exit 0 for a valid scenario (whatever its verdict), 2 for invalid input (problems on stderr).
 * Human-readable output shows control characters escaped (`\x1b`); `--json` is JSON-escaped.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, formatTable, parseScenario, simulate } from '../src/engine';
import { escapeControls } from '../src/engine/report';

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
  process.stderr.write(`${escapeControls(line)}\n`);
}

function usage(msg: string): never {
  say(msg);
  say('usage: npm run simulate -- <file.json | built-in name> [--json]');
  say(`built-in scenarios: ${builtins().join(', ')}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--json');
if (unknownFlags.length > 0) usage(`unknown option: ${unknownFlags.join(' ')}`);
const targets = args.filter((a) => !a.startsWith('--'));
if (targets.length !== 1) usage('give exactly one scenario');
const target = targets[0]!;

let path = target;
if (!existsSync(path)) {
  if (!builtins().includes(target)) usage(`no such file or built-in scenario: ${target}`);
  path = join(builtinDir, `${target}.json`);
}
let text: string;
try {
  text = readFileSync(path, 'utf8');
} catch (e) {
  usage(`cannot read ${path}: ${(e as Error).message}`);
}
const parsed = parseScenario(text);
if (!parsed.ok) {
  say(`invalid scenario ${path}:`);
  for (const p of parsed.problems) say(`  ${p.path}: ${p.message}`);
  process.exit(2);
}
const report = buildReport(simulate(parsed.scenario));
process.stdout.write(json ? JSON.stringify(report, null, 2) + '\n' : formatTable(report) + '\n');
