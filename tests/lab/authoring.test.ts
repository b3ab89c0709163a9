// @vitest-environment node
/**
 * Authoring (issue #22 point 5), through the real scripts as child processes: `lab:new` writes a
 * commented sample that `lab:validate` accepts and that an editor can check against its schema;
 * `lab:validate` refuses a challenge whose starting scenario already meets its goal.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  authoringProblems,
  builtinChallenges,
  checkSolution,
  parseChallenge,
  validateChallenge,
} from '../../src/lab';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const run = (script: string, ...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, `scripts/${script}.ts`, ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
const dir = tempDir('lab-new-');

describe('lab:new and lab:validate', { timeout: 60_000 }, () => {
  const file = join(dir, 'mine.json');

  it('lab:new writes a commented sample that lab:validate accepts', () => {
    const r = run('lab-new', file);
    expect(r.status).toBe(0);
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Array.isArray(data.$comment)).toBe(true);
    expect((data.goal as Record<string, unknown>).$comment).toMatch(/predicate/);
    // the $schema link resolves, from the file, to the committed challenge schema
    const schema = resolve(dirname(file), data.$schema as string);
    expect(schema).toBe(resolve('public/schemas/challenge.schema.json'));
    expect(existsSync(schema)).toBe(true);
    const v = run('lab-validate', file);
    expect(v.status).toBe(0);
    expect(v.stdout).toContain('ok (my-first-challenge, exploit, 1★)');
  });

  it('the sample is a working exercise: not solved as it starts, solved by a prompt in the band', () => {
    const r = parseChallenge(readFileSync(file, 'utf8'));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const s = structuredClone(r.challenge.scenario);
    s.requests.find((q) => q.id === 'm1')!.promptTokens = 800000;
    expect(checkSolution(r.challenge, { scenario: s }).solved).toBe(true);
  });

  it('lab:new does not overwrite a file unless --force', () => {
    const r = run('lab-new', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not overwritten');
    expect(run('lab-new', file, '--force').status).toBe(0);
  });

  it('lab:validate refuses a goal the starting scenario already meets, and a bad file by path', () => {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const met = join(dir, 'met.json');
    writeFileSync(met, JSON.stringify({ ...data, goal: { predicate: { requests: { min: 1 } } } }));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...data, difficulty: 9, colour: 'red' }));
    const r = run('lab-validate', met, bad, file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('already meets the goal');
    expect(r.stderr).toContain('$.difficulty: must be between 1 and 5');
    expect(r.stderr).toMatch(
      /\$\.colour: unknown field "colour" \(allowed here: id, category, .*, goal, \$schema\)/,
    );
    expect(r.stdout).toContain('mine.json: ok');
  });

  it('bad usage exits 2', () => {
    expect(run('lab-validate').status).toBe(2);
    const r = run('lab-validate', '--nope');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('known options: --help');
  });
});

describe('authoring checks', () => {
  it('every built-in challenge is ready; $comment is accepted anywhere and must be text', () => {
    for (const c of builtinChallenges()) expect(authoringProblems(c), c.id).toEqual([]);
    const c = structuredClone(builtinChallenges()[3]!) as unknown as Record<string, unknown>;
    const withComments = {
      ...c,
      $comment: ['a', 'b'],
      allowed: { ...(c.allowed as object), $comment: 'why' },
    };
    expect(validateChallenge(withComments).ok).toBe(true);
    const r = validateChallenge({ ...c, $comment: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.path).toBe('$.$comment');
  });
});
