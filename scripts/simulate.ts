/**
 * Headless runner: npm run simulate -- <file.json | built-in name> [--json]
 * Exit 0 for a valid scenario (whatever its verdict), 2 for invalid input or usage (problems on
 * stderr). Human-readable output shows control and invisible characters escaped (`\x1b`, `\u200b`,
 * src/tools/printable.ts); `--json` also escapes C1 controls and bidi overrides as `\uNNNN`.
 * Options are read with node:util's parseArgs (strict).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, formatTable, parseScenario, simulate } from '../src/engine';
import { printableJson, printableLines } from '../src/tools/printable';
import { parseCommandLine, writeErr, writeOut } from './cli';
import { readTextFile } from './readFile';

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
  writeErr(`${printableLines(line)}\n`);
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
  writeOut(`${HELP}\n\nbuilt-in scenarios: ${builtins().join(', ')}\n`);
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
function refuse(message: string): never {
  say(`cannot read ${path}: ${message}`);
  process.exit(2);
}

const read = readTextFile(path);
if (!read.ok) refuse(read.message);
const text = read.text;
const parsed = parseScenario(text);
if (!parsed.ok) {
  say(`invalid scenario ${path}:`);
  for (const p of parsed.problems) say(`  ${p.path}: ${p.message}`);
  process.exit(2);
}
const report = buildReport(simulate(parsed.scenario));
writeOut(
  (json ? printableJson(JSON.stringify(report, null, 2)) : printableLines(formatTable(report))) +
    '\n',
);
