// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allClaimsHold,
  BUILTIN_CHALLENGE_FILES,
  builtinChallenges,
  emptyProgress,
  parseProgress,
  recordEntry,
  serializeProgress,
  verifyProgress,
  type Progress,
} from '../../src/lab';
import { SOLUTIONS } from './solutions';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

/** A trainee who solved three challenges of different categories. */
function honest(): Progress {
  let p = emptyProgress();
  for (const id of ['make-a-leak', 'smallest-rejected-prompt', 'scrub-is-not-enough'])
    p = recordEntry(p, {
      challenge: id,
      solved: true,
      solution: SOLUTIONS[id]!.good(),
      hintsShown: 1,
    });
  return recordEntry(p, { challenge: 'whose-pages', solved: false, hintsShown: 2 });
}

describe('progress export, import and verification', () => {
  it('round-trips through its JSON file, and every honest claim verifies', () => {
    const text = serializeProgress(honest());
    const back = parseProgress(text);
    expect(back.ok && back.progress).toEqual(honest());
    const rows = verifyProgress(honest(), builtinChallenges());
    expect(rows.map((r) => [r.challenge, r.claimed, r.verified])).toEqual([
      ['make-a-leak', true, true],
      ['smallest-rejected-prompt', true, true],
      ['scrub-is-not-enough', true, true],
      ['whose-pages', false, false],
    ]);
    expect(allClaimsHold(rows)).toBe(true);
  });

  it('a tampered file (solved mark without a working solution) is not verified', () => {
    const p = honest();
    p.entries[3] = { challenge: 'whose-pages', solved: true };
    p.entries.push({
      challenge: 'chosen-victim',
      solved: true,
      solution: SOLUTIONS['chosen-victim']!.wrong(),
    });
    p.entries.push({ challenge: 'smallest-closing-pool', solved: true, solution: { answer: 1 } });
    p.entries.push({ challenge: 'no-such-challenge', solved: true, solution: { answer: 1 } });
    const rows = verifyProgress(p, builtinChallenges());
    expect(rows.slice(3).map((r) => [r.challenge, r.verified, r.reason])).toEqual([
      ['whose-pages', false, 'claimed solved, but no solution is recorded'],
      ['chosen-victim', false, expect.stringMatching(/^the goal does not hold: /)],
      ['smallest-closing-pool', false, 'wrong answer: too low'],
      ['no-such-challenge', false, 'unknown challenge'],
    ]);
    expect(allClaimsHold(rows)).toBe(false);
  });

  it('invalid files are refused with JSON paths', () => {
    const bad = parseProgress(
      JSON.stringify({
        format: 'other',
        version: 2,
        entries: [
          { challenge: 'x', solved: 'yes', solution: { answer: {} }, extra: 1 },
          { challenge: 'x', solved: true },
        ],
      }),
    );
    expect(bad.ok).toBe(false);
    const paths = bad.ok ? [] : bad.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.format',
        '$.version',
        '$.entries[0].solved',
        '$.entries[0].solution.answer',
        '$.entries[0].extra',
        '$.entries[1].challenge',
      ]),
    );
    expect(parseProgress('nope').ok).toBe(false);
  });
});

describe('npm run lab:verify', () => {
  const dir = tempDir('lab-');
  const file = (name: string, data: unknown) => {
    const f = join(dir, name);
    writeFileSync(f, typeof data === 'string' ? data : JSON.stringify(data));
    return f;
  };
  const run = (...args: string[]) =>
    spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-verify.ts', ...args], {
      encoding: 'utf8',
      cwd: process.cwd(),
    });

  it('exit 0 when every claim holds, with a table', () => {
    const r = run(file('good.json', honest()));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/challenge\s+claimed\s+verified/);
    expect(r.stdout).toMatch(/make-a-leak\s+yes\s+yes/);
    expect(r.stdout).toContain('3 of 3 claimed solutions verified by the engine');
  }, 60_000);

  it('exit 1 for a tampered file; control characters in ids are escaped', () => {
    const p = honest();
    p.entries.push({ challenge: 'evil\u001b[2Jid', solved: true, solution: { answer: 1 } });
    p.entries[0] = {
      challenge: 'make-a-leak',
      solved: true,
      solution: SOLUTIONS['make-a-leak']!.wrong(),
    };
    const r = run(file('tampered.json', p));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/make-a-leak\s+yes\s+no\s+the goal does not hold/);
    expect(r.stdout).toContain('evil\\x1b[2Jid');
    expect(r.stdout).not.toContain('\u001b');
  }, 60_000);

  it('exit 2 for an invalid file, a missing file, bad options or an invalid challenge folder', () => {
    const bad = run(
      file('bad.json', {
        format: 'stale-pages-lab-progress',
        version: 1,
        entries: [{ solved: true }],
      }),
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('$.entries[0].challenge: required field is missing');
    expect(run(file('notjson.json', '{')).status).toBe(2);
    expect(run(join(dir, 'missing.json')).status).toBe(2);
    expect(run('--nope').status).toBe(2);
    const chDir = tempDir('lab-ch-');
    writeFileSync(join(chDir, 'broken.json'), JSON.stringify({ id: 'mine' }));
    const r = run(file('good2.json', honest()), '--challenges', chDir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/broken\.json \$\.category: required field is missing/);
  }, 60_000);

  it('instructor challenges from --challenges are validated and used like the built-ins', () => {
    const chDir = tempDir('lab-ch-');
    const mine = {
      ...structuredClone(BUILTIN_CHALLENGE_FILES.find((c) => c.id === 'make-a-leak')!),
      id: 'instructor-leak',
    };
    writeFileSync(join(chDir, 'instructor-leak.json'), JSON.stringify(mine));
    const p = recordEntry(emptyProgress(), {
      challenge: 'instructor-leak',
      solved: true,
      solution: SOLUTIONS['make-a-leak']!.good(),
    });
    const f = file('instructor.json', p);
    expect(run(f).status).toBe(1); // unknown without the folder
    const r = run(f, '--challenges', chDir);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/instructor-leak\s+yes\s+yes/);
  }, 60_000);
});
