/**
 * Checks challenge files as an author writes them:
 *   npm run lab:validate -- FILE [FILE …]
 * Each file: its shape (every problem by JSON path, as the lab reports them), then whether it
 * works as an exercise (src/lab/authoring.ts): a goal that the starting scenario already meets
 * is refused, and so is a question whose answer the engine cannot compute.
 * A workshop file (`"format": "stale-pages-lab-workshop"`) is checked as one: its shape, and
 * that each challenge it lists is a built-in one. A talk file (`"format": "stale-pages-talk"`,
 * the deck's: docs/presenting.md) is checked as the deck checks it when it loads one.
 * Exit 0 when every file is ready, 2 otherwise (or for bad usage).
 */
import { authoringProblems, builtinChallenges, parseChallenge } from '../src/lab';
import { parseWorkshop, WORKSHOP_FORMAT } from '../src/lab/validateWorkshop';
import { parseTalk, TALK_FORMAT } from '../src/story/talkFile';
import { printableLines } from '../src/tools/printable';
import { parseCommandLine, writeErr, writeOut } from './cli';
import { readTextFile } from './readFile';

const USAGE = 'usage: npm run lab:validate -- FILE [FILE …] (challenge, workshop or talk files)';
const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;
const cli: { values: { help?: boolean }; positionals: string[] } = parseCommandLine(
  OPTIONS,
  (message) => {
    writeErr(`${message}\n${USAGE}\n`);
    process.exit(2);
  },
);
if (cli.values.help) {
  writeOut(
    `${USAGE}\n\nChecks each challenge file (shape, and that its starting scenario does not already meet its goal),\nor workshop file (shape, and that its challenges are built-in ones),\nor talk file (the deck's: its shape, as the deck checks it).\nexit codes: 0 every file is ready, 2 a problem or bad usage\n\nexample\n  npm run lab:new -- mine.json && npm run lab:validate -- mine.json\n`,
  );
  process.exit(0);
}
if (cli.positionals.length === 0) {
  writeErr(`give at least one challenge file\n${USAGE}\n`);
  process.exit(2);
}
const say = (s: string) => writeErr(`${printableLines(s)}\n`);

function read(path: string): string | null {
  const r = readTextFile(path);
  if (r.ok) return r.text;
  say(`cannot read ${path}: ${r.message}`);
  return null;
}

/** A workshop or talk file says so in its `format` (a challenge file has none). */
function formatOf(text: string): unknown {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as { format?: unknown }).format : undefined;
  } catch {
    return undefined;
  }
}

let bad = 0;
for (const path of cli.positionals) {
  const text = read(path);
  if (text === null) {
    bad++;
    continue;
  }
  const format = formatOf(text);
  if (format === TALK_FORMAT) {
    const t = parseTalk(text);
    if (t.ok) {
      const n = t.talk.slides?.length;
      writeOut(
        printableLines(`${path}: ok (talk, ${n === undefined ? 'every slide' : `${n} slides`})`) +
          '\n',
      );
    } else {
      bad++;
      say(`${path}: not ready (talk file)`);
      for (const p of t.problems) say(`  ${p.path}: ${p.message}`);
    }
    continue;
  }
  if (format === WORKSHOP_FORMAT) {
    const w = parseWorkshop(
      text,
      builtinChallenges().map((c) => c.id),
    );
    if (w.ok)
      writeOut(
        printableLines(`${path}: ok (workshop, ${w.workshop.challenges.length} challenges)`) + '\n',
      );
    else {
      bad++;
      say(`${path}: not ready (workshop file)`);
      for (const p of w.problems) say(`  ${p.path}: ${p.message}`);
    }
    continue;
  }
  const r = parseChallenge(text);
  const problems = r.ok ? authoringProblems(r.challenge) : r.problems;
  if (problems.length > 0) {
    bad++;
    say(`${path}: not ready`);
    for (const p of problems) say(`  ${p.path}: ${p.message}`);
  } else if (r.ok)
    writeOut(
      printableLines(
        `${path}: ok (${r.challenge.id}, ${r.challenge.category}, ${r.challenge.difficulty}★)`,
      ) + '\n',
    );
}
process.exit(bad ? 2 : 0);
