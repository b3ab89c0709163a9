/**
 * Writes a commented sample challenge to start from:
 *   npm run lab:new [-- FILE] [--force]      (default FILE: my-challenge.json)
 * Comments are `$comment` fields (JSON has none); `$schema` points at
 * public/schemas/challenge.schema.json so an editor completes and checks the file.
 * Refuses to overwrite a file unless --force.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { builtinChallenges, sampleChallenge, startingScenario } from '../src/lab';
import { parseCommandLine, writeErr, writeOut } from './cli';

const USAGE = 'usage: npm run lab:new [-- FILE] [--force]';
const OPTIONS = { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
const cli: { values: { force?: boolean; help?: boolean }; positionals: string[] } =
  parseCommandLine(OPTIONS, (message) => {
    writeErr(`${message}\n${USAGE}\n`);
    process.exit(2);
  });
if (cli.values.help) {
  writeOut(
    `${USAGE}\n\nWrites a commented sample challenge (default my-challenge.json), then:\n  npm run lab:validate -- my-challenge.json\n`,
  );
  process.exit(0);
}
if (cli.positionals.length > 1) {
  writeErr(`give at most one file\n${USAGE}\n`);
  process.exit(2);
}
const file = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  cli.positionals[0] ?? 'my-challenge.json',
);
if (existsSync(file) && !cli.values.force) {
  writeErr(`${file} exists: not overwritten (use --force)\n`);
  process.exit(2);
}
const schema = join(import.meta.dirname, '..', 'public', 'schemas', 'challenge.schema.json');
const link = relative(dirname(file), schema).split(sep).join('/');
// the scenario of the built-in "make-a-leak", so the sample is a working exercise
const start = startingScenario(builtinChallenges().find((c) => c.id === 'make-a-leak')!);
try {
  writeFileSync(file, JSON.stringify(sampleChallenge(link, start), null, 2) + '\n', { flag: 'w' });
} catch (e) {
  writeErr(`cannot write ${file}: ${(e as Error).message}\n`);
  process.exit(2);
}
writeOut(
  `wrote ${file}\nnext: npm run lab:validate -- ${cli.positionals[0] ?? 'my-challenge.json'}\n`,
);
