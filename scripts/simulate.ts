/**
 * Headless runner: npm run simulate -- <file.json | built-in name> [--json]
 * Exit 0 for a valid scenario (whatever its verdict), 2 for invalid input (problems on stderr).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, formatTable, parseScenario, simulate } from '../src/engine';

const here = dirname(fileURLToPath(import.meta.url));
const builtinDir = join(here, '..', 'public', 'scenarios');

function builtins(): string[] {
  return readdirSync(builtinDir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => f.slice(0, -5))
    .sort();
}

function usage(msg: string): never {
  process.stderr.write(
    `${msg}\nusage: npm run simulate -- <file.json | built-in name> [--json]\n` +
      `built-in scenarios: ${builtins().join(', ')}\n`,
  );
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
  process.stderr.write(`invalid scenario ${path}:\n`);
  for (const p of parsed.problems) process.stderr.write(`  ${p.path}: ${p.message}\n`);
  process.exit(2);
}
const report = buildReport(simulate(parsed.scenario));
process.stdout.write(json ? JSON.stringify(report, null, 2) + '\n' : formatTable(report) + '\n');
