// @vitest-environment node
/**
 * `npm run lab:verify` against hostile files (issue 17 points 4, 6 and 7): deep nesting,
 * goals keyed like Object.prototype's members, an empty file, a file that is not JSON, a
 * progress file over the size limit, unknown options, invisible characters in ids.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CHALLENGE_FILES, emptyProgress, MAX_PROGRESS_BYTES } from '../../src/lab';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const dir = tempDir('lab-hostile-');
const file = (name: string, data: unknown, where = dir) => {
  const f = join(where, name);
  writeFileSync(f, typeof data === 'string' ? data : JSON.stringify(data));
  return f;
};
const run = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-verify.ts', ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
const progress = (entries: unknown[]) => ({ ...emptyProgress(), entries });
const leak = () => structuredClone(BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!);

describe('lab:verify refuses hostile files with a message and exit 2', () => {
  it('a solution nested 5,000 levels deep', () => {
    const text = `{"format":"stale-pages-lab-progress","version":1,"entries":[{"challenge":"make-a-leak","solved":true,"solution":{"scenario":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}]}`;
    const r = run(file('deep.json', text));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('nested more than 64 levels deep');
    expect(r.stderr).not.toMatch(/RangeError|at .*\.ts:\d+/);
  }, 60_000);

  it('challenge goals keyed constructor, toString, valueOf or __proto__, at the top or deep', () => {
    const keys = ['constructor', 'toString', 'valueOf', '__proto__'];
    const chDir = tempDir('lab-ch-');
    keys.forEach((key, i) => {
      for (const [where, goal] of [
        ['top', `{"predicate":{"${key}":{}}}`],
        ['deep', `{"predicate":{"all":[{"not":{"${key}":[]}}]}}`],
      ] as const) {
        const ch = leak();
        const text = JSON.stringify({ ...ch, id: `${where}-${i}`, goal: '@' }).replace('"@"', goal);
        file(`${where}-${i}.json`, text, chDir);
      }
    });
    const r = run(file('p.json', progress([])), '--challenges', chDir);
    expect(r.status).toBe(2);
    for (const key of keys) expect(r.stderr).toContain(`the key "${key}" is not allowed here`);
    expect(r.stderr.match(/is not allowed here/g)).toHaveLength(8);
    expect(r.stderr).not.toMatch(/TypeError|at .*\.ts:\d+/);
  }, 60_000);

  it('an empty file says it is empty; a challenge file that is not JSON has no stray \\x0a', () => {
    const empty = run(file('empty.json', ''));
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('$: the file is empty');
    const chDir = tempDir('lab-ch-');
    file('bad.json', 'nope{\n', chDir);
    const r = run(file('p.json', progress([])), '--challenges', chDir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not valid JSON');
    expect(r.stderr).not.toContain('\\x0a');
  }, 60_000);

  it('a progress file over the limit the browser uses, named as a progress file', () => {
    const big = JSON.stringify(progress([])).replace('[]', `[${' '.repeat(MAX_PROGRESS_BYTES)}]`);
    const r = run(file('big.json', big));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bytes (5 MB) a progress file may have');
  }, 60_000);

  it('unknown options are refused with the list of known ones', () => {
    const r = run('--nope', 'x.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Unknown option '--nope'");
    expect(r.stderr).toContain(
      'known options: --challenges --json --csv --workshop --secret-file --help',
    );
  }, 60_000);

  it('invisible and bidi characters in ids are escaped in the table', () => {
    const ids = [
      'a\u200bb',
      'c\u200dd',
      'e\ufefff',
      'g\u2028h',
      'i\u2029j',
      'k\u00adl',
      'm\u202en',
    ];
    const r = run(
      file('ids.json', progress(ids.map((challenge) => ({ challenge, solved: true })))),
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('a\\u200bb');
    expect(r.stdout).toContain('k\\xadl');
    for (const c of ['\u200b', '\u200d', '\ufeff', '\u2028', '\u2029', '\u00ad', '\u202e'])
      expect(r.stdout).not.toContain(c);
  }, 60_000);
});
