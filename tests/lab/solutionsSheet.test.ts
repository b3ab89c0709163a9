// @vitest-environment node
/** `npm run lab:solutions` (issue 22 point 3): every built-in challenge, its reference solution verified. */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { builtinChallenges } from '../../src/lab';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';

it('prints one section per built-in challenge, each solution verified by the engine', () => {
  const r = spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-solutions.ts'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  const sections = r.stdout.split('\n## ').slice(1);
  expect(sections.map((s) => /\(`([a-z0-9-]+)`/.exec(s)?.[1])).toEqual(
    builtinChallenges().map((c) => c.id),
  );
  for (const s of sections) {
    expect(s).toContain('Engine: verified (the goal holds)');
    expect(s).toMatch(/Reference solution:\n- \S/);
    expect(s).toContain('Why it works: ');
  }
  // a scenario solution shows what it changes; a question's answer is the engine's
  const leak = sections.find((s) => s.includes('(`make-a-leak`'))!;
  expect(leak).toContain('`requests[m1].promptTokens`: 1000 → 800000');
  const first = sections.find((s) => s.includes('(`smallest-rejected-prompt`'))!;
  expect(first).toContain('the engine computes: 681274');
}, 60_000);

it('--help prints usage only, never an answer; an unknown option or argument is refused', () => {
  const run = (...args: string[]) =>
    spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/lab-solutions.ts', ...args], { encoding: 'utf8' });
  for (const flag of ['--help', '-h']) {
    const r = run(flag);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run lab:solutions/);
    expect(r.stdout).not.toContain('Reference solution');
    expect(r.stdout).not.toContain('681274');
  }
  for (const args of [['--nope'], ['extra']]) {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  }
}, 60_000);
